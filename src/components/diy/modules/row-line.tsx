import { View } from '@tarojs/components'
import { DIY_UNIT, sizeOf } from '../box-style'
import type { ModuleProps } from './types'

const LINE_STYLES = ['solid', 'dashed', 'dotted', 'double'] as const
type LineStyle = (typeof LINE_STYLES)[number]
const lineStyle = (value: string): LineStyle => LINE_STYLES.find((s) => s === value) ?? 'solid'

export function RowLineModule({ module }: ModuleProps<'row-line'>) {
  return (
    <View
      className='diy-row-line'
      style={{ borderTopStyle: lineStyle(module.lineStyle), borderTopColor: module.color, borderTopWidth: sizeOf(module.width, DIY_UNIT) || '1px' }}
      data-testid='diy-row-line'
    />
  )
}
