import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { getRegions } from '@/api/region'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { setItem } from '@/stores/storage'
import { REGION_LEVELS, RegionPickerModel, regionValueText, type RegionLoader, type RegionValue } from './region-model'
import './region-picker.scss'
import '@/i18n/locales/address'

interface Props {
  value: RegionValue
  onChange: (value: RegionValue) => void
  label?: string
  /** Injected in tests; the real tree comes from region/index. */
  loader?: RegionLoader
  testId?: string
  /** Bump to open the sheet from outside (a region code that named only part of the region). */
  openRequest?: number
}

/** A form row showing the chosen region; tapping it opens a bottom sheet with three levels. */
export const RegionPicker = observer(function RegionPicker({ value, onChange, label, loader = getRegions, testId = 'region-picker', openRequest = 0 }: Props) {
  const model = useRef<RegionPickerModel | null>(null)
  if (!model.current) model.current = new RegionPickerModel(loader)
  const picker = model.current
  const [open, setOpen] = useState(false)
  const text = regionValueText(value)

  const show = () => {
    setOpen(true)
    void picker.open(value.province.id ? value : undefined)
  }

  useEffect(() => {
    if (openRequest) show()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request opens it
  }, [openRequest])

  const choose = async (level: number, region: (typeof picker.columns)[number][number]) => {
    await picker.choose(level, region)
    if (picker.complete) {
      const chosen = picker.value
      // Kept under the spec's key too (api-core 2.5: {province, city, areal}).
      setItem('cache_region_picker_choice_key', { province: chosen.province, city: chosen.city, areal: chosen.county })
      onChange(chosen)
      setOpen(false)
    }
  }

  const column = picker.columns[picker.level] ?? []
  const tabs = Array.from({ length: Math.min(REGION_LEVELS, Math.max(1, picker.columns.length)) }, (_, level) => level)
  return (
    <View className='region-picker'>
      <View className='form-row form-row--link' onClick={show} {...pressable(show)} data-testid={testId}>
        <Text className='form-row__label'>{label ?? t('address.field_region')}</Text>
        <Text className={`form-row__value ${text ? '' : 'form-row__value--empty'}`}>{text || t('address.region_placeholder')}</Text>
        <View className='form-row__arrow' />
      </View>
      {open ? (
        <View className='region-sheet' data-testid='region-sheet'>
          <View className='region-sheet__mask' onClick={() => setOpen(false)} />
          <View className='region-sheet__panel'>
            <View className='region-sheet__head'>
              <Text className='region-sheet__title'>{t('address.region_title')}</Text>
              <Text className='region-sheet__close' onClick={() => setOpen(false)} {...pressable(() => setOpen(false))}>
                {t('common.cancel')}
              </Text>
            </View>
            <View className='region-sheet__tabs'>
              {tabs.map((level) => (
                <Text
                  key={level}
                  className={`region-sheet__tab ${picker.level === level ? 'region-sheet__tab--active' : ''}`}
                  onClick={() => picker.showLevel(level)}
                  {...pressable(() => picker.showLevel(level))}
                >
                  {picker.selected[level]?.name || t('address.region_choose')}
                </Text>
              ))}
            </View>
            <ScrollView scrollY className='region-sheet__list'>
              {picker.loading ? <StatusView status='loading' /> : null}
              {!picker.loading && picker.error ? <StatusView status='error' message={picker.error} onRetry={() => void picker.retry()} /> : null}
              {!picker.loading && !picker.error
                ? column.map((region) => (
                    <View
                      key={region.id}
                      className={`region-sheet__item ${picker.selected[picker.level]?.id === region.id ? 'region-sheet__item--active' : ''}`}
                      onClick={() => void choose(picker.level, region)}
                      {...pressable(() => void choose(picker.level, region))}
                      data-testid='region-option'
                    >
                      {region.name}
                    </View>
                  ))
                : null}
            </ScrollView>
          </View>
        </View>
      ) : null}
    </View>
  )
})
