import { intervalMs, isOn, strings, type Raw } from '../diy'
import { int, str } from '../parse'
import { saleRecordsOf, type SaleRecord } from './salerecords'

/** How the ticker moves: rows sliding up one at a time, or lines running sideways. */
export type TickerMotion = 'vertical' | 'sideways'

export interface SalerecordsDiyModule {
  records: SaleRecord[]
  /** Rows in view at once (vertical), or lines running side by side (sideways). */
  rows: number
  motion: TickerMotion
  /** Milliseconds between steps; 0 keeps it still. */
  interval: number
  /** Which parts show: 'head', 'nick_name', 'goods_image', 'goods_title', 'time'. */
  show: string[]
}

/** The page-builder module: `rotation_direction` 'translation' and 'vertical' slide up, anything else runs sideways. */
export function readSalerecordsDiy(c: Raw): SalerecordsDiyModule {
  const direction = str(c.rotation_direction, 'vertical')
  return {
    records: saleRecordsOf(c.data_auto_list),
    rows: Math.min(Math.max(int(c.show_number, 3), 1), 10),
    motion: direction === 'translation' || direction === 'vertical' ? 'vertical' : 'sideways',
    interval: isOn(c.is_roll, '1') ? intervalMs(c.interval_time) : 0,
    show: c.is_show === undefined ? ['head', 'nick_name', 'goods_image', 'goods_title', 'time'] : strings(c.is_show),
  }
}
