import { Image, Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { CaptchaScene } from '@/api/account'
import { VerifyCodeButton } from '@/components/verify-code-button/verify-code-button'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import type { LoginView } from './login-modes'
import type { LoginValues } from './login-submit'
import '@/i18n/locales/account'

interface Props {
  view: LoginView
  values: LoginValues
  onField: (field: keyof LoginValues, value: string) => void
  captcha: { scene: CaptchaScene | null; url: string; onSubmit: boolean; onSend: boolean; refresh: () => void }
  onSendCode: () => Promise<boolean>
  /** Enter (the keyboard's "done") in a field sends the form. */
  onSubmit: () => void
}

function accountPlaceholder(view: LoginView): string {
  if (view.form === 'bind_verify') return t('account.ph_mobile')
  if (view.form === 'bind_email') return t('account.ph_email')
  if (view.form === 'forget') return t('account.ph_mobile_or_email')
  if (view.type === 'sms') return t('account.ph_mobile')
  if (view.type === 'email') return t('account.ph_email')
  return view.form === 'reg' ? t('account.ph_username') : t('account.ph_account')
}

/** The inputs of the current form: account, password, image code, verify code. */
export const LoginFields = observer(function LoginFields({ view, values, onField, captcha, onSendCode, onSubmit }: Props) {
  const usesCode = view.form === 'forget' || view.form === 'bind_verify' || view.form === 'bind_email' || view.type !== 'username'
  const usesPassword = view.form === 'reg' || view.form === 'forget' || (view.form === 'login' && view.type === 'username')
  const showCaptcha = captcha.scene && (captcha.onSubmit || captcha.onSend)
  return (
    <View className='login-fields'>
      <View className='login-field'>
        <Input
          className='login-field__input'
          type={view.type === 'sms' || view.form === 'bind_verify' ? 'number' : 'text'}
          value={values.accounts}
          placeholder={accountPlaceholder(view)}
          maxlength={view.type === 'sms' || view.form === 'bind_verify' ? 15 : 60}
          onInput={(e) => onField('accounts', e.detail.value)}
          onConfirm={onSubmit}
          data-testid='login-accounts'
        />
      </View>
      {showCaptcha ? (
        <View className='login-field'>
          <Input
            className='login-field__input'
            value={values.captcha}
            placeholder={t('account.ph_captcha')}
            maxlength={4}
            onInput={(e) => onField('captcha', e.detail.value)}
            onConfirm={onSubmit}
            data-testid='login-captcha'
          />
          <Image
            className='login-field__captcha'
            src={captcha.url}
            mode='aspectFit'
            onClick={captcha.refresh}
            data-testid='login-captcha-image'
            {...imageAlt('')}
          />
        </View>
      ) : null}
      {usesCode ? (
        <View className='login-field'>
          <Input
            className='login-field__input'
            type='number'
            value={values.code}
            placeholder={t('account.ph_code')}
            maxlength={6}
            onInput={(e) => onField('code', e.detail.value)}
            onConfirm={onSubmit}
            data-testid='login-code'
          />
          <VerifyCodeButton onSend={onSendCode} resetKey={`${view.form}-${view.type}`} />
        </View>
      ) : null}
      {usesPassword ? (
        <View className='login-field'>
          <Input
            className='login-field__input'
            password
            value={values.pwd}
            placeholder={view.form === 'login' ? t('account.ph_password') : t('account.ph_new_password')}
            maxlength={18}
            onInput={(e) => onField('pwd', e.detail.value)}
            onConfirm={onSubmit}
            data-testid='login-pwd'
          />
        </View>
      ) : null}
      {view.form === 'reg' || view.form === 'forget' ? <Text className='login-fields__hint'>{t('account.password_rule')}</Text> : null}
    </View>
  )
})
