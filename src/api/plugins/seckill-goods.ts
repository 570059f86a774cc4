import { parseGoodsSummary, type GoodsSummary } from '../goods-summary'
import { num, str } from '../parse'

// A flash-sale goods card and the period status: what the page-builder module and the goods cards need,
// apart from the hall readers in ./seckill (a module is bundled whole wherever it is imported). ./seckill
// re-exports these.

/** Period status as the server sends it (api-plugins 1.1). */
export type SeckillStatus = 'upcoming' | 'running' | 'ended' | 'error'

export interface SeckillGoods extends GoodsSummary {
  seckillPrice: string
  /** Share of the flash-sale quota sold, 0-100. */
  progress: number
}

export function parseSeckillGoods(raw: Record<string, unknown>): SeckillGoods {
  const summary = parseGoodsSummary(raw)
  return {
    ...summary,
    seckillPrice: str(raw.seckill_min_price ?? raw.seckill_price, summary.price),
    progress: Math.min(100, Math.max(0, num(raw.seckill_progress))),
  }
}
