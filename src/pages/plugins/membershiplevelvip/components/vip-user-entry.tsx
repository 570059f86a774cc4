import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { parseVipBase } from '@/api/plugins/membershiplevelvip'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './vip-embeds.scss'
import '@/i18n/locales/plugin-membershiplevelvip'
import '@/i18n/locales/plugin-membershiplevelvip-embeds'

export const VIP_USER_PAGE = '/pages/plugins/membershiplevelvip/user/user'
export const MEMBER_CODE_PAGE = '/pages/plugins/membershiplevelvip/member-code/member-code'

/** User centre entry: "Member VIP" to the membership centre, plus the member-code shortcut when enabled. */
export const VipUserEntry = observer(function VipUserEntry() {
  const { app, session } = useStores()
  const vip = app.pluginBase('membershiplevelvip', parseVipBase)
  if (!vip) return null
  const showCode = vip.memberCodeEnabled && session.isLoggedIn
  return (
    <View className='vip-entry' data-testid='vip-user-entry'>
      <View className='vip-entry__main' onClick={() => void openPage(VIP_USER_PAGE)} {...pressable(() => void openPage(VIP_USER_PAGE))}>
        <View className='vip-entry__crown'>
          <Icon name='crown' size={40} />
        </View>
        <View className='vip-entry__text'>
          <Text className='vip-entry__title'>{vip.applicationName || t('plugin-membershiplevelvip.entry_title')}</Text>
          <Text className='vip-entry__desc'>{t('plugin-membershiplevelvip.entry_join')}</Text>
        </View>
      </View>
      {showCode ? (
        <View
          className='vip-entry__code'
          data-testid='vip-member-code-entry'
          onClick={() => void openPage(MEMBER_CODE_PAGE)}
          {...pressable(() => void openPage(MEMBER_CODE_PAGE))}
        >
          <Icon name='qr-code' size={28} />
          {t('plugin-membershiplevelvip.title_member_code')}
        </View>
      ) : null}
    </View>
  )
})
