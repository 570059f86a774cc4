import { Image, Text, View } from '@tarojs/components'
import { PickerOnDemand } from '@/components/picker-on-demand/picker-on-demand'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getProfile, saveProfile, uploadAvatar, type ProfileInput } from '@/api/account'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { RegionPicker } from '@/components/region-picker/region-picker'
import { EMPTY_REGION, type RegionValue } from '@/components/region-picker/region-model'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { goBack, toast } from '@/lib/navigate'
import { chooseImagesFromTap, preloadImageChooser } from '@/lib/upload'
import { localDay } from '@/lib/date'
import { RULES, validate } from '@/lib/validation'
import { pressable, imageAlt } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import './personal.scss'
import { FormField } from '@/components/form-field/form-field'
import '@/i18n/locales/account'

/** The profile form keeps region names (personal/save takes names, not ids). */
function regionFromNames(province: string, city: string, county: string): RegionValue {
  return { province: { id: 0, name: province }, city: { id: 0, name: city }, county: { id: 0, name: county } }
}

/** Personal info (api-core 3.31): avatar, nickname, birthday, gender, region, address. */
function PersonalPage() {
  const { session } = useStores()
  const allowed = useLoginGate()
  const remote = useRemote(whenLoggedIn(allowed, getProfile), [allowed])
  const [form, setForm] = useState<ProfileInput | null>(null)
  const [region, setRegion] = useState<RegionValue>(EMPTY_REGION)
  const [uploading, setUploading] = useState<number | null>(null)
  const [saving, setSaving] = useState(false)
  // The avatar's image chooser loads apart from the page (web build), started as the page is drawn.
  useEffect(preloadImageChooser, [])

  // Fill the form once; a later reload must not overwrite what the shopper is typing.
  useEffect(() => {
    if (!remote.data || form) return
    const { genders: _genders, ...values } = remote.data
    setForm(values)
    setRegion(regionFromNames(values.province, values.city, values.county))
  }, [remote.data, form])

  if (!allowed)
    return (
      <PageShell titleKey='account.title_personal'>
        <GuestNotice />
      </PageShell>
    )
  if (!form || !remote.data) {
    return (
      <PageShell titleKey='account.title_personal'>
        <StatusView status={remote.status === 'error' ? 'error' : 'loading'} message={remote.error} onRetry={remote.reload} />
      </PageShell>
    )
  }

  const genders = remote.data.genders.length ? remote.data.genders : [0, 1, 2].map((value) => ({ value, name: t(`account.gender_${value}`) }))
  const genderIndex = Math.max(
    0,
    genders.findIndex((g) => g.value === form.gender),
  )
  const set = <K extends keyof ProfileInput>(key: K, value: ProfileInput[K]) => setForm((current) => (current ? { ...current, [key]: value } : current))

  const changeAvatar = async () => {
    if (uploading !== null) {
      toast(t('errors.uploading'))
      return
    }
    const chosen = await chooseImagesFromTap(1).catch(() => null)
    const filePath = chosen?.[0]
    if (!filePath) return
    setUploading(0)
    const result = await uploadAvatar(filePath, (percent) => setUploading(percent))
    setUploading(null)
    if (result.ok && result.data) {
      set('avatar', result.data)
      session.updateUser({ avatar: result.data })
      toast(t('account.avatar_updated'), 'success')
    } else if (result.ok) toast(t('errors.image_url_empty'))
  }

  const save = async () => {
    if (saving) return
    const values = { ...form, province: region.province.name, city: region.city.name, county: region.county.name }
    const problem = validate({ ...values }, RULES.personal)
    if (problem) {
      toast(problem.message)
      return
    }
    setSaving(true)
    const result = await saveProfile(values)
    setSaving(false)
    // On failure the client already showed the server message; the form keeps every typed value.
    if (!result.ok) return
    if (result.data) session.setUser({ ...result.data, token: result.data.token || session.token }, Number(session.user?.is_mandatory_bind_mobile) === 1)
    toast(result.msg || t('common.success'), 'success')
    setTimeout(() => goBack('/pages/user/user'), 1000)
  }

  return (
    <PageShell titleKey='account.title_personal' className='personal'>
      <View className='personal__avatar-box' onClick={() => void changeAvatar()} {...pressable(() => void changeAvatar())} data-testid='personal-avatar'>
        {form.avatar ? <Image className='personal__avatar' src={form.avatar} mode='aspectFill' {...imageAlt('')} /> : <View className='personal__avatar' />}
        <Text className='personal__avatar-tip'>
          {uploading !== null ? t('account.image_uploading', { n: Math.round(uploading) }) : t('account.avatar_change')}
        </Text>
        <Text className='personal__avatar-hint'>{t('account.avatar_hint')}</Text>
      </View>
      <View className='form-card'>
        <FormField
          label={t('account.field_nickname')}
          value={form.nickname}
          hint={t('account.ph_nickname')}
          onChange={(v) => set('nickname', v)}
          testId='personal-nickname'
        />
        <PickerOnDemand mode='date' value={form.birthday || '1990-01-01'} end={localDay()} onChange={(e) => set('birthday', String(e.detail.value))}>
          <View className='form-row form-row--link' data-testid='personal-birthday'>
            <Text className='form-row__label'>{t('account.field_birthday')}</Text>
            <Text className={`form-row__value ${form.birthday ? '' : 'form-row__value--empty'}`}>{form.birthday || t('account.ph_choose')}</Text>
            <View className='form-row__arrow' />
          </View>
        </PickerOnDemand>
        <PickerOnDemand
          mode='selector'
          range={genders.map((g) => g.name)}
          value={genderIndex}
          onChange={(e) => set('gender', genders[Number(e.detail.value)]?.value ?? 0)}
        >
          <View className='form-row form-row--link' data-testid='personal-gender'>
            <Text className='form-row__label'>{t('account.field_gender')}</Text>
            <Text className='form-row__value'>{genders[genderIndex]?.name}</Text>
            <View className='form-row__arrow' />
          </View>
        </PickerOnDemand>
        <RegionPicker value={region} onChange={setRegion} testId='personal-region' />
        <FormField
          label={t('account.field_address')}
          value={form.address}
          hint={t('account.ph_personal_address')}
          onChange={(v) => set('address', v)}
          testId='personal-address'
        />
      </View>
      <View className='form-submit'>
        <ActionButton size='large' testId='personal-save' busy={saving} disabled={saving || uploading !== null} onClick={() => void save()}>
          {t('common.save')}
        </ActionButton>
      </View>
    </PageShell>
  )
}

export default observer(PersonalPage)
