import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { parseProviders, unbindThirdParty, type Provider } from '@/api/plugins/thirdpartylogin'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import { goToWebAddress } from '@/lib/web-address'
import { useStores } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import '@/styles/form-rows.scss'
import { refreshBindings } from './refresh-config'
import '@/i18n/locales/plugin-thirdpartylogin'

const area = 'plugin-thirdpartylogin'
const SETUP_PAGE = '/pages/setup/setup'

/**
 * Settings rows of the third-party accounts (api-core 3.30, web build): a bound one shows its nickname and
 * unbinds (then the config is read again); an unbound one goes to the provider and comes back bound.
 */
export const SettingsAccounts = observer(function SettingsAccounts() {
  const { app, session } = useStores()
  const [busy, setBusy] = useState('')
  if (process.env.TARO_ENV !== 'h5' || !session.isLoggedIn || !app.isPluginEnabled('thirdpartylogin')) return null
  const providers = parseProviders(app.config?.raw.plugins_thirdpartylogin_data)

  const tap = async (provider: Provider) => {
    if (busy) return
    if (!provider.bindId) {
      // The provider sends the shopper to the login page, which binds the identity and then comes back here.
      setItem('cache_prev_page_key', SETUP_PAGE)
      if (!goToWebAddress(provider.loginUrl)) toast(t(`${area}.web_only`))
      return
    }
    if (!(await confirmAction(t(`${area}.unbind_confirm`, { name: provider.name })))) return
    setBusy(provider.key)
    const result = await unbindThirdParty(provider.bindId)
    if (result.ok) {
      toast(t(`${area}.unbound`), 'success')
      await refreshBindings(app)
    }
    setBusy('')
  }

  return (
    <>
      {providers.map((provider) => (
        <View
          key={provider.key}
          className='form-row form-row--link'
          onClick={() => void tap(provider)}
          {...pressable(() => void tap(provider))}
          data-testid={`setup-thirdparty-${provider.key}`}
        >
          <Text className='form-row__label'>{provider.name}</Text>
          <Text className={`form-row__value ${provider.bindId ? '' : 'form-row__value--empty'}`} data-testid='setup-thirdparty-state'>
            {provider.bindId ? t(`${area}.bound`, { nickname: provider.bindNickname }) : t(`${area}.not_bound`)}
          </Text>
          <View className='form-row__arrow' />
        </View>
      ))}
    </>
  )
})
