import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { dt } from './text'
import '@/i18n/locales/plugin-distribution-centre'

/** The time range a statistics link filtered the list by ("from ... to ..."); nothing when open. */
export const RangeNote = observer(function RangeNote({ query }: { query: Record<string, string> }) {
  const start = (query.start_time ?? '').slice(0, 10)
  const end = (query.end_time ?? '').slice(0, 10)
  if (!start && !end) return null
  const text = start && end ? dt('range_between', { start, end }) : start ? dt('range_since', { start }) : dt('range_until', { end })
  return (
    <View className='pk-notice dist-range-note' data-testid='dist-range-note'>
      <Text className='pk-notice__line'>{text}</Text>
    </View>
  )
})
