// How a downline order looks to its distributor (api-plugins-1 §4.2/4.3): the buyer, the order's state and
// money; the detail adds the items and the delivery address.
import { formatTime } from '../../core/format'
import type { Ctx } from '../../core/router'
import { one } from '../../db'
import { ORDER_STATUS, orderView, statusName, type OrderRow } from '../../services/order/orders'
import { displayMoney } from '../../services/site/display-currency'
import { userNameView } from '../../services/user/user-view'
import { avatarOf, type TeamUserRow } from './team'

export function payStatusName(ctx: Ctx, o: OrderRow): string {
  if (o.pay_status === 0 && o.is_under_line && o.status >= ORDER_STATUS.delivery && o.status <= ORDER_STATUS.completed)
    return ctx.t('order.pay_status.0_offline')
  return ctx.t(`order.pay_status.${o.pay_status}`)
}

function buyer(ctx: Ctx, userId: number) {
  const u = one<TeamUserRow>(ctx.db, 'SELECT id, username, nickname, mobile, email, avatar, add_time FROM users WHERE id = ?', userId)
  return { avatar: avatarOf(ctx, u?.avatar ?? ''), user_name_view: u ? userNameView(u) : '' }
}

export function distributionOrderRow(ctx: Ctx, o: OrderRow) {
  return {
    id: o.id,
    user_id: o.user_id,
    ...buyer(ctx, o.user_id),
    order_no: o.order_no,
    status: o.status,
    order_status_name: statusName(ctx, o.status),
    pay_status: o.pay_status,
    order_pay_status_name: payStatusName(ctx, o),
    order_client_type_name: ctx.t('dist.client_h5'),
    total_price: displayMoney(ctx, o.total_price),
    refund_price: displayMoney(ctx, o.refund_price),
    buy_number_count: o.buy_number_count,
    add_time: formatTime(o.add_time),
  }
}

export function distributionOrderDetail(ctx: Ctx, o: OrderRow) {
  const full = orderView(ctx, o)
  return {
    ...distributionOrderRow(ctx, o),
    address_data: full.address_data,
    items: full.items.map((item) => ({ ...item, goods_url: `/pages/goods-detail/goods-detail?id=${item.goods_id}`, orderaftersale_btn_text: '' })),
    currency_data: full.currency_data,
    // The distributor cannot start an after-sale for somebody else's order.
    is_can_launch_aftersale: 0,
  }
}
