// Flash-sale pricing: while a period runs, its goods SELL at the flash price — on goods/detail (goods
// and spec prices), in the cart, at checkout (buy/index) and in the created order (buy/add). Plugged
// into the core through services/goods-price.ts, so with the plugin off or outside a running period
// every price is the stored one.
import type { Ctx } from '../../core/context'
import { all } from '../../db'
import { toCents, fromCents } from '../../core/format'
import { goodsById } from '../../services/goods/goods-view'
import { registerGoodsPriceResolver } from '../../services/goods/goods-price'
import { periodWindow, type PeriodRow } from './periods'

interface RunningRow extends PeriodRow {
  seckill_price: number
}

const perRequest = new WeakMap<Ctx, Map<number, number | null>>()

/**
 * The flash price of goods `goodsId` right now (shop currency), or null when no enabled period
 * holding it is running. A period runs over [start, start + duration) of its day; yesterday's window
 * is checked too, for periods that cross midnight. Several running periods: the lowest price.
 */
export function runningSeckillPrice(ctx: Ctx, goodsId: number): number | null {
  let memo = perRequest.get(ctx)
  if (!memo) perRequest.set(ctx, (memo = new Map()))
  if (memo.has(goodsId)) return memo.get(goodsId) ?? null
  const rows = all<RunningRow>(
    ctx.db,
    `SELECT p.id, p.start_minute, p.duration_minutes, sg.seckill_price FROM seckill_goods sg JOIN seckill_periods p ON p.id = sg.period_id
     WHERE sg.goods_id = ? AND p.is_enable = 1`,
    goodsId,
  )
  const now = ctx.now()
  const nowSeconds = ctx.nowSeconds()
  let best: number | null = null
  for (const row of rows) {
    const running = [-1, 0].some((offset) => {
      const window = periodWindow(row, now, offset)
      return nowSeconds >= window.start && nowSeconds < window.end
    })
    if (running && (best === null || row.seckill_price < best)) best = row.seckill_price
  }
  memo.set(goodsId, best)
  return best
}

/**
 * The price a unit of normal price `price` sells at now. The flash price is set per goods (for its
 * lowest price, goods.min_price): the spec at min_price sells at exactly the flash price, other specs
 * keep the same proportion (rounded to the cent). Never more than the normal price.
 */
export function seckillUnitPrice(ctx: Ctx, goodsId: number, price: number): number {
  const flash = runningSeckillPrice(ctx, goodsId)
  if (flash === null || flash >= price) return price
  const minPrice = goodsById(ctx.db, goodsId)?.min_price ?? price
  if (toCents(price) === toCents(minPrice) || minPrice <= 0) return flash
  return Math.min(price, fromCents(Math.round((toCents(price) * flash) / minPrice)))
}

registerGoodsPriceResolver({ plugin: 'seckill', resolve: seckillUnitPrice })
