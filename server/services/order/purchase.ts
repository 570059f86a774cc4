// Quantity rules shared by cart/save, cart/stock, buy/index and buy/add.
import { ApiError } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'
import type { GoodsRow } from '../goods/goods-view'
import type { SpecBaseRow } from '../goods/specs'

defineMessages({
  'purchase.stock_invalid': { zh: '购买数量有误', en: 'Purchase quantity is incorrect' },
  'purchase.exhibition': { zh: '【{title}】仅展示商品，不可购买', en: '[{title}] is for display only and cannot be purchased' },
  'purchase.min': { zh: '【{title}】起购{min}{unit}', en: '[{title}] Minimum purchase is {min}' },
  'purchase.max': { zh: '【{title}】限购{max}{unit}', en: '[{title}] Purchase limit is {max}' },
  'purchase.sold_out': { zh: '【{title}】已售罄', en: '[{title}] is sold out' },
  'purchase.not_enough': { zh: '【{title}】库存不足，仅剩{left}{unit}', en: '[{title}] Insufficient inventory, only {left} left' },
})

/** The largest quantity accepted in one request, whatever the stock (keeps arithmetic far from overflow). */
export const MAX_QUANTITY = 99_999

/** Parse a quantity param (number or digit string) in 1..MAX_QUANTITY. */
export function readQuantity(ctx: Ctx, raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,6}\s*$/.test(raw) ? Number(raw) : NaN
  if (!Number.isInteger(n) || n < 1 || n > MAX_QUANTITY) throw new ApiError(ctx.t('purchase.stock_invalid'))
  return n
}

/** Throws a clear ApiError when `quantity` of this goods/spec cannot be bought. */
export function assertPurchasable(ctx: Ctx, goods: GoodsRow, base: SpecBaseRow, quantity: number): void {
  const vars = { title: goods.title, unit: goods.inventory_unit }
  if (!goods.is_shelves || goods.is_delete_time) throw new ApiError(ctx.t('goods.off_shelf'))
  if (goods.is_exhibition) throw new ApiError(ctx.t('purchase.exhibition', vars))
  const min = Math.max(1, base.buy_min_number || goods.buy_min_number || 1)
  const max = base.buy_max_number || goods.buy_max_number
  if (base.inventory <= 0) throw new ApiError(ctx.t('purchase.sold_out', vars))
  if (quantity < min) throw new ApiError(ctx.t('purchase.min', { ...vars, min }))
  if (max > 0 && quantity > max) throw new ApiError(ctx.t('purchase.max', { ...vars, max }))
  if (quantity > base.inventory) throw new ApiError(ctx.t('purchase.not_enough', { ...vars, left: base.inventory }))
}
