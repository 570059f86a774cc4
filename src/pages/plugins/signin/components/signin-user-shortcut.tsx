import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './signin-user-shortcut.scss'
import '@/i18n/locales/plugin-signin'

export const SIGNIN_PAGE = '/pages/plugins/signin/detail/detail'

/** User centre shortcut to the daily check-in page. */
export const SigninUserShortcut = observer(function SigninUserShortcut() {
  const { app } = useStores()
  if (!app.isPluginEnabled('signin')) return null
  return (
    <View
      className='signin-shortcut'
      data-testid='signin-user-shortcut'
      onClick={() => void openPage(SIGNIN_PAGE)}
      {...pressable(() => void openPage(SIGNIN_PAGE))}
    >
      <View className='signin-shortcut__icon'>
        <Icon name='calendar-check' size={36} />
      </View>
      <View className='signin-shortcut__text'>
        <Text className='signin-shortcut__title'>{t('plugin-signin.shortcut_title')}</Text>
        <Text className='signin-shortcut__desc'>{t('plugin-signin.shortcut_desc')}</Text>
      </View>
      <Icon name='chevron-right' size={32} className='signin-shortcut__arrow' />
    </View>
  )
})
