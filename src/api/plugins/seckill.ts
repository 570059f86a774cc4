import { call, pluginRoute } from '../client'
import { arr, int, obj, str } from '../parse'
import type { ApiResult } from '../types'
import { parseSeckillGoods, type SeckillGoods, type SeckillStatus } from './seckill-goods'

export { parseSeckillGoods, type SeckillGoods, type SeckillStatus } from './seckill-goods'

const STATUS_BY_CODE: Record<number, SeckillStatus> = { 0: 'upcoming', 1: 'running', 2: 'ended' }

export interface SeckillTime {
  status: SeckillStatus
  /** Status chip text ("抢购中"). */
  statusText: string
  /** Countdown caption ("距结束"). */
  caption: string
  /** Seconds left on the countdown when the answer arrived. */
  remainingSeconds: number
}

export interface SeckillPeriod {
  id: string
  name: string
  time: SeckillTime
  goods: SeckillGoods[]
}

export interface SeckillHall {
  title: string
  periods: SeckillPeriod[]
  /** The tab the hall opens on: the running period, else the next one. */
  currentIndex: number
  priceIcon: string
  headerImage: string
  rules: string[]
  shareTitle: string
}

export function parseSeckillTime(raw: unknown): SeckillTime {
  const time = obj(raw)
  const remaining = int(time.hours) * 3600 + int(time.minutes) * 60 + int(time.seconds)
  return {
    status: STATUS_BY_CODE[int(time.status, 3)] ?? 'error',
    statusText: str(time.msg),
    caption: str(time.time_first_text),
    remainingSeconds: Math.max(0, remaining),
  }
}

export function parseSeckillPeriod(raw: Record<string, unknown>): SeckillPeriod {
  return {
    id: str(raw.id),
    name: str(raw.name),
    time: parseSeckillTime(raw.time),
    goods: arr<Record<string, unknown>>(raw.goods).map((item) => parseSeckillGoods(obj(item))),
  }
}

export function parseSeckillHall(data: unknown): SeckillHall {
  const raw = obj(data)
  const current = obj(raw.current)
  const config = obj(raw.config)
  const periods = arr<Record<string, unknown>>(raw.periods_list).map((item) => parseSeckillPeriod(obj(item)))
  const currentId = str(current.id)
  const found = periods.findIndex((period) => period.id === currentId)
  return {
    title: str(config.application_name),
    periods,
    currentIndex: found >= 0 ? found : 0,
    priceIcon: str(current.goods_detail_icon),
    headerImage: str(current.header_bg),
    rules: arr(config.content_notice)
      .map((line) => str(line))
      .filter(Boolean),
    shareTitle: str(config.seo_title) || str(config.application_name),
  }
}

export async function getSeckillHall(): Promise<ApiResult<SeckillHall>> {
  return call(pluginRoute('seckill', 'index', 'index'), {}, parseSeckillHall, { silent: true })
}

/** The running period's entry for one goods (goods-detail badge); null when it is not on sale now. */
export function runningSeckillOf(hall: SeckillHall, goodsId: string): { period: SeckillPeriod; goods: SeckillGoods } | null {
  for (const period of hall.periods) {
    if (period.time.status !== 'running') continue
    const goods = period.goods.find((item) => item.id === goodsId)
    if (goods) return { period, goods }
  }
  return null
}
