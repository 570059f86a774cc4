import { Button, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { setItem } from '@/stores/storage'
import { buildDays, type TimeRange } from './time-slots'
import './time-select.scss'
import '@/i18n/locales/cart'

interface Props extends TimeRange {
  title: string
  /** Shown while no time is chosen. */
  hint: string
  value: string
  required?: boolean
  disabled?: boolean
  onChange: (value: string) => void
  /** Clock for the slots; replaceable in tests. */
  now?: () => Date
}

/** Checkout appointment time (api-core 2.6): a row that opens a day + slot picker. */
export const TimeSelect = observer(function TimeSelect({ title, hint, value, required, disabled, onChange, now = () => new Date(), ...range }: Props) {
  const [open, setOpen] = useState(false)
  const [dayIndex, setDayIndex] = useState(0)
  // Rebuilt when the sheet opens or the window changes; `now` and the rest object are new on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const days = useMemo(() => (open ? buildDays(range, now()) : []), [open, range.rangeDay, range.timeStart, range.timeEnd])

  const choose = (date: string, slot: string) => {
    const chosen = `${date} ${slot}`
    setItem('cache_time_select_choice_key', { value: chosen })
    onChange(chosen)
    setOpen(false)
  }

  return (
    <View className='time-select'>
      <View className='time-select__row' data-testid='time-select' onClick={() => !disabled && setOpen(true)} {...pressable(() => !disabled && setOpen(true))}>
        <Text className='time-select__title'>
          {required ? <Text className='time-select__required'>*</Text> : null}
          {title || t('cart.time')}
        </Text>
        <Text className={`time-select__value ${value ? '' : 'time-select__value--empty'}`}>{value || hint || t('cart.time_placeholder')}</Text>
        <View className='time-select__arrow' />
      </View>
      {open ? (
        <View className='time-select__popup'>
          <View className='time-select__mask' onClick={() => setOpen(false)} />
          <View className='time-select__panel'>
            <Text className='time-select__panel-title'>{title || t('cart.time')}</Text>
            {days.length ? (
              <View className='time-select__body'>
                <ScrollView scrollY className='time-select__days'>
                  {days.map((day, index) => (
                    <View
                      key={day.date}
                      className={`time-select__day ${index === dayIndex ? 'time-select__day--on' : ''}`}
                      onClick={() => setDayIndex(index)}
                      {...pressable(() => setDayIndex(index))}
                    >
                      {day.date}
                    </View>
                  ))}
                </ScrollView>
                <ScrollView scrollY className='time-select__slots'>
                  {(days[dayIndex] ?? days[0]).slots.map((slot) => {
                    const date = (days[dayIndex] ?? days[0]).date
                    return (
                      <View
                        key={slot}
                        className={`time-select__slot ${value === `${date} ${slot}` ? 'time-select__slot--on' : ''}`}
                        data-testid='time-slot'
                        onClick={() => choose(date, slot)}
                        {...pressable(() => choose(date, slot))}
                      >
                        {slot}
                      </View>
                    )
                  })}
                </ScrollView>
              </View>
            ) : (
              <View className='time-select__none'>{t('common.empty')}</View>
            )}
            <Button className='time-select__cancel' onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </Button>
          </View>
        </View>
      ) : null}
    </View>
  )
})
