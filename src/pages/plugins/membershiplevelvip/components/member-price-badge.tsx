import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import { formatPrice } from '@/lib/money'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './vip-embeds.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

export const VIP_LANDING_PAGE = '/pages/plugins/membershiplevelvip/index/index'

/** Goods detail: a "member price" tag (with the price when the page knows it) leading to the VIP landing. */
export const MemberPriceBadge = observer(function MemberPriceBadge({ memberPrice }: { memberPrice?: string | number }) {
  const { app } = useStores()
  if (!app.isPluginEnabled('membershiplevelvip')) return null
  return (
    <View className='vip-badge' data-testid='vip-member-price' onClick={() => void openPage(VIP_LANDING_PAGE)}>
      <Text className='vip-badge__tag'>VIP</Text>
      <Text className='vip-badge__text'>
        {t('plugin-membershiplevelvip.member_price')}
        {memberPrice !== undefined && memberPrice !== '' ? ` ${formatPrice(memberPrice, app.currencySymbol)}` : ''}
      </Text>
    </View>
  )
})
