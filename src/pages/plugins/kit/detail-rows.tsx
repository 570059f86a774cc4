import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import './kit.scss'

export type DetailRow = [label: string, value: ReactNode]

/** Label / value lines of a record card or detail page. */
export const DetailRows = observer(function DetailRows({ rows, className }: { rows: DetailRow[]; className?: string }) {
  return (
    <View className={`pk-rows ${className ?? ''}`}>
      {rows.map(([label, value]) => (
        <View key={label} className='pk-rows__line'>
          <Text className='pk-rows__label'>{label}</Text>
          <View className='pk-rows__value'>{value === '' || value === null || value === undefined ? '-' : value}</View>
        </View>
      ))}
    </View>
  )
})
