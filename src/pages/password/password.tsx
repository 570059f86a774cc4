import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { changePassword } from '@/api/account'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { useLoginGate } from '@/hooks/use-login-gate'
import { t } from '@/i18n'
import { goBack, toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { checkPasswords, PASSWORD_MAX, type PasswordValues } from './password-form'
import './password.scss'
import { FormField } from '@/components/form-field/form-field'
import '@/i18n/locales/account'

const FIELDS: Array<{ key: keyof PasswordValues; label: string; hint: string }> = [
  { key: 'my_pwd', label: 'account.field_current_pwd', hint: 'account.ph_current_pwd' },
  { key: 'new_pwd', label: 'account.field_new_pwd', hint: 'account.ph_new_password' },
  { key: 'confirm_new_pwd', label: 'account.field_confirm_pwd', hint: 'account.ph_confirm_pwd' },
]

/** Change password (api-core 3.32). */
function PasswordPage() {
  const allowed = useLoginGate()
  const [values, setValues] = useState<PasswordValues>({ my_pwd: '', new_pwd: '', confirm_new_pwd: '' })
  const [visible, setVisible] = useState<Record<string, boolean>>({})
  const [saving, setSaving] = useState(false)

  if (!allowed)
    return (
      <PageShell titleKey='account.title_password'>
        <GuestNotice />
      </PageShell>
    )

  const submit = async () => {
    if (saving) return
    const problem = checkPasswords(values)
    if (problem) {
      toast(problem)
      return
    }
    setSaving(true)
    const result = await changePassword(values)
    setSaving(false)
    if (!result.ok) return
    toast(result.msg || t('common.success'), 'success')
    setTimeout(() => goBack('/pages/setup/setup'), 1500)
  }

  return (
    <PageShell titleKey='account.title_password' className='password'>
      <View className='form-card'>
        {FIELDS.map((field) => (
          <FormField
            key={field.key}
            label={t(field.label)}
            password={!visible[field.key]}
            value={values[field.key]}
            maxlength={PASSWORD_MAX}
            hint={t(field.hint)}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
            testId={`password-${field.key}`}
            suffix={
              <Text
                className='password__toggle'
                onClick={() => setVisible((v) => ({ ...v, [field.key]: !v[field.key] }))}
                {...pressable(() => setVisible((v) => ({ ...v, [field.key]: !v[field.key] })))}
              >
                {visible[field.key] ? t('account.pwd_hide') : t('account.pwd_show')}
              </Text>
            }
          />
        ))}
      </View>
      <Text className='form-hint password__hint'>{t('account.password_rule')}</Text>
      <View className='form-submit'>
        <ActionButton size='large' testId='password-submit' busy={saving} onClick={() => void submit()}>
          {t('common.submit')}
        </ActionButton>
      </View>
    </PageShell>
  )
}

export default observer(PasswordPage)
