import { Text, View } from '@tarojs/components'
import { PickerOnDemand } from '@/components/picker-on-demand/picker-on-demand'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { TimePreset } from '@/api/plugins/distribution-centre'
import { ActionButton } from '@/components/action-button/action-button'
import { localDay } from '@/lib/date'
import { toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { BottomSheet } from './bottom-sheet'
import { customRange, dayOf, presetRange, type StatsRange } from './stats-range'
import { dt } from './text'
import { Icon } from '@/components/icon/icon'
import '@/i18n/locales/plugin-distribution-centre'

interface Props {
  presets: TimePreset[]
  value: StatsRange
  busy: boolean
  onQuery: (range: StatsRange) => void
  onClose: () => void
}

/** The statistics time sheet: preset chips, start and end pickers, "Query". */
export const TimeRangeSheet = observer(function TimeRangeSheet({ presets, value, busy, onQuery, onClose }: Props) {
  const [key, setKey] = useState(value.key)
  const [startDay, setStartDay] = useState(dayOf(value.start))
  const [endDay, setEndDay] = useState(dayOf(value.end))

  const choosePreset = (preset: TimePreset) => {
    const range = presetRange(preset)
    setKey(range.key)
    setStartDay(dayOf(range.start))
    setEndDay(dayOf(range.end))
  }

  // A hand-picked day makes the range custom.
  const pick = (which: 'start' | 'end', day: string) => {
    setKey('')
    if (which === 'start') setStartDay(day)
    else setEndDay(day)
  }

  const query = () => {
    const preset = key ? presets.find((p) => p.key === key) : undefined
    if (preset) {
      onQuery(presetRange(preset))
      return
    }
    const custom = customRange(startDay, endDay)
    if ('error' in custom) {
      toast(custom.error)
      return
    }
    onQuery(custom.range)
  }

  const today = localDay()
  const dayPicker = (which: 'start' | 'end', day: string, label: string) => (
    <View className='dist-range__row'>
      <Text className='dist-range__label'>{label}</Text>
      <PickerOnDemand mode='date' value={day || today} end={today} onChange={(e) => pick(which, String(e.detail.value))}>
        <Text className={`dist-range__value ${day ? '' : 'dist-range__value--empty'}`} data-testid={`dist-range-${which}`}>
          {day || dt('range_pick')}
        </Text>
      </PickerOnDemand>
      {day ? (
        <View className='dist-range__clear' onClick={() => pick(which, '')} {...pressable(() => pick(which, ''), dt('range_clear', { label }))}>
          <Icon name='x' size={28} />
        </View>
      ) : null}
    </View>
  )

  return (
    <BottomSheet
      title={dt('range_title')}
      onClose={onClose}
      testId='dist-range-sheet'
      footer={
        <ActionButton size='large' busy={busy} onClick={query} testId='dist-range-query'>
          {dt('range_query')}
        </ActionButton>
      }
    >
      <View className='dist-chips'>
        {presets.map((preset) => (
          <Text
            key={preset.key}
            className={`dist-chips__chip ${preset.key === key ? 'dist-chips__chip--on' : ''}`}
            onClick={() => choosePreset(preset)}
            {...pressable(() => choosePreset(preset))}
            data-testid='dist-range-preset'
          >
            {preset.name}
          </Text>
        ))}
      </View>
      {dayPicker('start', startDay, dt('range_start'))}
      {dayPicker('end', endDay, dt('range_end'))}
    </BottomSheet>
  )
})
