import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { PICKUP_STATUS } from '@/api/plugins/distribution-common'
import { getPickupForm, savePickupApplication } from '@/api/plugins/distribution-pickup'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { ImagePicker } from '@/components/image-picker/image-picker'
import { PageShell } from '@/components/page-shell/page-shell'
import { RegionPicker } from '@/components/region-picker/region-picker'
import { EMPTY_REGION, type RegionValue } from '@/components/region-picker/region-model'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { confirmAction } from '@/lib/dialogs'
import { goBack, openPage, toast } from '@/lib/navigate'
import { getItem, setItem } from '@/stores/storage'
import { pickupProblem } from '../components/forms'
import { DIST_PAGES, LOCATION_PAGE } from '../components/routes'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../../../../styles/form-rows.scss'
import '../components/dist.scss'
import '@/i18n/locales/plugin-distribution-pickup'

interface FormState {
  logo: string[]
  alias: string
  name: string
  tel: string
  region: RegionValue
  address: string
  lng: number | null
  lat: number | null
  place: string
}

const EMPTY_FORM: FormState = { logo: [], alias: '', name: '', tel: '', region: EMPTY_REGION, address: '', lng: null, lat: null, place: '' }

/**
 * Apply for (or edit) a pickup point (api-plugins-1 §4.12): logo, alias, contact, phone, region, address and the
 * map location. Every save goes to review; editing an approved point asks first.
 */
function PickupApplyPage() {
  const allowed = useLoginGate()
  const form = useRemote(whenLoggedIn(allowed, getPickupForm), [allowed])
  const [values, setValues] = useState<FormState | null>(null)
  const [busy, setBusy] = useState(false)
  const waitingForLocation = useRef(false)
  const point = form.data?.point ?? null

  useEffect(() => {
    if (!form.data || values) return
    const p = form.data.point
    setValues(
      p
        ? {
            logo: p.logo ? [p.logo] : [],
            alias: p.alias,
            name: p.name,
            tel: p.tel,
            region: {
              province: { id: p.province, name: p.provinceName },
              city: { id: p.city, name: p.cityName },
              county: { id: p.county, name: p.countyName },
            },
            address: p.address,
            lng: p.lng || p.lat ? p.lng : null,
            lat: p.lng || p.lat ? p.lat : null,
            place: '',
          }
        : EMPTY_FORM,
    )
  }, [form.data, values])

  // Back from the location page with a chosen place (api-core 1.16).
  useDidShow(() => {
    if (!waitingForLocation.current) return
    waitingForLocation.current = false
    const location = getItem('cache_userlocation_key')
    if (location?.status === 1 && location.lng !== undefined && location.lat !== undefined) {
      setValues((v) => (v ? { ...v, lng: Number(location.lng), lat: Number(location.lat), place: location.name || location.address || '' } : v))
    }
  })

  if (!allowed) {
    return (
      <PageShell titleKey={titleOf('extraction_apply')}>
        <GuestNotice />
      </PageShell>
    )
  }
  if (!values) {
    return (
      <PageShell titleKey={titleOf('extraction_apply')}>
        <StatusView status={form.status === 'error' ? 'error' : 'loading'} message={form.error} onRetry={form.reload} />
      </PageShell>
    )
  }

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setValues((v) => (v ? { ...v, [key]: value } : v))
  const approved = point?.status === PICKUP_STATUS.approved

  const chooseLocation = () => {
    waitingForLocation.current = true
    setItem('cache_userlocation_key', { ...(getItem('cache_userlocation_key') ?? {}), status: 2 })
    void openPage(LOCATION_PAGE)
  }

  const submit = async () => {
    if (busy) return
    const input = {
      alias: values.alias.trim(),
      name: values.name.trim(),
      tel: values.tel.trim(),
      province: values.region.province.id,
      city: values.region.city.id,
      county: values.region.county.id,
      address: values.address.trim(),
      lng: values.lng,
      lat: values.lat,
    }
    const problem = pickupProblem(input)
    if (problem) {
      toast(problem)
      return
    }
    if (approved && !(await confirmAction(dt('pickup_review_again')))) return
    setBusy(true)
    const result = await savePickupApplication({ ...input, lng: input.lng ?? 0, lat: input.lat ?? 0, logo: values.logo[0] ?? '' })
    setBusy(false)
    if (!result.ok) return
    toast(result.msg || dt('saved'), 'success')
    setTimeout(() => goBack(DIST_PAGES.pickup), 800)
  }

  const locationText = values.place || (values.lng !== null && values.lat !== null ? `${values.lng.toFixed(6)}, ${values.lat.toFixed(6)}` : '')
  return (
    <PageShell titleKey={titleOf('extraction_apply')}>
      {approved ? <Text className='dist-form__warn'>{dt('pickup_edit_warning')}</Text> : null}
      {point?.status === PICKUP_STATUS.refused && point.failReason ? (
        <Text className='dist-form__warn' data-testid='dist-apply-reason'>
          {dt('pickup_reason', { reason: point.failReason })}
        </Text>
      ) : null}
      <View className='form-card' data-testid='dist-apply-form'>
        <View className='dist-form__block'>
          <Text className='dist-form__block-label'>{dt('field_logo')}</Text>
          <ImagePicker
            value={values.logo}
            onChange={(urls) => set('logo', urls)}
            max={1}
            pathType={form.data?.pathType || 'plugins_distribution'}
            testId='dist-apply-logo'
          />
          <Text className='dist-muted'>{dt('logo_hint')}</Text>
        </View>
        <FormField label={dt('field_alias')} value={values.alias} hint={dt('alias_hint')} onChange={(v) => set('alias', v)} testId='dist-apply-alias' />
        <FormField label={dt('field_contact')} value={values.name} hint={dt('contact_hint')} onChange={(v) => set('name', v)} testId='dist-apply-name' />
        <FormField label={dt('field_tel')} value={values.tel} hint={dt('tel_hint')} onChange={(v) => set('tel', v)} testId='dist-apply-tel' />
        <RegionPicker value={values.region} onChange={(region) => set('region', region)} testId='dist-apply-region' />
        <FormField
          label={dt('field_address')}
          value={values.address}
          hint={dt('address_hint')}
          multiline
          className='form-row--top'
          onChange={(v) => set('address', v)}
          testId='dist-apply-address'
        />
        <View className='form-row form-row--link' onClick={chooseLocation} data-testid='dist-apply-location'>
          <Text className='form-row__label'>{dt('field_location')}</Text>
          <Text className={`form-row__value ${locationText ? '' : 'form-row__value--empty'}`}>{locationText || dt('location_choose')}</Text>
          <View className='form-row__arrow' />
        </View>
      </View>
      <View className='dist-form__submit'>
        <ActionButton size='large' busy={busy} onClick={() => void submit()} testId='dist-apply-submit'>
          {point ? dt('pickup_resubmit') : dt('pickup_submit')}
        </ActionButton>
      </View>
    </PageShell>
  )
}

export default observer(PickupApplyPage)
