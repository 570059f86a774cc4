import { Image, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { captchaImageUrl, type LoginType } from '@/api/account'
import { ActionButton } from '@/components/action-button/action-button'
import { AGREEMENT_DOCUMENTS, AgreementSheet } from '@/components/agreement-sheet/agreement-sheet'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { LOGIN_CALLBACK_EVENT } from '@/hooks/use-login-callback'
import { t } from '@/i18n'
import { decodeBase64 } from '@/lib/base64'
import { pressable, imageAlt } from '@/lib/a11y'
import { returnAfterLogin, toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import type { CachedUser } from '@/stores/storage'
import { captchaRequired, captchaScene, initialView, loginModes, needsAgreement, typesFor, viewFor, type LoginForm, type LoginView } from './login-modes'
import { checkValues, EMPTY_VALUES, sendCode, submitForm, type LoginValues } from './login-submit'
import { LoginFields } from './login-fields'
import { LOGIN_PROVIDERS } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import '@/slots/fills/login'
import './login.scss'
import '@/i18n/locales/account'

const TYPE_LABELS: Record<LoginType, string> = { username: 'account.type_username', sms: 'account.type_sms', email: 'account.type_email' }
const FORM_TITLES: Record<LoginForm, string> = {
  login: 'account.form_login',
  reg: 'account.form_reg',
  forget: 'account.form_forget',
  bind_verify: 'account.form_bind_mobile',
  bind_email: 'account.form_bind_email',
  success: 'account.form_success',
}
/** ?msg=: why the shopper was sent here (encodeURIComponent(base64(text)), api-core 6); '' when unreadable. */
export function loginMessage(raw: string | undefined): string {
  if (!raw) return ''
  try {
    return decodeBase64(decodeURIComponent(raw)).trim()
  } catch {
    return ''
  }
}

/**
 * ?thirdpartylogin=: the user a third-party login sent back (base64 JSON, api-core 3.13). One that must
 * be bound first (is_force_bind_user 1) is a login record: the shopper logs in or registers to bind it.
 */
export function thirdPartyUser(raw: string | undefined): (CachedUser & { is_force_bind_user?: unknown }) | null {
  const text = loginMessage(raw)
  if (!text) return null
  try {
    const user = JSON.parse(text) as unknown
    return user && typeof user === 'object' && !Array.isArray(user) ? (user as CachedUser) : null
  } catch {
    return null
  }
}

/** Let the success toast be read before leaving the page. */
const LEAVE_DELAY_MS = 1000

/** Login, register, password reset and phone/email binding (api-core 3.13), one form at a time. */
function LoginPage() {
  const { app, session } = useStores()
  const router = useRouter()
  const { settings } = app
  const modes = useMemo(() => loginModes(settings), [settings])
  const [view, setView] = useState<LoginView | null>(null)
  const [values, setValues] = useState<LoginValues>(EMPTY_VALUES)
  const [agreed, setAgreed] = useState(false)
  const [agreement, setAgreement] = useState('')
  const [submitting, setSubmitting] = useState(false)
  const [captchaStamp, setCaptchaStamp] = useState(() => Date.now())
  const leaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const notice = useMemo(() => loginMessage(router.params.msg), [router.params.msg])
  const returned = useMemo(() => thirdPartyUser(router.params.thirdpartylogin), [router.params.thirdpartylogin])

  // The first form depends on the config, so it is chosen once the config is there.
  useEffect(() => {
    if (!app.config || view) return
    setView(
      initialView({
        modes,
        loggedIn: session.isLoggedIn,
        mustBindMobile: session.mustBindMobile,
        optForm: router.params.opt_form,
        optType: router.params.opt_type,
      }),
    )
  }, [app.config, modes, view, session.isLoggedIn, session.mustBindMobile, router.params.opt_form, router.params.opt_type])

  useEffect(
    () => () => {
      if (leaveTimer.current) clearTimeout(leaveTimer.current)
    },
    [],
  )

  // Back from a third-party login: signed in, or a record to bind by logging in (spec 4 "authorise").
  useEffect(() => {
    if (!returned) return
    if (Number(returned.is_force_bind_user) === 1 || !returned.token) session.setLoginRecord(returned)
    else session.setUser(returned, app.settings.mustBindMobile)
  }, [returned, session, app.settings.mustBindMobile])

  // Already signed in: go back on our own after a moment (api-core 3.13 "success").
  useEffect(() => {
    if (view?.form !== 'success') return
    leaveTimer.current = setTimeout(returnAfterLogin, 2000)
  }, [view?.form])

  if (!view) {
    return (
      <PageShell titleKey='account.title_login'>
        <StatusView status={app.bootFailure ? 'error' : 'loading'} message={app.bootFailure} onRetry={() => void app.loadConfig(toast)} />
      </PageShell>
    )
  }

  const captcha = captchaRequired(view, settings)
  const scene = captchaScene(view.form)
  const refreshCaptcha = () => setCaptchaStamp(Date.now())
  const setField = (field: keyof LoginValues, value: string) => setValues((current) => ({ ...current, [field]: value }))

  const switchTo = (form: LoginForm, type?: string) => {
    setView(viewFor(form, modes, type))
    setValues((current) => ({ ...current, pwd: '', code: '', captcha: '' }))
    refreshCaptcha()
  }

  const onSendCode = async () => {
    const sent = await sendCode(view, values, captcha.onSend, toast)
    if (!sent && captcha.onSend) {
      // A used or wrong image code is dead: show a new one.
      setField('captcha', '')
      refreshCaptcha()
    }
    return sent
  }

  const mandatoryBind = settings.mustBindMobile

  const finish = (user: CachedUser) => {
    session.setUser(user, mandatoryBind)
    if (!user.mobile && mandatoryBind) {
      toast(t('errors.bind_mobile_first'))
      switchTo('bind_verify')
      return
    }
    // ?event_callback=: the page that sent the shopper here runs that method (useLoginCallback).
    const callback = router.params.event_callback
    leaveTimer.current = setTimeout(() => {
      if (callback) Taro.eventCenter.trigger(LOGIN_CALLBACK_EVENT, callback)
      returnAfterLogin()
    }, LEAVE_DELAY_MS)
  }

  const submit = async () => {
    if (submitting) return
    if (needsAgreement(view.form) && !agreed) {
      toast(t('errors.agree_first'))
      return
    }
    const problem = checkValues(view, values, captcha.onSubmit)
    if (problem) {
      toast(problem)
      return
    }
    setSubmitting(true)
    const result = await submitForm(view, values, captcha.onSubmit)
    setSubmitting(false)
    if (!result.ok) {
      if (captcha.onSubmit) {
        setField('captcha', '')
        refreshCaptcha()
      }
      return
    }
    toast(result.msg || t('common.success'), 'success')
    if (view.form === 'forget') {
      leaveTimer.current = setTimeout(() => switchTo('login'), LEAVE_DELAY_MS)
      return
    }
    const user = result.data as CachedUser | null
    // Registration under audit answers no user: the shopper logs in once approved.
    if (!user || !user.token) {
      switchTo('login')
      return
    }
    finish(user)
  }

  const types = typesFor(view.form, modes)
  const logo = settings.logoSquare || settings.logoWap
  const siteName = settings.siteName || t('common.app_name')
  const openAgreement = (key: string) => setAgreement(AGREEMENT_DOCUMENTS[key] ?? '')

  return (
    <PageShell titleKey='account.title_login' className='login-page'>
      {notice || session.needsAuthorisation ? (
        <View className='login-notice' data-testid='login-notice'>
          <Text>{notice || t('errors.authorise_prompt')}</Text>
        </View>
      ) : null}
      <View className='login-hero'>
        {logo ? (
          <Image className='login-hero__logo' src={logo} mode='aspectFit' {...imageAlt('')} />
        ) : (
          <View className='login-hero__logo login-hero__logo--text'>{siteName.slice(0, 1)}</View>
        )}
        <Text className='login-hero__title' data-testid='login-title'>
          {t(FORM_TITLES[view.form])}
        </Text>
        <Text className='login-hero__subtitle'>{siteName}</Text>
      </View>

      {view.form === 'success' ? (
        <View className='login-card'>
          <Text className='login-card__message'>
            {t('account.already_logged_in', { name: String(session.user?.user_name_view || session.user?.username || '') })}
          </Text>
          <ActionButton size='large' onClick={returnAfterLogin}>
            {t('account.continue')}
          </ActionButton>
        </View>
      ) : view.closedKey ? (
        <View className='login-card' data-testid='login-closed'>
          <StatusView status='empty' message={t(view.closedKey)} />
          {view.form === 'reg' && modes.loginTypes.length ? (
            <ActionButton kind='plain' size='large' onClick={() => switchTo('login')}>
              {t('account.to_login')}
            </ActionButton>
          ) : null}
          {view.form === 'login' && modes.regTypes.length ? (
            <ActionButton kind='plain' size='large' onClick={() => switchTo('reg')}>
              {t('account.to_register')}
            </ActionButton>
          ) : null}
        </View>
      ) : (
        <View className='login-card'>
          {types.length > 1 ? (
            <View className='login-tabs'>
              {types.map((type) => (
                <Text
                  key={type}
                  className={`login-tabs__item ${type === view.type ? 'login-tabs__item--active' : ''}`}
                  onClick={() => type !== view.type && switchTo(view.form, type)}
                  {...pressable(() => type !== view.type && switchTo(view.form, type))}
                  data-testid={`login-type-${type}`}
                >
                  {t(TYPE_LABELS[type])}
                </Text>
              ))}
            </View>
          ) : null}
          {view.form === 'bind_verify' ? <Text className='login-card__notice'>{t('errors.bind_mobile_first')}</Text> : null}
          <LoginFields
            view={view}
            values={values}
            onField={setField}
            captcha={{
              scene,
              url: scene && (captcha.onSubmit || captcha.onSend) ? captchaImageUrl(scene, captchaStamp) : '',
              onSubmit: captcha.onSubmit,
              onSend: captcha.onSend,
              refresh: refreshCaptcha,
            }}
            onSendCode={onSendCode}
            onSubmit={() => !submitting && void submit()}
          />
          {needsAgreement(view.form) ? (
            <View className='login-agree'>
              <View
                className={`login-agree__box ${agreed ? 'login-agree__box--on' : ''}`}
                onClick={() => setAgreed(!agreed)}
                {...pressable(() => setAgreed(!agreed), t('account.agree_box'))}
                role='checkbox'
                aria-checked={agreed}
                data-testid='login-agree'
              />
              <Text className='login-agree__text' onClick={() => setAgreed(!agreed)}>
                {t('account.agree_prefix')}
              </Text>
              <Text
                className='login-agree__link'
                onClick={() => openAgreement('agreement_userregister_url')}
                {...pressable(() => openAgreement('agreement_userregister_url'))}
                data-testid='agreement-register'
              >
                {t('account.agreement_service')}
              </Text>
              <Text className='login-agree__text'>{t('account.agree_and')}</Text>
              <Text
                className='login-agree__link'
                onClick={() => openAgreement('agreement_userprivacy_url')}
                {...pressable(() => openAgreement('agreement_userprivacy_url'))}
                data-testid='agreement-privacy'
              >
                {t('account.agreement_privacy')}
              </Text>
            </View>
          ) : null}
          <ActionButton size='large' className='login-card__submit' testId='login-submit' busy={submitting} onClick={() => void submit()}>
            {t(`account.submit_${view.form}`)}
          </ActionButton>
          <View className='login-links'>
            {view.form === 'login' ? (
              <>
                {modes.regTypes.length ? (
                  <Text className='login-links__item' onClick={() => switchTo('reg')} {...pressable(() => switchTo('reg'))} data-testid='to-register'>
                    {t('account.to_register')}
                  </Text>
                ) : (
                  <Text />
                )}
                <Text
                  className='login-links__item login-links__item--muted'
                  onClick={() => switchTo('forget')}
                  {...pressable(() => switchTo('forget'))}
                  data-testid='to-forget'
                >
                  {t('account.to_forget')}
                </Text>
              </>
            ) : view.form === 'reg' || view.form === 'forget' ? (
              <Text className='login-links__item' onClick={() => switchTo('login')} {...pressable(() => switchTo('login'))} data-testid='to-login'>
                {t('account.to_login')}
              </Text>
            ) : null}
          </View>
        </View>
      )}
      <Slot slot={LOGIN_PROVIDERS} props={{ form: view.form, agreed, onLoggedIn: finish }} />
      {agreement ? <AgreementSheet document={agreement} onClose={() => setAgreement('')} /> : null}
    </PageShell>
  )
}

export default observer(LoginPage)
