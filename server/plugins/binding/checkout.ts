// Buying a bundle (checkout with binding_id, api-plugins-2 §3.8): the lines must be the bundle's goods (all
// of a fixed bundle, at least buy_min_number of a pick-and-mix), one set each; the saving is computed here
// from the stored discounts and shown as a deduction row of the order.
import type { Ctx } from '../../core/context'
import { ApiError } from '../../core/result'
import { asPositiveInt } from '../../core/validate'
import { fromCents, toCents } from '../../core/format'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { registerBuyExtension, type BuyDraft } from '../../services/order/buy'
import { goodsById } from '../../services/goods/goods-view'
import { lineSavingCents } from './pricing'
import { bundleGoodsRows, bundleRow } from './view'

function readBundleId(ctx: Ctx): number | null {
  const raw = ctx.params.binding_id
  if (raw === undefined || raw === null || raw === '' || raw === 0 || raw === '0') return null
  const id = asPositiveInt(raw)
  if (id === null) throw new ApiError(ctx.t('validate.int', { name: ctx.t('binding.id_label') }))
  return id
}

function apply(ctx: Ctx, draft: BuyDraft): void {
  const bundleId = readBundleId(ctx)
  if (bundleId === null) return
  const bundle = bundleRow(ctx.db, bundleId)
  if (!bundle) throw new ApiError(ctx.t('binding.not_found'))
  const members = new Map(bundleGoodsRows(ctx.db, bundle.id).map((row) => [row.goods_id, row]))
  let savingCents = 0
  for (const line of draft.lines) {
    const member = members.get(line.goods.id)
    if (!member) throw new ApiError(ctx.t('binding.goods_not_in_bundle', { title: line.goods.title }))
    const setSize = Math.max(1, line.goods.buy_min_number)
    if (line.stock !== setSize) throw new ApiError(ctx.t('binding.one_set', { title: line.goods.title, n: setSize }))
    savingCents += lineSavingCents(toCents(line.base.price), member.discount, line.stock)
  }
  const chosen = new Set(draft.lines.map((line) => line.goods.id))
  if (bundle.type === 0) {
    const missing = [...members.keys()].find((goodsId) => !chosen.has(goodsId))
    if (missing !== undefined) throw new ApiError(ctx.t('binding.missing_goods', { title: goodsById(ctx.db, missing)?.title ?? String(missing) }))
  } else if (chosen.size < Math.max(1, bundle.buy_min_number)) throw new ApiError(ctx.t('binding.too_few', { min: Math.max(1, bundle.buy_min_number) }))

  const cents = Math.min(savingCents, draft.goodsCents - draft.discountCents)
  if (cents > 0) {
    draft.discountCents += cents
    draft.extensionRows.push({
      name: ctx.t('binding.checkout_row'),
      price: fromCents(cents),
      type: 0,
      tips: `-${displaySymbol(ctx)}${displayMoney(ctx, fromCents(cents))}`,
      business: 'plugins-binding',
    })
  }
  draft.answer.plugins_binding_data = {
    binding: { id: bundle.id, title: bundle.title, type: bundle.type },
    discount_price: displayMoney(ctx, fromCents(cents)),
  }
}

export function registerBindingCheckout(): void {
  // Before coupons (10) and points (20): they apply to what is left after the bundle saving.
  registerBuyExtension({ plugin: 'binding', order: 5, apply })
}
