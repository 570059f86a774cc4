import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import { formatPrice } from '@/lib/money'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './vip-embeds.scss'
import '@/i18n/locales/plugin-membershiplevelvip-embeds'

export const VIP_LANDING_PAGE = '/pages/plugins/membershiplevelvip/index/index'

/**
 * Goods detail: a VIP tag leading to the VIP landing: "member price ¥x" when the page knows that price,
 * else an invitation ("join VIP for member prices"), never a "member price" label without a price.
 */
export const MemberPriceBadge = observer(function MemberPriceBadge({ memberPrice }: { memberPrice?: string | number }) {
  const { app } = useStores()
  if (!app.isPluginEnabled('membershiplevelvip')) return null
  return (
    <View
      className='vip-badge'
      data-testid='vip-member-price'
      onClick={() => void openPage(VIP_LANDING_PAGE)}
      {...pressable(() => void openPage(VIP_LANDING_PAGE))}
    >
      <Text className='vip-badge__tag'>VIP</Text>
      <Text className='vip-badge__text'>
        {memberPrice !== undefined && memberPrice !== ''
          ? t('plugin-membershiplevelvip.member_price_of', { price: formatPrice(memberPrice, app.currencySymbol) })
          : t('plugin-membershiplevelvip.entry_join')}
      </Text>
    </View>
  )
})
