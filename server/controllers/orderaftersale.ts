// orderaftersale/*: refund / return requests for a line of a shipped or completed order.
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { optionalInt, requireId } from '../core/validate'
import { run } from '../db'
import { ownRow } from '../services/user/owned-rows'
import { displayMoney } from '../services/site/display-currency'
import { configJson } from '../services/site/configs'
import { pagedQuery } from '../services/paging'
import { AFTERSALE_STATUS, AFTERSALE_TYPE, latestAftersale, refundableFor, stepData, type AftersaleRow } from '../services/aftersale/aftersale-rules'
import { aftersaleView, orderDataForLine } from '../services/aftersale/aftersale-view'
import { assertAftersaleOffered, orderLine, readAftersaleInput } from '../services/aftersale/aftersale-input'

defineMessages({
  'aftersale.not_found': { zh: '售后数据不存在', en: 'After-sales request does not exist' },
  'aftersale.status_locked': { zh: '状态不可操作[{status}]', en: 'Status cannot be operated [{status}]' },
  'aftersale.keywords_too_long': { zh: '搜索关键字过长', en: 'Keywords are too long' },
  'aftersale.express_name_format': { zh: '快递名称格式 1~60 个字符之间', en: 'Express company must be 1-60 characters' },
  'aftersale.express_number_format': { zh: '快递单号格式有误', en: 'Tracking number format error' },
  'aftersale.create_success': { zh: '申请成功', en: 'Application successful' },
  'aftersale.cancel_success': { zh: '取消成功', en: 'Cancelled successfully' },
  'aftersale.delivery_success': { zh: '操作成功', en: 'Operation successful' },
})

const DEFAULT_REFUND_ONLY_REASONS = ['活动/优惠未生效', '空包裹', '包裹丢失', '快递一直未送达', '未按约定时间发货', '不喜欢/不想要', '协商一致退款', '其他']
const DEFAULT_RETURN_REASONS = [
  '7天无理由退换货',
  '配送超时',
  '未按约定时间发货',
  '商品破损/少件',
  '商品与描述不符',
  '质量问题',
  '假冒品牌',
  '卖家发错货',
  '效果不好/不喜欢',
  '过敏/不适用',
  '其他',
]
const DEFAULT_RETURN_ADDRESS = { name: '美妆优选售后部', tel: '021-62880000', address: '上海市静安区南京西路1266号 恒隆广场 B1 售后服务台' }

function ownAftersale(ctx: Ctx, userId: number, id: number): AftersaleRow {
  return ownRow<AftersaleRow>(ctx, 'order_aftersales', userId, id, 'aftersale.not_found')
}

function lockedError(ctx: Ctx, row: AftersaleRow): ApiError {
  return new ApiError(ctx.t('aftersale.status_locked', { status: ctx.t(`aftersale.status_${row.status}`) }))
}

/** status -1/absent = all; keywords = (part of) the order number. */
function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = optionalInt(ctx, 'status', -1, -1, 5)
  const keywords = typeof ctx.params.keywords === 'string' ? ctx.params.keywords.trim() : ''
  if (keywords.length > 60) throw new ApiError(ctx.t('aftersale.keywords_too_long'))
  const like = `%${keywords.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const where = "user_id = ? AND (? = -1 OR status = ?) AND order_no LIKE ? ESCAPE '\\'"
  return ok(pagedQuery(ctx, { from: 'order_aftersales', where, args: [user.id, status, status, like] }, (row: AftersaleRow) => aftersaleView(ctx, row)))
}

/** Everything the apply/progress page needs for one order line (oid = order id, did = order detail id). */
function aftersale(ctx: Ctx) {
  const user = ctx.requireUser()
  const { order, detail } = orderLine(ctx, user.id, 'oid', 'did')
  const latest = latestAftersale(ctx, detail.id, user.id)
  // A line with a request keeps showing its progress; a new request needs an order that offers after-sale.
  if (!latest) assertAftersaleOffered(ctx, order)
  const available = refundableFor(ctx, order, detail)
  return ok({
    order_data: orderDataForLine(ctx, order, detail.id),
    new_aftersale_data: latest ? aftersaleView(ctx, latest, { withTips: true }) : null,
    step_data: stepData(ctx, latest),
    returned_data: { returned_quantity: available.quantity, refund_price: displayMoney(ctx, available.cents / 100) },
    return_only_money_reason: configJson<string[]>(ctx.db, 'home_order_aftersale_return_only_money_reason', DEFAULT_REFUND_ONLY_REASONS),
    return_money_goods_reason: configJson<string[]>(ctx.db, 'home_order_aftersale_return_money_goods_reason', DEFAULT_RETURN_REASONS),
    aftersale_type_list: [AFTERSALE_TYPE.refundOnly, AFTERSALE_TYPE.returnAndRefund].map((value) => ({
      value,
      name: ctx.t(`aftersale.type_${value}`),
      desc: ctx.t(`aftersale.type_${value}_desc`),
      icon: value === AFTERSALE_TYPE.refundOnly ? 'am-icon-random' : 'am-icon-retweet',
    })),
    return_goods_address: configJson(ctx.db, 'home_order_aftersale_return_goods_address', DEFAULT_RETURN_ADDRESS),
    editor_path_type: `order_aftersale-0-${user.id}-${order.id}`,
  })
}

/** Refund-only requests wait for the seller's audit; return requests first wait for the seller to confirm. */
function create(ctx: Ctx) {
  const user = ctx.requireUser()
  const input = readAftersaleInput(ctx, user.id)
  const now = ctx.nowSeconds()
  const status = input.type === AFTERSALE_TYPE.refundOnly ? AFTERSALE_STATUS.audit : AFTERSALE_STATUS.confirm
  const info = run(
    ctx.db,
    `INSERT INTO order_aftersales (order_no, order_detail_id, order_id, goods_id, user_id, status, type, reason, number, price, msg, images, apply_time, add_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    input.order.order_no,
    input.detail.id,
    input.order.id,
    input.detail.goods_id,
    user.id,
    status,
    input.type,
    input.reason,
    input.number,
    input.priceCents / 100,
    input.msg,
    JSON.stringify(input.images),
    now,
    now,
  )
  return ok(Number(info.lastInsertRowid), ctx.t('aftersale.create_success'))
}

function cancel(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownAftersale(ctx, user.id, requireId(ctx))
  if (row.status > AFTERSALE_STATUS.audit) throw lockedError(ctx, row)
  const now = ctx.nowSeconds()
  run(
    ctx.db,
    'UPDATE order_aftersales SET status = ?, cancel_time = ?, upd_time = ? WHERE id = ? AND user_id = ?',
    AFTERSALE_STATUS.cancelled,
    now,
    now,
    row.id,
    user.id,
  )
  return ok('', ctx.t('aftersale.cancel_success'))
}

/** The user reports the parcel sending the goods back (only for return requests the seller confirmed). */
function delivery(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownAftersale(ctx, user.id, requireId(ctx))
  if (row.type !== AFTERSALE_TYPE.returnAndRefund || row.status !== AFTERSALE_STATUS.returnGoods) throw lockedError(ctx, row)
  const name = typeof ctx.params.express_name === 'string' ? ctx.params.express_name.trim() : ''
  if (!name || [...name].length > 60 || /[<>]/.test(name)) throw new ApiError(ctx.t('aftersale.express_name_format'))
  const number = typeof ctx.params.express_number === 'string' || typeof ctx.params.express_number === 'number' ? String(ctx.params.express_number).trim() : ''
  if (!/^[A-Za-z0-9-]{4,40}$/.test(number)) throw new ApiError(ctx.t('aftersale.express_number_format'))
  const now = ctx.nowSeconds()
  run(
    ctx.db,
    'UPDATE order_aftersales SET status = ?, express_name = ?, express_number = ?, delivery_time = ?, upd_time = ? WHERE id = ? AND user_id = ?',
    AFTERSALE_STATUS.audit,
    name,
    number,
    now,
    now,
    row.id,
    user.id,
  )
  return ok('', ctx.t('aftersale.delivery_success'))
}

/** One request by its own id (with the progress tips). */
function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(aftersaleView(ctx, ownAftersale(ctx, user.id, requireId(ctx)), { withTips: true }))
}

registerController('orderaftersale', { index, aftersale, detail, create, cancel, delivery })
