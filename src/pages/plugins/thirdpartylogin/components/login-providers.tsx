import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { bindThirdParty, decodeReturnedUser, parseProviders, type Provider, type ReturnedUser } from '@/api/plugins/thirdpartylogin'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { goToWebAddress } from '@/lib/web-address'
import type { LoginProvidersSlotProps } from '@/slots/slots'
import { useStores } from '@/stores/root-store'
import './login-providers.scss'
import { refreshBindings } from './refresh-config'
import '@/i18n/locales/plugin-thirdpartylogin'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-thirdpartylogin'

/**
 * Third-party login on the login page (api-core 3.13): the providers of plugins_thirdpartylogin_data (web build:
 * a tap goes to the provider's login_url), and the provider's return (?thirdpartylogin=<base64 user>): a user
 * logs in; an identity that must be bound waits for the shopper to log in or register, then is bound. A
 * signed-in shopper coming back from a provider (binding from Settings) has it bound at once.
 */
export const LoginProviders = observer(function LoginProviders({ form, agreed, onLoggedIn }: LoginProvidersSlotProps) {
  const { app, session } = useStores()
  const param = useRouter().params.thirdpartylogin
  const returned = useMemo(() => decodeReturnedUser(param), [param])
  const providers = parseProviders(app.config?.raw.plugins_thirdpartylogin_data)
  const [pending, setPending] = useState<ReturnedUser | null>(null)
  const handled = useRef(false)
  const enabled = app.isPluginEnabled('thirdpartylogin')
  const nameOf = (platform: string) => providers.find((p) => p.key === platform)?.name ?? platform

  // The provider's return, once per page.
  useEffect(() => {
    if (!enabled || !returned || handled.current) return
    if (returned.mustBind) {
      setPending(returned)
      return
    }
    handled.current = true
    toast(t(`${area}.login_done`), 'success')
    onLoggedIn(returned.raw as Parameters<typeof onLoggedIn>[0])
  }, [enabled, returned, onLoggedIn])

  // An identity to bind, once somebody is signed in (already, or by this page's own forms).
  useEffect(() => {
    if (!pending || !session.isLoggedIn || handled.current) return
    handled.current = true
    const name = nameOf(pending.platform)
    void bindThirdParty(pending.raw).then((result) => {
      setPending(null)
      if (!result.ok) {
        toast(t(`${area}.bind_failed`, { name }))
        return
      }
      if (result.data.token) session.setUser(result.data, app.settings.mustBindMobile)
      toast(t(`${area}.bind_done`, { name }), 'success')
      // Settings reads the binding from the boot config.
      void refreshBindings(app)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- nameOf reads the providers of this render; the bind runs once
  }, [pending, session.isLoggedIn])

  if (!enabled) return null
  const showButtons = process.env.TARO_ENV === 'h5' && (form === 'login' || form === 'reg') && providers.length > 0
  const go = (provider: Provider) => {
    if (!agreed) {
      toast(t('errors.agree_first'))
      return
    }
    if (!goToWebAddress(provider.loginUrl)) toast(t(`${area}.web_only`))
  }

  return (
    <View className='tpl'>
      {pending && !session.isLoggedIn ? (
        <View className='tpl__notice' data-testid='thirdparty-must-bind'>
          {t(`${area}.must_bind`, { name: nameOf(pending.platform), nickname: pending.nickname })}
        </View>
      ) : null}
      {showButtons ? (
        <>
          <View className='tpl__divider'>
            <Text className='tpl__divider-text'>{t(`${area}.other_ways`)}</Text>
          </View>
          <View className='tpl__providers'>
            {providers.map((provider) => (
              <View
                key={provider.key}
                className='tpl__provider'
                onClick={() => go(provider)}
                {...pressable(() => go(provider), t(`${area}.login_with`, { name: provider.name }))}
                data-testid={`thirdparty-${provider.key}`}
              >
                <View className='tpl__icon' style={provider.color ? { background: provider.color } : undefined}>
                  {provider.icon ? (
                    <Image className='tpl__icon-image' src={provider.icon} mode='aspectFit' {...imageAlt('')} />
                  ) : (
                    <Text aria-hidden='true'>{provider.name.slice(0, 1)}</Text>
                  )}
                </View>
                <Text className='tpl__name'>{provider.name}</Text>
              </View>
            ))}
          </View>
        </>
      ) : null}
    </View>
  )
})
