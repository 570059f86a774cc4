// How a card is shown in "my redeemed cards" (api-plugins-2 §3.18 row shape).
import { formatTime } from '../../core/format'
import type { Ctx } from '../../core/router'
import { all, one } from '../../db'
import { goodsUrl } from '../../services/goods/goods-view'
import { displayMoney } from '../../services/site/display-currency'

export const CARD_TYPE = { wallet: 0, coupon: 1, points: 2, goods: 3 } as const

export interface CardRow {
  id: number
  secret_key: string
  data_type: number
  value: number
  coupon_id: number
  goods_ids: string
  user_id: number
  exchange_time: number
  add_time: number
  upd_time: number
}

export const WALLET_PAGE = '/pages/plugins/wallet/user/user'
export const COUPON_PAGE = '/pages/plugins/coupon/user/user'
export const POINTS_PAGE = '/pages/user-integral/user-integral'

export function couponName(ctx: Ctx, couponId: number): string {
  return one<{ name: string }>(ctx.db, 'SELECT name FROM coupons WHERE id = ?', couponId)?.name ?? ''
}

function goodsIds(card: CardRow): number[] {
  try {
    const ids = JSON.parse(card.goods_ids) as unknown
    return Array.isArray(ids) ? ids.map(Number).filter((n) => Number.isInteger(n) && n > 0) : []
  } catch {
    return []
  }
}

function goodsTitle(ctx: Ctx, id: number): string {
  return one<{ title: string }>(ctx.db, 'SELECT title FROM goods WHERE id = ?', id)?.title ?? ''
}

/** What the card is worth, as text and as links. */
export function cardValue(ctx: Ctx, card: CardRow): { text: string; links: Array<{ title: string; url: string }> } {
  switch (card.data_type) {
    case CARD_TYPE.wallet:
      return { text: displayMoney(ctx, card.value), links: [{ title: ctx.t('giftcard.view_wallet'), url: WALLET_PAGE }] }
    case CARD_TYPE.coupon:
      return { text: couponName(ctx, card.coupon_id), links: [{ title: ctx.t('giftcard.view_coupon'), url: COUPON_PAGE }] }
    case CARD_TYPE.points:
      return { text: ctx.t('giftcard.value_points', { n: card.value }), links: [{ title: ctx.t('giftcard.view_points'), url: POINTS_PAGE }] }
    default: {
      const links = goodsIds(card).map((id) => ({ title: goodsTitle(ctx, id), url: goodsUrl(id) }))
      return { text: links.map((l) => l.title).join(' / '), links }
    }
  }
}

interface UseRow {
  order_id: number
  goods_id: number
  use_time: number
  order_no: string | null
}

export function cardView(ctx: Ctx, card: CardRow) {
  const value = cardValue(ctx, card)
  const uses = all<UseRow>(
    ctx.db,
    'SELECT u.order_id, u.goods_id, u.use_time, o.order_no FROM giftcard_uses u LEFT JOIN orders o ON o.id = u.order_id WHERE u.card_id = ? ORDER BY u.id',
    card.id,
  )
  return {
    id: card.id,
    data_type: card.data_type,
    data_type_name: ctx.t(`giftcard.type_${card.data_type}`),
    secret_key: card.secret_key,
    secret_value_text: value.text,
    secret_value_data: value.links,
    use_data: uses.map((u) => ({
      order_id: u.order_id,
      order_no: u.order_no ?? '',
      goods_url: u.goods_id ? goodsUrl(u.goods_id) : '',
      goods_title: u.goods_id ? goodsTitle(ctx, u.goods_id) : '',
      use_time: formatTime(u.use_time),
    })),
    exchange_time: formatTime(card.exchange_time),
    add_time: formatTime(card.add_time),
    upd_time: formatTime(card.upd_time),
  }
}
