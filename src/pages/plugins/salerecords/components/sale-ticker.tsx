import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { SaleRecord } from '@/api/plugins/salerecords'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openUrl } from '@/lib/navigate'
import './sale-ticker.scss'
import '@/i18n/locales/plugin-salerecords'

/** Which parts of a row show: 'head', 'nick_name', 'goods_image', 'goods_title', 'time'. */
export const ALL_PARTS = ['head', 'nick_name', 'goods_image', 'goods_title', 'time']

/** At most this many rows are in view at once. */
export const MOST_ROWS = 10

/** A row's height in the app's 750-wide design units (sale-ticker.scss draws rows this tall). */
const ROW_HEIGHT = 88

interface Props {
  records: SaleRecord[]
  /** Rows in view (vertical) or lines (sideways). */
  rows: number
  motion: 'vertical' | 'sideways'
  /** Milliseconds between steps; 0 keeps the ticker still. */
  interval: number
  show?: string[]
  testId: string
}

function Row({ record, show }: { record: SaleRecord; show: string[] }) {
  const shows = (part: string) => show.includes(part)
  return (
    <View className='sale-ticker__row' onClick={record.url ? () => openUrl(record.url) : undefined} data-testid='sale-record'>
      {shows('head') && record.avatar ? <Image className='sale-ticker__avatar' src={record.avatar} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} /> : null}
      {shows('nick_name') ? (
        <Text className='sale-ticker__name'>
          {record.name}
          {record.province ? <Text className='sale-ticker__province'>{t('plugin-salerecords.from', { province: record.province })}</Text> : null}
        </Text>
      ) : null}
      {shows('goods_image') || shows('goods_title') ? <Text className='sale-ticker__bought'>{t('plugin-salerecords.bought')}</Text> : null}
      {shows('goods_image') && record.image ? (
        <Image className='sale-ticker__image' src={record.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
      ) : null}
      {shows('goods_title') ? <Text className='sale-ticker__title'>{record.title}</Text> : null}
      {shows('time') && record.time ? <Text className='sale-ticker__time'>{record.time}</Text> : null}
    </View>
  )
}

/** `rows` of the list from `start`, going round. */
const rotate = <T,>(list: T[], start: number, rows: number): T[] => Array.from({ length: rows }, (_, i) => list[(start + i) % list.length])

/**
 * Recent sales as a ticker (api-plugins-2 §1, §2.4 "salerecords"). Vertical: `rows` rows in view, sliding
 * up one row at each step and going round. Sideways: `rows` lines, each running its share of the sales
 * from right to left. Still when `interval` is 0 or everything fits.
 */
export function SaleTicker({ records, rows, motion, interval, show = ALL_PARTS, testId }: Props) {
  const visible = Math.min(Math.max(rows, 1), MOST_ROWS, records.length)
  const moves = interval > 0 && records.length > visible
  const [step, setStep] = useState(0)

  useEffect(() => {
    if (motion !== 'vertical' || !moves) return undefined
    const timer = setInterval(() => setStep((s) => s + 1), interval)
    return () => clearInterval(timer)
  }, [motion, moves, interval, records.length])

  if (!records.length) return null
  if (motion === 'sideways') {
    const lines = Math.min(Math.max(rows, 1), records.length)
    const share = Math.ceil(records.length / lines)
    return (
      <View className='sale-ticker sale-ticker--sideways' data-testid={testId}>
        {Array.from({ length: lines }, (_, line) => {
          const part = records.slice(line * share, (line + 1) * share)
          return (
            <View key={line} className='sale-ticker__line'>
              <View
                className={`sale-ticker__run ${interval > 0 ? 'sale-ticker__run--moving' : ''}`}
                style={interval > 0 ? { animationDuration: `${(part.length * interval) / 1000 + line}s` } : undefined}
              >
                {/* twice, so the line runs on without a gap */}
                {(interval > 0 ? [...part, ...part] : part).map((record, i) => (
                  <Row key={i} record={record} show={show} />
                ))}
              </View>
            </View>
          )
        })}
      </View>
    )
  }
  // After the first step the row leaving at the top is drawn above the others, and the window slides up
  // by one row (an animation per step: the key changes), ending on the new rows.
  const first = step % records.length
  const drawn =
    moves && step > 0 ? [records[(first + records.length - 1) % records.length], ...rotate(records, first, visible)] : rotate(records, first, visible)
  return (
    <View className='sale-ticker sale-ticker--vertical' style={{ height: Taro.pxTransform(visible * ROW_HEIGHT) }} data-testid={testId}>
      <View key={step} className={`sale-ticker__window ${drawn.length > visible ? `sale-ticker__window--up${visible}` : ''}`}>
        {drawn.map((record, i) => (
          <Row key={i} record={record} show={show} />
        ))}
      </View>
    </View>
  )
}
