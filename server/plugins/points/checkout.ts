// Points at checkout (is_points, actual_use_integral). Ordinary goods: points take up to half of what
// is left after coupons. Points-mall goods only: a pure exchange paying everything with points.
import { ApiError } from '../../core/result'
import { fromCents, money } from '../../core/format'
import { displayMoney, displaySymbol, isConverting } from '../../services/site/display-currency'
import { one, run, all } from '../../db'
import { registerBuyExtension, type BuyDraft } from '../../services/order/buy'
import type { Ctx } from '../../core/context'
import { changePoints } from './ledger'
import { maxUsablePoints, pointsToCents } from './rules'
import './messages'

const DISCOUNT_TYPE = { enterAmount: 0, fixed: 1 } as const

function readSwitch(ctx: Ctx): boolean {
  const raw = ctx.params.is_points
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return false
  if (raw === 1 || raw === '1') return true
  throw new ApiError(ctx.t('points.is_points_invalid'))
}

/** null = not given (use the maximum). */
function readAmount(ctx: Ctx): number | null {
  const raw = ctx.params.actual_use_integral
  if (raw === undefined || raw === null || raw === '') return null
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d{1,10}\s*$/.test(raw) ? Number(raw) : NaN
  if (!Number.isInteger(n) || n < 0) throw new ApiError(ctx.t('points.amount_invalid'))
  return n
}

/** Points needed when every line is a points-mall goods; null when the order is not a pure exchange. */
function exchangePoints(ctx: Ctx, draft: BuyDraft): number | null {
  const values = new Map(
    all<{ goods_id: number; points_value: number }>(ctx.db, 'SELECT goods_id, points_value FROM points_goods').map((r) => [r.goods_id, r.points_value]),
  )
  let needed = 0
  for (const line of draft.lines) {
    const value = values.get(line.goods.id)
    if (value === undefined) return null
    needed += value * line.stock
  }
  return needed
}

function apply(ctx: Ctx, draft: BuyDraft): void {
  const useIt = readSwitch(ctx)
  const requested = readAmount(ctx)
  const balance = one<{ integral: number }>(ctx.db, 'SELECT integral FROM users WHERE id = ?', draft.user.id)?.integral ?? 0
  const payable = draft.goodsCents - draft.discountCents
  const exchange = exchangePoints(ctx, draft)
  const submit = draft.mode === 'submit'

  let usePoints: number
  let cents: number
  let maxPoints: number
  if (exchange !== null) {
    maxPoints = exchange
    usePoints = exchange
    cents = balance >= exchange ? payable : 0
    if (useIt && balance < exchange && submit) throw new ApiError(ctx.t('points.not_enough'))
  } else {
    maxPoints = maxUsablePoints(balance, payable)
    if (requested !== null && requested > maxPoints && useIt && submit) throw new ApiError(ctx.t('points.amount_too_many', { max: maxPoints }))
    usePoints = requested === null ? maxPoints : Math.min(requested, maxPoints)
    cents = pointsToCents(usePoints)
  }

  const applied = useIt && cents > 0 && usePoints > 0
  if (applied) {
    draft.discountCents += cents
    draft.extensionRows.push({
      name: ctx.t('points.checkout_row'),
      price: fromCents(cents),
      type: 0,
      tips: `-${displaySymbol(ctx)}${displayMoney(ctx, fromCents(cents))}`,
      business: 'plugins-points',
    })
    draft.onOrderCreated.push((orderId) => {
      const now = ctx.nowSeconds()
      if (!changePoints(ctx.db, draft.user.id, -usePoints, ctx.t('points.log_order'), orderId, now)) throw new ApiError(ctx.t('points.not_enough'))
      run(
        ctx.db,
        'INSERT INTO points_order_usage (order_id, user_id, integral, discount_price, add_time) VALUES (?, ?, ?, ?, ?)',
        orderId,
        draft.user.id,
        usePoints,
        fromCents(cents),
        now,
      )
    })
  }
  draft.answer.plugins_points_data = {
    is_points: applied ? 1 : 0,
    user_integral: balance,
    use_integral: maxPoints,
    actual_use_integral: applied ? usePoints : 0,
    discount_price: displayMoney(ctx, fromCents(cents)),
    discount_type: exchange !== null ? DISCOUNT_TYPE.fixed : DISCOUNT_TYPE.enterAmount,
    is_support_goods_exchange: exchange !== null ? 1 : 0,
    is_pure_exchange_modal: exchange !== null ? 1 : 0,
    use_msg_tips: isConverting(ctx)
      ? ctx.t('points.use_tips_symbol', { points: usePoints, symbol: displaySymbol(ctx), price: displayMoney(ctx, fromCents(cents)) })
      : ctx.t('points.use_tips', { points: usePoints, price: money(fromCents(cents)) }),
    usable_msg_tips:
      exchange !== null
        ? ctx.t('points.exchange_tips', { points: exchange, integral: balance })
        : ctx.t('points.usable_tips', { integral: balance, max: maxPoints }),
    not_msg_tips: ctx.t('points.not_tips'),
  }
}

/** A cancelled order gives its points back (once). */
function release(ctx: Ctx, orderId: number): void {
  const usage = one<{ user_id: number; integral: number }>(
    ctx.db,
    'SELECT user_id, integral FROM points_order_usage WHERE order_id = ? AND is_returned = 0',
    orderId,
  )
  if (!usage) return
  run(ctx.db, 'UPDATE points_order_usage SET is_returned = 1 WHERE order_id = ?', orderId)
  changePoints(ctx.db, usage.user_id, usage.integral, ctx.t('points.log_refund'), orderId, ctx.nowSeconds())
}

export function registerPointsCheckout(): void {
  registerBuyExtension({ plugin: 'points', order: 20, apply, release })
}
