import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import type { UiLanguage } from '@/lib/lang'
import { goLogin, openPage, toast } from '@/lib/navigate'
import { callPhone } from '@/lib/online-service'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { THEME_KEYS, THEMES } from '@/theme/themes'
import { SETUP_ENTRIES } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import '@/slots/fills/setup'
import { clearLocalCache, signOut } from '@/lib/local-session'
import { pressable, imageAlt } from '@/lib/a11y'
import './setup.scss'
import '@/i18n/locales/account'
import '@/i18n/locales/setup'

const LANGUAGES: UiLanguage[] = ['zh', 'en']

function Row({ label, value, onClick, testId }: { label: string; value?: ReactNode; onClick: () => void; testId?: string }) {
  return (
    <View className='form-row form-row--link' onClick={onClick} {...pressable(onClick)} data-testid={testId}>
      <Text className='form-row__label setup__label'>{label}</Text>
      <View className='form-row__value setup__value'>{value}</View>
      <View className='form-row__arrow' />
    </View>
  )
}

/** Settings (api-core 3.30): account entries, language, theme, cache, about, sign out. */
function SetupPage() {
  const stores = useStores()
  const { app, session } = stores
  const user = session.user
  const { loginTypes, mustBindMobile } = app.settings
  const showBindMobile = session.isLoggedIn && (mustBindMobile || loginTypes.includes('sms'))
  const showBindEmail = session.isLoggedIn && loginTypes.includes('email')
  const gated = (url: string) => () => {
    if (ensureLogin()) void openPage(url)
  }

  /** A new language (api-core 1.11): the shop's own texts follow once base/common answers in it. */
  const chooseLanguage = (lang: UiLanguage) => {
    if (lang === app.language) return
    app.setLanguage(lang)
    void app.loadConfig((msg) => toast(msg))
  }

  const clearCache = () => {
    clearLocalCache()
    toast(t('setup.cache_cleared'), 'success')
  }

  const confirmSignOut = async () => {
    if (!(await confirmAction(t('setup.sign_out_confirm')))) return
    signOut(stores)
    toast(t('setup.signed_out'), 'success')
    void openPage('/pages/user/user')
  }

  return (
    <PageShell titleKey='setup.title_setup' className='setup'>
      <View
        className='setup__user'
        onClick={() => (session.isLoggedIn ? gated('/pages/personal/personal')() : goLogin())}
        {...pressable(() => (session.isLoggedIn ? gated('/pages/personal/personal')() : goLogin()))}
      >
        {session.isLoggedIn && user?.avatar ? (
          <Image className='setup__avatar' src={String(user.avatar)} mode='aspectFill' {...imageAlt('')} />
        ) : (
          <View className='setup__avatar setup__avatar--empty' />
        )}
        <View className='setup__who'>
          <Text className='setup__name'>
            {session.isLoggedIn ? String(user?.user_name_view || user?.nickname || user?.username || '') : t('account.login_register')}
          </Text>
          <Text className='setup__hint'>{session.isLoggedIn ? t('setup.profile_hint') : t('account.login_benefit')}</Text>
        </View>
        <View className='form-row__arrow' />
      </View>

      {session.isLoggedIn ? (
        <View className='form-card'>
          <Row label={t('setup.personal')} onClick={gated('/pages/personal/personal')} testId='setup-personal' />
          {showBindMobile ? (
            <Row
              label={t('setup.bind_mobile')}
              value={String(user?.mobile_security || '') || t('setup.not_bound')}
              onClick={() => void openPage('/pages/login/login?opt_form=bind_verify')}
            />
          ) : null}
          {showBindEmail ? (
            <Row
              label={t('setup.bind_email')}
              value={String(user?.email_security || '') || t('setup.not_bound')}
              onClick={() => void openPage('/pages/login/login?opt_type=bind_email&opt_form=bind_email')}
            />
          ) : null}
          <Row label={t('setup.password')} onClick={gated('/pages/password/password')} testId='setup-password' />
          <Row label={t('setup.addresses')} onClick={gated('/pages/user-address/user-address')} testId='setup-addresses' />
        </View>
      ) : null}

      {/* Only when the shop offers several languages (home_use_multilingual_status). */}
      {app.settings.multilingual ? (
        <>
          <View className='setup__section'>{t('settings.language')}</View>
          <View className='form-card setup__options' data-testid='setup-languages'>
            {LANGUAGES.map((lang) => (
              <View
                key={lang}
                className={`setup__option ${app.language === lang ? 'setup__option--active' : ''}`}
                onClick={() => chooseLanguage(lang)}
                {...pressable(() => chooseLanguage(lang))}
                data-testid={`lang-${lang}`}
              >
                <Text>{t(`settings.lang_${lang}`)}</Text>
                {app.language === lang ? <View className='setup__check' /> : null}
              </View>
            ))}
          </View>
        </>
      ) : null}

      <View className='setup__section'>{t('settings.theme')}</View>
      <View className='form-card setup__themes'>
        {THEME_KEYS.map((key) => (
          <View
            key={key}
            className={`setup__theme ${app.theme === key ? 'setup__theme--active' : ''}`}
            onClick={() => app.setTheme(key)}
            {...pressable(() => app.setTheme(key))}
            data-testid={`theme-${key}`}
          >
            <View className='setup__swatch' style={{ background: THEMES[key].main }} />
            <Text className='setup__theme-name'>{t(`settings.theme_${key}`)}</Text>
          </View>
        ))}
      </View>

      <View className='form-card'>
        <Slot slot={SETUP_ENTRIES} props={{}} />
        <Row label={t('setup.clear_cache')} onClick={clearCache} testId='setup-clear-cache' />
        {app.settings.serviceTel ? (
          <Row label={t('setup.service_tel')} value={app.settings.serviceTel} onClick={() => callPhone(app.settings.serviceTel)} testId='setup-service-tel' />
        ) : null}
        <Row label={t('setup.about')} onClick={() => void openPage('/pages/about/about')} testId='setup-about' />
        {session.isLoggedIn ? <Row label={t('setup.cancel_account')} onClick={gated('/pages/logout/logout')} testId='setup-cancel-account' /> : null}
      </View>

      {session.isLoggedIn ? (
        <View className='form-submit'>
          <ActionButton kind='secondary' size='large' className='setup__sign-out' testId='setup-sign-out' onClick={() => void confirmSignOut()}>
            {t('setup.sign_out')}
          </ActionButton>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(SetupPage)
