// Recent sales as the storefront may show them to everybody: one row per paid order, with the buyer
// anonymised. A row carries the first letter of the buyer's name, the avatar and the province only:
// never a full name, a phone number or an address, and nothing of an order that was not paid.
import type { Ctx } from '../../core/context'
import { all } from '../../db'
import { DEFAULT_AVATAR } from '../../services/user/user-view'

/** Paid and not refunded: waiting for shipping, on its way, or completed. */
const PAID = 'o.pay_status = 1 AND o.status IN (2, 3, 4) AND o.is_delete_time = 0'

interface SaleRow {
  order_id: number
  pay_time: number
  nickname: string
  username: string
  avatar: string
  province_name: string | null
  goods_id: number
  title: string
  images: string
}

/** "张**": the first letter of the nickname (or username) and two stars, whatever its length. */
export function anonymousName(nickname: string, username: string): string {
  const first = [...(nickname || username).trim()][0]
  return `${first ?? '*'}**`
}

/** "3 minutes ago" in the shopper's language, from the payment time. */
function timeAgo(ctx: Ctx, seconds: number): string {
  const elapsed = Math.max(0, ctx.nowSeconds() - seconds)
  const minutes = Math.floor(elapsed / 60)
  const hours = Math.floor(minutes / 60)
  const days = Math.floor(hours / 24)
  if (days > 0) return days === 1 ? ctx.t('salerecords.day_ago') : ctx.t('salerecords.days_ago', { n: days })
  if (hours > 0) return hours === 1 ? ctx.t('salerecords.hour_ago') : ctx.t('salerecords.hours_ago', { n: hours })
  if (minutes > 0) return minutes === 1 ? ctx.t('salerecords.minute_ago') : ctx.t('salerecords.minutes_ago', { n: minutes })
  return ctx.t('salerecords.just_now')
}

/** The newest `limit` paid orders, newest first, each shown by its first goods. */
export function recentSales(ctx: Ctx, limit: number) {
  const rows = all<SaleRow>(
    ctx.db,
    `SELECT o.id AS order_id, o.pay_time, u.nickname, u.username, u.avatar, a.province_name,
            d.goods_id, d.title, d.images
       FROM orders o
       JOIN users u ON u.id = o.user_id
       JOIN order_details d ON d.id = (SELECT MIN(id) FROM order_details WHERE order_id = o.id)
       LEFT JOIN order_addresses a ON a.order_id = o.id
      WHERE ${PAID} AND o.pay_time > 0
      ORDER BY o.pay_time DESC, o.id DESC
      LIMIT ?`,
    Math.min(Math.max(limit, 1), 50),
  )
  return rows.map((row) => ({
    user: {
      avatar: ctx.img(row.avatar || DEFAULT_AVATAR),
      user_name_view: anonymousName(row.nickname, row.username),
      province: row.province_name ?? '',
    },
    images: ctx.img(row.images),
    title: row.title,
    goods_url: `/pages/goods-detail/goods-detail?id=${row.goods_id}`,
    add_time: timeAgo(ctx, row.pay_time),
  }))
}
