import { Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useRouter, useUnload } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { t } from '@/i18n'
import { goBack, toast } from '@/lib/navigate'
import { getItem, setItem } from '@/stores/storage'
import { mapPickerAvailable, readManualLocation, type ManualLocation } from './location-form'
import '../../../styles/form-rows.scss'
import './open-setting-location.scss'
import '@/i18n/locales/address'

/**
 * Choose a location (api-core 1.16/3.37). The cache carries the state: 2 while choosing, 1 once
 * chosen, 3 when the shopper left without choosing. `is_check_success_back=1` only checks and returns.
 */
function OpenSettingLocationPage() {
  const router = useRouter()
  const checkOnly = router.params.is_check_success_back === '1'
  const previous = getItem('cache_userlocation_key')
  const [values, setValues] = useState<ManualLocation>({
    name: previous?.name ?? '',
    address: previous?.address ?? '',
    lng: previous?.lng !== undefined ? String(previous.lng) : '',
    lat: previous?.lat !== undefined ? String(previous.lat) : '',
  })
  const [locating, setLocating] = useState(false)
  const chosen = useRef(false)

  useEffect(() => {
    // H5 needs no permission: the check passes at once.
    if (checkOnly) {
      chosen.current = true
      goBack()
      return
    }
    setItem('cache_userlocation_key', { ...(previous ?? {}), status: 2 })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useUnload(() => {
    if (!chosen.current) {
      const current = getItem('cache_userlocation_key')
      if (current?.status === 2) setItem('cache_userlocation_key', { ...current, status: 3 })
    }
  })

  const finish = (location: { name?: string; address?: string; lng: number; lat: number }) => {
    chosen.current = true
    setItem('cache_userlocation_key', { name: location.name, address: location.address, lng: location.lng, lat: location.lat, status: 1 })
    toast(t('address.location_saved'), 'success')
    setTimeout(() => goBack(), 600)
  }

  const openMap = async () => {
    try {
      const result = await Taro.chooseLocation({})
      finish({ name: result.name, address: result.address, lng: result.longitude, lat: result.latitude })
    } catch (error) {
      const message = String((error as { errMsg?: string })?.errMsg ?? '')
      if (/cancel/i.test(message)) {
        setItem('cache_userlocation_key', { ...(getItem('cache_userlocation_key') ?? {}), status: 3 })
        goBack()
      } else toast(message || t('errors.location_not_supported'))
    }
  }

  const fillFromCurrentPosition = async () => {
    if (locating) return
    setLocating(true)
    try {
      const position = await Taro.getLocation({ type: 'gcj02' })
      setValues((v) => ({ ...v, lng: String(position.longitude), lat: String(position.latitude) }))
    } catch {
      toast(t('errors.location_not_supported'))
    } finally {
      setLocating(false)
    }
  }

  // Pulling down refreshes the one thing this page reads: the current position (spec 2: refresh is on).
  usePullDownRefresh(() => {
    void fillFromCurrentPosition().finally(() => Taro.stopPullDownRefresh())
  })

  const saveManual = () => {
    const read = readManualLocation(values)
    if ('error' in read) {
      toast(read.error)
      return
    }
    finish({ name: read.location.name, address: read.location.address, lng: Number(read.location.lng), lat: Number(read.location.lat) })
  }

  const field = (key: keyof ManualLocation, label: string, hintKey: string, type: 'text' | 'digit' = 'text') => (
    <FormField
      label={t(label)}
      type={type}
      value={values[key]}
      hint={t(hintKey)}
      onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
      testId={`location-${key}`}
    />
  )

  return (
    <PageShell titleKey='address.title_location' className='location-page'>
      {mapPickerAvailable() ? (
        <View className='form-submit'>
          <ActionButton size='large' testId='location-map' onClick={() => void openMap()}>
            {t('address.location_open_map')}
          </ActionButton>
        </View>
      ) : (
        <Text className='location-page__intro'>{t('address.location_manual_intro')}</Text>
      )}
      <View className='form-card'>
        {field('name', 'address.location_field_name', 'address.location_ph_name')}
        {field('address', 'address.location_field_address', 'address.location_ph_address')}
        {field('lng', 'address.location_field_lng', 'address.location_ph_lng', 'digit')}
        {field('lat', 'address.location_field_lat', 'address.location_ph_lat', 'digit')}
      </View>
      <View className='form-submit'>
        <ActionButton
          kind='plain'
          size='large'
          className='location-page__current'
          testId='location-current'
          busy={locating}
          onClick={() => void fillFromCurrentPosition()}
        >
          {t('address.location_use_current')}
        </ActionButton>
        <ActionButton size='large' testId='location-save' onClick={saveManual}>
          {t('common.confirm')}
        </ActionButton>
      </View>
    </PageShell>
  )
}

export default observer(OpenSettingLocationPage)
