import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { monthGrid, parseDay } from './calendar-math'
import './signin-calendar.scss'
import '@/i18n/locales/plugin-signin'

interface Props {
  /** The server's today (YYYY-MM-DD). */
  today: string
  checkedDays: number[]
  checkedToday: boolean
}

/** This month, Sunday first: today red when checked in (else "Today"), past check-ins grey. */
export const SigninCalendar = observer(function SigninCalendar({ today, checkedDays, checkedToday }: Props) {
  const date = parseDay(today || new Date())
  // Keyed on the day itself: `date` is a new object on every render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const weeks = useMemo(() => monthGrid(date, checkedDays), [date.year, date.month, date.day, checkedDays])
  return (
    <View className='signin-cal' data-testid='signin-calendar'>
      <Text className='signin-cal__title'>{t('plugin-signin.calendar_title', { y: date.year, m: date.month, d: date.day })}</Text>
      <View className='signin-cal__row'>
        {[0, 1, 2, 3, 4, 5, 6].map((d) => (
          <Text key={d} className='signin-cal__week'>
            {t(`plugin-signin.week_${d}`)}
          </Text>
        ))}
      </View>
      {weeks.map((week, w) => (
        <View key={w} className='signin-cal__row'>
          {week.map((cell, i) => {
            const classes = [
              'signin-cal__day',
              cell.inMonth ? '' : 'signin-cal__day--out',
              cell.checked ? 'signin-cal__day--checked' : '',
              cell.isToday ? 'signin-cal__day--today' : '',
            ]
            return (
              <View key={i} className={classes.filter(Boolean).join(' ')} data-testid={cell.inMonth && cell.checked ? 'signin-day-checked' : undefined}>
                {cell.isToday ? (
                  checkedToday ? (
                    <View className='signin-cal__tick signin-cal__tick--today'>
                      <Icon name='check' size={28} label={t('plugin-signin.checked_day', { d: cell.day })} />
                    </View>
                  ) : (
                    t('plugin-signin.today')
                  )
                ) : cell.inMonth && cell.checked ? (
                  <View className='signin-cal__tick'>
                    <Icon name='check' size={28} label={t('plugin-signin.checked_day', { d: cell.day })} />
                  </View>
                ) : (
                  cell.day
                )}
              </View>
            )
          })}
        </View>
      ))}
    </View>
  )
})
