// user/center: the account hub. Guests get the same shape filled with zeros (ShopXO does not answer -400 here).
import { all, one } from '../../db'
import { defineMessages } from '../../core/i18n'
import { cartTotalsView } from '../order/cart'
import type { Ctx } from '../../core/context'
import { DEFAULT_AVATAR, userNameView } from './user-view'

defineMessages({
  'center.status_0': { zh: '待确认', en: 'To be confirmed' },
  'center.status_1': { zh: '待付款', en: 'Pending payment' },
  'center.status_2': { zh: '待发货', en: 'To be shipped' },
  'center.status_3': { zh: '待收货', en: 'To be received' },
  'center.status_4': { zh: '已完成', en: 'Completed' },
  'center.status_5': { zh: '已取消', en: 'Cancelled' },
  'center.status_6': { zh: '已关闭', en: 'Closed' },
  'center.status_100': { zh: '待评价', en: 'To be evaluated' },
  'center.status_101': { zh: '售后/退款', en: 'After-sales/refund' },
  'center.nav_order': { zh: '我的订单', en: 'My orders' },
  'center.nav_favor': { zh: '我的收藏', en: 'My favourites' },
  'center.nav_address': { zh: '我的地址', en: 'My addresses' },
  'center.nav_browse': { zh: '我的足迹', en: 'Browsing history' },
  'center.nav_integral': { zh: '我的积分', en: 'My points' },
  'center.nav_comments': { zh: '我的评价', en: 'My reviews' },
  'center.nav_aftersale': { zh: '退款/售后', en: 'Refunds / after-sales' },
  'center.nav_message': { zh: '我的消息', en: 'My messages' },
  'center.nav_help': { zh: '帮助中心', en: 'Help centre' },
})

const ALL_PLATFORMS = JSON.stringify(['ios', 'android', 'h5', 'weixin', 'alipay', 'baidu', 'toutiao', 'qq', 'kuaishou'])

/** The user-centre menu (ShopXO keeps it in sxo_app_center_nav; the demo has no admin, so it is fixed here). */
const NAVIGATION: Array<{ id: number; key: string; icon: string; page: string }> = [
  { id: 1, key: 'center.nav_order', icon: 'order', page: '/pages/user-order/user-order' },
  { id: 2, key: 'center.nav_favor', icon: 'favor', page: '/pages/user-favor/user-favor' },
  { id: 3, key: 'center.nav_address', icon: 'address', page: '/pages/user-address/user-address' },
  { id: 4, key: 'center.nav_browse', icon: 'browse', page: '/pages/user-goods-browse/user-goods-browse' },
  { id: 5, key: 'center.nav_integral', icon: 'integral', page: '/pages/user-integral/user-integral' },
  { id: 6, key: 'center.nav_comments', icon: 'comments', page: '/pages/user-goods-comments/user-goods-comments' },
  { id: 7, key: 'center.nav_aftersale', icon: 'aftersale', page: '/pages/user-orderaftersale/user-orderaftersale' },
  { id: 8, key: 'center.nav_message', icon: 'message', page: '/pages/message/message' },
  { id: 9, key: 'center.nav_help', icon: 'help', page: '/pages/article-category/article-category' },
]

const ORDER_STATUSES = [0, 1, 2, 3, 4, 5, 6]

function navigation(ctx: Ctx) {
  return NAVIGATION.map((item) => ({
    id: item.id,
    name: ctx.t(item.key),
    images_url: ctx.img(`/static/account/nav/${item.icon}.svg`),
    event_value: item.page,
    event_type: 1,
    desc: '',
    platform: ALL_PLATFORMS,
  }))
}

interface Counts {
  byStatus: Map<number, number>
  toComment: number
  aftersale: number
  orders: number
  favor: number
  browse: number
  unread: number
}

function userCounts(ctx: Ctx, userId: number): Counts {
  const rows = all<{ status: number; n: number }>(
    ctx.db,
    'SELECT status, COUNT(*) AS n FROM orders WHERE user_id = ? AND user_is_delete_time = 0 AND is_delete_time = 0 GROUP BY status',
    userId,
  )
  const count = (sql: string) => one<{ n: number }>(ctx.db, sql, userId)?.n ?? 0
  return {
    byStatus: new Map(rows.map((r) => [r.status, r.n])),
    orders: rows.reduce((sum, r) => sum + r.n, 0),
    toComment: count(
      'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 4 AND user_is_comments = 0 AND user_is_delete_time = 0 AND is_delete_time = 0',
    ),
    aftersale: count('SELECT COUNT(*) AS n FROM order_aftersales WHERE user_id = ? AND status <= 2'),
    favor: count('SELECT COUNT(*) AS n FROM user_goods_favor WHERE user_id = ?'),
    browse: count('SELECT COUNT(*) AS n FROM user_goods_browse WHERE user_id = ?'),
    unread: count('SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND is_read = 0 AND is_delete_time = 0 AND user_is_delete_time = 0'),
  }
}

export function center(ctx: Ctx) {
  const user = ctx.user
  const counts: Counts = user ? userCounts(ctx, user.id) : { byStatus: new Map(), toComment: 0, aftersale: 0, orders: 0, favor: 0, browse: 0, unread: 0 }
  const statusCount = (status: number) => (status === 100 ? counts.toComment : status === 101 ? counts.aftersale : (counts.byStatus.get(status) ?? 0))
  return {
    integral: user?.integral ?? 0,
    avatar: user ? ctx.img(user.avatar || DEFAULT_AVATAR) : '',
    nickname: user?.nickname ?? '',
    username: user?.username ?? '',
    user_name_view: user ? userNameView(user) : '',
    user_order_status: [...ORDER_STATUSES, 100, 101].map((status) => ({ name: ctx.t(`center.status_${status}`), status, count: statusCount(status) })),
    user_order_count: counts.orders,
    user_goods_favor_count: counts.favor,
    user_goods_browse_count: counts.browse,
    message_total: counts.unread,
    navigation: navigation(ctx),
    cart_total: user ? cartTotalsView(ctx, user.id) : { buy_number: 0, total_price: 0 },
  }
}
