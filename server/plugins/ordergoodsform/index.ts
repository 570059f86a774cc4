// ordergoodsform (api-plugins-2 §3.15): fields some goods ask for at checkout. Each value is saved as the
// shopper leaves its input (goods/save), checked again when the order is placed and copied into the order;
// goods/order shows an order's values read-only.
import './messages'
import type { Database } from 'better-sqlite3'
import { definePlugin } from '../../core/plugins'
import { ApiError, ok, type Ctx } from '../../core/router'
import { freeText, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { registerBuyExtension, registerBuyLineExtension, type BuyDraft } from '../../services/order/buy'
import { registerOrderExtension } from '../../services/order/order-extensions'
import { userOrder } from '../../services/order/orders'
import { goodsUrl } from '../../services/goods/goods-view'
import { specText } from '../../services/goods/specs'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { CONTENT_MAX, fieldProblem, type FieldRow } from './rules'
import { seedOrderGoodsForm } from './seed'

function fieldsOf(db: Database, goodsId: number): FieldRow[] {
  return all<FieldRow>(db, 'SELECT * FROM ordergoodsform_fields WHERE goods_id = ? ORDER BY sort, id', goodsId)
}

function savedValue(db: Database, userId: number, fieldId: number): string | undefined {
  return one<{ content: string }>(db, 'SELECT content FROM ordergoodsform_user_values WHERE user_id = ? AND field_id = ?', userId, fieldId)?.content
}

/** A field as buy/index sends it per goods line; default_value is what this shopper saved last. */
function fieldView(db: Database, userId: number, field: FieldRow) {
  return {
    form_id: field.id,
    title: field.title,
    placeholder: field.hint,
    element_arr: ['input', field.input_type, field.pattern],
    is_required: field.is_required,
    minlength: field.minlength,
    maxlength: field.maxlength,
    validation_msg: field.validation_msg,
    error_message: '',
    default_value: savedValue(db, userId, field.id) ?? field.default_value,
  }
}

/** goods/save {form_id, goods_id, title, content}: keeps the value only when it fits the field's rule. */
function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const fieldId = requireId(ctx, 'form_id')
  const goodsId = requireId(ctx, 'goods_id')
  const field = one<FieldRow>(ctx.db, 'SELECT * FROM ordergoodsform_fields WHERE id = ? AND goods_id = ?', fieldId, goodsId)
  if (!field) throw new ApiError(ctx.t('ordergoodsform.field_not_found'))
  const content = freeText(ctx.params.content)
  if (content === null || [...content].length > CONTENT_MAX) throw new ApiError(ctx.t('ordergoodsform.content_invalid'))
  const problem = fieldProblem(ctx, field, content)
  if (problem) throw new ApiError(problem)
  run(
    ctx.db,
    `INSERT INTO ordergoodsform_user_values (user_id, field_id, content, upd_time) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, field_id) DO UPDATE SET content = excluded.content, upd_time = excluded.upd_time`,
    user.id,
    field.id,
    content.trim(),
    ctx.nowSeconds(),
  )
  return ok('', ctx.t('ordergoodsform.save_ok'))
}

/** goods/order {id}: each goods line of the shopper's order with the values filled in for it. */
function order(ctx: Ctx) {
  const user = ctx.requireUser()
  const orderRow = userOrder(ctx, user.id, requireId(ctx))
  const details = all<{ id: number; goods_id: number; title: string; images: string; price: number; buy_number: number; spec: string }>(
    ctx.db,
    'SELECT id, goods_id, title, images, price, buy_number, spec FROM order_details WHERE order_id = ? ORDER BY id',
    orderRow.id,
  )
  return ok(
    details.map((d) => ({
      id: d.id,
      goods_id: d.goods_id,
      goods_url: goodsUrl(d.goods_id),
      images: ctx.img(d.images),
      title: d.title,
      spec_text: d.spec ? specText(JSON.parse(d.spec)) : '',
      price: displayMoney(ctx, d.price),
      buy_number: d.buy_number,
      currency_data: { currency_symbol: displaySymbol(ctx) },
      form_data: all<{ title: string; content: string }>(
        ctx.db,
        'SELECT title, content FROM ordergoodsform_order_values WHERE order_id = ? AND order_detail_id = ? ORDER BY id',
        orderRow.id,
        d.id,
      ),
    })),
  )
}

// Per goods line of buy/index: the fields of that goods.
registerBuyLineExtension({
  plugin: 'ordergoodsform',
  extend: (ctx, user, line) => {
    const fields = fieldsOf(ctx.db, line.goods.id)
    return fields.length ? { plugins_ordergoodsform_data: fields.map((f) => fieldView(ctx.db, user.id, f)) } : {}
  },
})

/** buy/add: every field of every line must hold a fitting saved value; the order keeps a copy of them. */
function apply(ctx: Ctx, draft: BuyDraft): void {
  if (draft.mode !== 'submit') return
  const filled: Array<{ goodsId: number; field: FieldRow; content: string }> = []
  for (const line of draft.lines) {
    for (const field of fieldsOf(ctx.db, line.goods.id)) {
      const content = savedValue(ctx.db, draft.user.id, field.id) ?? field.default_value
      const problem = fieldProblem(ctx, field, content)
      if (problem) throw new ApiError(problem)
      if (content.trim()) filled.push({ goodsId: line.goods.id, field, content: content.trim() })
    }
  }
  if (!filled.length) return
  draft.onOrderCreated.push((orderId) => {
    const now = ctx.nowSeconds()
    for (const value of filled) {
      const detail = one<{ id: number }>(ctx.db, 'SELECT id FROM order_details WHERE order_id = ? AND goods_id = ? ORDER BY id LIMIT 1', orderId, value.goodsId)
      run(
        ctx.db,
        'INSERT INTO ordergoodsform_order_values (order_id, order_detail_id, goods_id, field_id, title, content, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
        orderId,
        detail?.id ?? 0,
        value.goodsId,
        value.field.id,
        value.field.title,
        value.content,
        now,
      )
    }
  })
}
registerBuyExtension({ plugin: 'ordergoodsform', order: 5, apply })

// Order answers flag the orders that have form values (the order list's "goods form" button).
registerOrderExtension({
  plugin: 'ordergoodsform',
  extend: (ctx, orderId) =>
    one(ctx.db, 'SELECT id FROM ordergoodsform_order_values WHERE order_id = ? LIMIT 1', orderId) ? { plugins_ordergoodsform_data: 1 } : {},
})

definePlugin({
  name: 'ordergoodsform',
  baseData: (ctx) => ({ application_name: ctx.t('ordergoodsform.title') }),
  controls: { goods: { save, order } },
  seed: seedOrderGoodsForm,
})
