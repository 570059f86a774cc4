import { Text, View } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { deleteAddress, getAddress, saveAddress, type AddressDetail } from '@/api/address'
import { getRegionByCode } from '@/api/region'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { RegionPicker } from '@/components/region-picker/region-picker'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { goBack, openPage, toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import { getItem, setItem } from '@/stores/storage'
import { ADDRESS_LABELS, checkAddress, emptyAddressForm, formFromAddress, toSaveInput, type AddressFormValues } from './address-form'
import './user-address-save.scss'
import { FormField } from '@/components/form-field/form-field'
import '@/i18n/locales/address'

const LOCATION_PAGE = '/pages/common/open-setting-location/open-setting-location'
const LIST_PAGE = '/pages/user-address/user-address'

/** New address or edit (api-core 3.15). A failed save keeps everything typed. */
function AddressSavePage() {
  const { app } = useStores()
  const router = useRouter()
  const id = router.params.id && router.params.id !== '0' ? router.params.id : ''
  const allowed = useLoginGate()
  const detail = useRemote<AddressDetail>(
    whenLoggedIn(allowed, () => (id ? getAddress(id) : Promise.resolve({ ok: true, code: 0, msg: '', data: { address: null, editorPathType: '' } }))),
    [allowed, id],
  )
  const [form, setForm] = useState<AddressFormValues | null>(null)
  const [busy, setBusy] = useState<'save' | 'delete' | 'code' | null>(null)
  const [regionCode, setRegionCode] = useState('')
  const [regionOpen, setRegionOpen] = useState(0)
  const waitingForLocation = useRef(false)

  const requirements = {
    idcard: app.settings.addressNeedsIdCard,
    location: app.settings.addressNeedsLocation,
  }

  useEffect(() => {
    if (!detail.data || form) return
    setForm(detail.data.address ? formFromAddress(detail.data.address) : emptyAddressForm())
  }, [detail.data, form])

  // Back from the location page: take the chosen place (api-core 1.16).
  useDidShow(() => {
    if (!waitingForLocation.current) return
    waitingForLocation.current = false
    const location = getItem('cache_userlocation_key')
    if (location?.status === 1 && location.lng !== undefined && location.lat !== undefined) {
      setForm((current) =>
        current ? { ...current, lng: Number(location.lng), lat: Number(location.lat), locationName: location.name || location.address || '' } : current,
      )
    }
  })

  const title = id ? 'address.title_edit' : 'address.title_add'
  if (!allowed)
    return (
      <PageShell titleKey={title}>
        <GuestNotice />
      </PageShell>
    )
  if (!form) {
    return (
      <PageShell titleKey={title}>
        <StatusView status={detail.status === 'error' ? 'error' : 'loading'} message={detail.error} onRetry={detail.reload} />
      </PageShell>
    )
  }

  const set = <K extends keyof AddressFormValues>(key: K, value: AddressFormValues[K]) =>
    setForm((current) => (current ? { ...current, [key]: value } : current))
  const pathType = detail.data?.editorPathType || 'user_address'

  const chooseLocation = () => {
    waitingForLocation.current = true
    setItem('cache_userlocation_key', { ...(getItem('cache_userlocation_key') ?? {}), status: 2 })
    void openPage(LOCATION_PAGE)
  }

  /** A region code (region/codedata) fills the region; a partial one leaves the rest to the picker. */
  const applyRegionCode = async () => {
    const code = regionCode.trim()
    if (busy) return
    if (!code) {
      toast(t('address.region_code_required'))
      return
    }
    setBusy('code')
    const result = await getRegionByCode(code)
    setBusy(null)
    if (!result.ok) return
    set('region', result.data)
    if (!result.data.city.id || !result.data.county.id) setRegionOpen((n) => n + 1)
  }

  const save = async () => {
    if (busy) return
    const problem = checkAddress(form, requirements)
    if (problem) {
      toast(problem)
      return
    }
    setBusy('save')
    const result = await saveAddress(toSaveInput(form))
    setBusy(null)
    if (!result.ok) return
    toast(result.msg || t('common.success'), 'success')
    setTimeout(() => goBack(LIST_PAGE), 1000)
  }

  const remove = async () => {
    if (busy || !form.id || !(await confirmAction(t('errors.confirm_delete')))) return
    setBusy('delete')
    const result = await deleteAddress(form.id)
    setBusy(null)
    if (!result.ok) return
    toast(result.msg || t('common.success'), 'success')
    setTimeout(() => goBack(LIST_PAGE), 1000)
  }

  const locationText = form.locationName || (form.lng !== '' && form.lat !== '' ? `${form.lng}, ${form.lat}` : '')
  return (
    <PageShell titleKey={title} className='address-save'>
      <View className='form-card'>
        <FormField label={t('address.field_name')} value={form.name} hint={t('address.ph_name')} onChange={(v) => set('name', v)} testId='address-name' />
        <FormField label={t('address.field_tel')} value={form.tel} hint={t('address.ph_tel')} onChange={(v) => set('tel', v)} testId='address-tel' />
        <RegionPicker value={form.region} onChange={(region) => set('region', region)} testId='address-region' openRequest={regionOpen} />
        <View className='address-save__code'>
          <FormField
            label={t('address.field_region_code')}
            value={regionCode}
            hint={t('address.ph_region_code')}
            onChange={setRegionCode}
            testId='address-region-code'
          />
          <ActionButton kind='secondary' size='small' busy={busy === 'code'} onClick={() => void applyRegionCode()} testId='address-region-code-apply'>
            {t('address.region_code_apply')}
          </ActionButton>
        </View>
        <FormField
          label={t('address.field_detail')}
          value={form.address}
          hint={t('address.ph_detail')}
          multiline
          className='form-row--top'
          onChange={(v) => set('address', v)}
          testId='address-detail'
        />
        <View className='form-row form-row--link' onClick={chooseLocation} {...pressable(chooseLocation)} data-testid='address-location'>
          <Text className='form-row__label'>{t('address.field_location')}</Text>
          <Text className={`form-row__value ${locationText ? '' : 'form-row__value--empty'}`}>
            {locationText || (requirements.location ? t('address.location_choose_required') : t('address.location_choose'))}
          </Text>
          <View className='form-row__arrow' />
        </View>
      </View>

      <View className='form-card'>
        <View className='form-row form-row--top'>
          <Text className='form-row__label'>{t('address.field_label')}</Text>
          <View className='address-save__chips'>
            {ADDRESS_LABELS.map((label) => (
              <Text
                key={label}
                className={`chip ${form.label === label ? 'chip--active' : ''}`}
                onClick={() => set('label', form.label === label ? '' : label)}
                {...pressable(() => set('label', form.label === label ? '' : label))}
                data-testid={`address-label-${label}`}
              >
                {t(`address.label_${label}`)}
              </Text>
            ))}
          </View>
        </View>
        <FormField label={t('address.field_alias')} value={form.alias} hint={t('address.ph_alias')} onChange={(v) => set('alias', v)} testId='address-alias' />
        <View
          className='form-row'
          onClick={() => set('isDefault', !form.isDefault)}
          {...pressable(() => set('isDefault', !form.isDefault))}
          data-testid='address-default'
        >
          <Text className='form-row__label address-save__grow'>{t('address.field_default')}</Text>
          <View className={`toggle ${form.isDefault ? 'toggle--on' : ''}`} />
        </View>
      </View>

      {requirements.idcard ? (
        <View className='form-card'>
          <View className='address-save__section'>{t('address.idcard_title')}</View>
          <FormField
            label={t('address.field_idcard_name')}
            value={form.idcardName}
            hint={t('address.ph_idcard_name')}
            onChange={(v) => set('idcardName', v)}
            testId='address-idcard-name'
          />
          <FormField
            label={t('address.field_idcard_number')}
            value={form.idcardNumber}
            hint={t('address.ph_idcard_number')}
            maxlength={18}
            onChange={(v) => set('idcardNumber', v)}
            testId='address-idcard-number'
          />
          <View className='address-save__photos'>
            <ImagePicker
              value={form.idcardFront}
              onChange={(urls) => set('idcardFront', urls)}
              max={1}
              pathType={pathType}
              addLabel={t('address.idcard_front')}
              testId='address-idcard-front'
            />
            <ImagePicker
              value={form.idcardBack}
              onChange={(urls) => set('idcardBack', urls)}
              max={1}
              pathType={pathType}
              addLabel={t('address.idcard_back')}
              testId='address-idcard-back'
            />
          </View>
        </View>
      ) : null}

      <View className='form-submit'>
        <ActionButton size='large' testId='address-save' busy={busy === 'save'} disabled={busy !== null} onClick={() => void save()}>
          {t('common.save')}
        </ActionButton>
        {form.id ? (
          <ActionButton kind='plain' size='large' testId='address-delete' busy={busy === 'delete'} disabled={busy !== null} onClick={() => void remove()}>
            {t('address.delete')}
          </ActionButton>
        ) : null}
      </View>
    </PageShell>
  )
}

export default observer(AddressSavePage)
