import { call, pluginRoute } from '../client'
import { asIs, int, obj, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** excellentbuyreturntocash (api-plugins-1 §7): cashback records and settling the due ones. */
const profit = (action: string) => pluginRoute('excellentbuyreturntocash', 'profit', action)

export const CASHBACK_PENDING_SETTLEMENT = 2
export const CASHBACK_SETTLED = 3

export interface Cashback {
  id: string
  orderId: string
  status: number
  statusName: string
  totalPrice: string
  refundPrice: string
  validPrice: string
  profitPrice: string
  settleTime: string
  estimateMark: string
  addTime: string
  updTime: string
  orderNo: string
  orderStatusName: string
  orderPayStatusName: string
  orderClientName: string
}

export function parseCashback(raw: unknown): Cashback {
  const c = obj(raw)
  return {
    id: str(c.id),
    orderId: str(c.order_id),
    status: int(c.status),
    statusName: str(c.status_name),
    totalPrice: str(c.total_price),
    refundPrice: str(c.refund_price),
    validPrice: str(c.valid_price),
    profitPrice: str(c.profit_price),
    settleTime: str(c.success_time),
    estimateMark: str(c.success_estimate_icon),
    addTime: str(c.add_time),
    updTime: str(c.upd_time),
    orderNo: str(c.order_no),
    orderStatusName: str(c.order_status_name),
    orderPayStatusName: str(c.order_pay_status_name),
    orderClientName: str(c.order_client_type_name),
  }
}

export async function getCashbacks(page: number, status: string): Promise<ApiResult<Page<Cashback>>> {
  return call(profit('index'), { page, status, is_more: 1 }, (raw) => toPage(raw, page, parseCashback), { silent: true })
}

export async function getCashback(id: string): Promise<ApiResult<Cashback>> {
  return call(profit('detail'), { id }, (raw) => parseCashback(obj(raw).data), { silent: true })
}

/** "Settle now" (status 2 only); errors are shown by the page as an alert. */
export function settleCashback(id: string): Promise<ApiResult<unknown>> {
  return call(profit('auto'), { id }, asIs, { silent: true })
}
