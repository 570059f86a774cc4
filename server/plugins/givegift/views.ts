// How gifts and their codes are shown: rows with ShopXO's field names plus field_list (label + field) for
// the detail rows the storefront draws from it.
import type { Ctx } from '../../core/router'
import { formatTime } from '../../core/format'
import { one } from '../../db'
import { goodsById, goodsUrl } from '../../services/goods/goods-view'
import { DEFAULT_AVATAR, userNameView, userRowById } from '../../services/user/user-view'
import { displayMoney } from '../../services/site/display-currency'

export const GIFT_STATUS = { unpaid: 0, paid: 1, cancelled: 2 } as const
export const GIFT_STATUSES = [0, 1, 2]
export const CODE_STATUSES = [0, 1]

export interface GiftRow {
  id: number
  user_id: number
  gift_no: string
  gift_key: string
  goods_id: number
  buy_number: number
  price: number
  total_price: number
  payment_id: number
  status: number
  is_no_limit_receive: number
  message_tips: string
  pay_time: number
  cancel_time: number
  is_delete_time: number
  add_time: number
  upd_time: number
}

export interface CodeRow {
  id: number
  gift_id: number
  code: string
  status: number
  use_user_id: number
  order_id: number
  user_message: string
  use_time: number
  add_time: number
}

export function claimedCount(ctx: Ctx, giftId: number): number {
  return one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM givegift_codes WHERE gift_id = ? AND status = 1', giftId)?.n ?? 0
}

export function giftGoodsView(ctx: Ctx, goodsId: number) {
  const goods = goodsById(ctx.db, goodsId)
  return { id: goodsId, title: goods?.title ?? '', images: ctx.img(goods?.images ?? ''), goods_url: goodsUrl(goodsId) }
}

export function userBrief(ctx: Ctx, userId: number) {
  const user = userId ? userRowById(ctx.db, userId) : undefined
  return { id: userId, avatar: ctx.img(user?.avatar || DEFAULT_AVATAR), user_name_view: user ? userNameView(user) : '' }
}

export function giftView(ctx: Ctx, row: GiftRow) {
  const paymentName = row.payment_id ? (one<{ name: string }>(ctx.db, 'SELECT name FROM payments WHERE id = ?', row.payment_id)?.name ?? '') : ''
  return {
    id: row.id,
    gift_no: row.gift_no,
    key: row.gift_key,
    status: row.status,
    status_name: ctx.t(`givegift.status_${row.status}`),
    goods: giftGoodsView(ctx, row.goods_id),
    buy_number: row.buy_number,
    receive_number: claimedCount(ctx, row.id),
    total_price: displayMoney(ctx, row.total_price),
    payment_id: row.payment_id,
    payment_name: paymentName,
    message_tips: row.message_tips,
    is_no_limit_receive: row.is_no_limit_receive,
    is_no_limit_receive_name: ctx.t(row.is_no_limit_receive ? 'givegift.yes' : 'givegift.no'),
    add_time: formatTime(row.add_time),
    pay_time: formatTime(row.pay_time),
  }
}

export function giftFieldList(ctx: Ctx) {
  const field = (key: string, name: string) => ({ name: ctx.t(`givegift.field_${key}`), field: name })
  return [
    field('gift_no', 'gift_no'),
    field('buy_number', 'buy_number'),
    field('receive_number', 'receive_number'),
    field('total_price', 'total_price'),
    field('payment', 'payment_name'),
    field('no_limit', 'is_no_limit_receive_name'),
    field('message', 'message_tips'),
    field('add_time', 'add_time'),
    field('pay_time', 'pay_time'),
  ]
}

export function codeView(ctx: Ctx, row: CodeRow) {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    status_name: ctx.t(`givegift.code_status_${row.status}`),
    use_user: row.use_user_id ? userBrief(ctx, row.use_user_id) : null,
    use_time: formatTime(row.use_time),
    user_message: row.user_message,
  }
}

export function codeFieldList(ctx: Ctx) {
  const field = (key: string, name: string) => ({ name: ctx.t(`givegift.field_${key}`), field: name })
  return [field('code', 'code'), field('use_time', 'use_time'), field('user_message', 'user_message')]
}

export function statusTabs(ctx: Ctx, prefix: string, values: number[]) {
  return [{ name: ctx.t('givegift.all'), value: -1 }, ...values.map((value) => ({ name: ctx.t(`${prefix}${value}`), value }))]
}
