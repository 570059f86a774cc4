import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getQrcodeForm, saveQrcode, type ContactValues } from '@/api/plugins/signin'
import { ActionButton } from '@/components/action-button/action-button'
import { HintField } from '@/components/hint-field/hint-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, openPage, toast } from '@/lib/navigate'
import { RULES, validate } from '@/lib/validation'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import '../../kit/kit.scss'
import './user-qrcode-saveinfo.scss'
import '@/i18n/locales/plugin-signin'
import { dialogColors } from '@/lib/dialog-colors'

const EMPTY: ContactValues = { name: '', tel: '', address: '', note: '' }
/** Pause after the success modal before leaving (api-plugins-1 §11.4). */
const LEAVE_DELAY_MS = 2000

/** Create or edit a sign-in code (api-plugins-1 §11.4); a refused save keeps what was typed. */
function SigninQrcodeSavePage() {
  const params = useRouter().params
  const id = params.id ?? ''
  const isTeam = params.is_team === '1'
  const allowed = useLoginGate()
  const form = useRemote(
    whenLoggedIn(allowed, () => getQrcodeForm(id)),
    [allowed, id],
  )
  const [values, setValues] = useState<ContactValues>(EMPTY)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    const existing = form.data?.existing
    if (existing) setValues({ name: existing.name, tel: existing.tel, address: existing.address, note: existing.note })
  }, [form.data])

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-signin.title_qrcode_save'>
        <GuestNotice />
      </PageShell>
    )
  }
  const set = (field: keyof ContactValues, value: string) => setValues((current) => ({ ...current, [field]: value }))
  const base = form.data?.base
  const existing = form.data?.existing

  const submit = async () => {
    if (base?.contactRequired !== false) {
      const error = validate({ ...values }, RULES.signinContact)
      if (error) {
        toast(error.message)
        return
      }
    }
    setSaving(true)
    const result = await saveQrcode(values, existing?.id || undefined)
    if (!result.ok) {
      setSaving(false)
      return
    }
    await Taro.showModal({ content: result.msg, showCancel: false, confirmText: t('common.confirm'), ...dialogColors() }).catch(() => undefined)
    setTimeout(() => {
      setSaving(false)
      if (isTeam) void openPage(`/pages/plugins/signin/detail/detail?id=${result.data}`, { redirect: true })
      else goBack()
    }, LEAVE_DELAY_MS)
  }

  return (
    <PageShell titleKey='plugin-signin.title_qrcode_save'>
      <StatusView status={form.status} message={form.error} onRetry={form.reload} />
      {form.status === 'ready' && base ? (
        <View className='pk-page'>
          <View className='pk-notice'>
            <Text className='pk-notice__line'>
              {t('plugin-signin.rewards_hint', { m: existing?.rewardMaster ?? base.rewardMaster, i: existing?.rewardInvitee ?? base.rewardInvitee })}
            </Text>
          </View>
          <View className='pk-card signin-form'>
            <View className='signin-form__row'>
              <Text className='signin-form__label'>{t('plugin-signin.contact_name')}</Text>
              <HintField
                className='signin-form__input'
                testId='signin-contact-name'
                value={values.name}
                maxlength={30}
                hint={t('plugin-signin.name_hint')}
                onChange={(value) => set('name', value)}
              />
            </View>
            <View className='signin-form__row'>
              <Text className='signin-form__label'>{t('plugin-signin.contact_tel')}</Text>
              <HintField
                className='signin-form__input'
                testId='signin-contact-tel'
                type='text'
                value={values.tel}
                maxlength={15}
                hint={t('plugin-signin.tel_hint')}
                onChange={(value) => set('tel', value)}
              />
            </View>
            <View className='signin-form__row'>
              <Text className='signin-form__label'>{t('plugin-signin.contact_address')}</Text>
              <HintField
                multiline
                className='signin-form__area'
                testId='signin-contact-address'
                value={values.address}
                maxlength={230}
                hint={t('plugin-signin.address_hint')}
                onChange={(value) => set('address', value)}
              />
            </View>
            <View className='signin-form__row'>
              <Text className='signin-form__label'>{t('plugin-signin.note')}</Text>
              <HintField
                className='signin-form__input'
                testId='signin-contact-note'
                value={values.note}
                maxlength={60}
                hint={t('plugin-signin.note_hint')}
                onChange={(value) => set('note', value)}
              />
            </View>
          </View>
          <ActionButton size='small' className='signin-form__save' testId='signin-contact-save' busy={saving} onClick={() => void submit()}>
            {saving ? t('plugin-signin.saving') : t('plugin-signin.save')}
          </ActionButton>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(SigninQrcodeSavePage)
