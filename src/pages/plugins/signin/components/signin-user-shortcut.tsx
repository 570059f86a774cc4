import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
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
    <View className='signin-shortcut' data-testid='signin-user-shortcut' onClick={() => void openPage(SIGNIN_PAGE)}>
      <Text className='signin-shortcut__icon'>✓</Text>
      <View className='signin-shortcut__text'>
        <Text className='signin-shortcut__title'>{t('plugin-signin.shortcut_title')}</Text>
        <Text className='signin-shortcut__desc'>{t('plugin-signin.shortcut_desc')}</Text>
      </View>
      <Text className='signin-shortcut__arrow'>›</Text>
    </View>
  )
})
