/**
 * Which buttons an order shows (api-core 3.17 and 5). The server's operate_data decides when it is
 * there; the status rules below are the same rules, for answers without it.
 */
/** `remind` (remind the shop to ship) is the page's own: status 2, not a pickup order; only a toast (api-core 3.17). */
export type OrderAction = 'pay' | 'cancel' | 'collect' | 'comment' | 'delete' | 'remind'

export const ORDER_STATUS = { booking: 0, toPay: 1, toShip: 2, toReceive: 3, completed: 4, cancelled: 5, closed: 6 } as const

export interface OperateFlags {
  isPay: boolean
  isCancel: boolean
  isCollect: boolean
  isComments: boolean
  isDelete: boolean
}

export interface StatusFacts {
  status: number
  payStatus: number
  /** The shopper already reviewed this order. */
  commented: boolean
  /** The shopper already deleted it (soft delete). */
  deleted: boolean
}

export function flagsForStatus({ status, payStatus, commented, deleted }: StatusFacts): OperateFlags {
  return {
    isPay: status === ORDER_STATUS.toPay,
    isCancel: status === ORDER_STATUS.booking || status === ORDER_STATUS.toPay || (status === ORDER_STATUS.toShip && payStatus === 0),
    isCollect: status === ORDER_STATUS.toReceive,
    isComments: status === ORDER_STATUS.completed && !commented,
    isDelete: !deleted && (status === ORDER_STATUS.completed || status === ORDER_STATUS.cancelled || status === ORDER_STATUS.closed),
  }
}

/** Buttons in display order: the least destructive first, the main action (pay/collect) last. */
export function actionsFromFlags(flags: OperateFlags): OrderAction[] {
  const actions: OrderAction[] = []
  if (flags.isDelete) actions.push('delete')
  if (flags.isCancel) actions.push('cancel')
  if (flags.isComments) actions.push('comment')
  if (flags.isCollect) actions.push('collect')
  if (flags.isPay) actions.push('pay')
  return actions
}

const PICKUP_MODEL = 2

/** "Remind shipping" goes with orders waiting to be shipped, except pickup orders (nothing to ship). */
export function canRemindShipping(order: { status: number; orderModel: number }): boolean {
  return order.status === ORDER_STATUS.toShip && order.orderModel !== PICKUP_MODEL
}

/** The order-list tabs (api-core 3.17): value sent as `status` with is_more=1. */
export const ORDER_TABS: Array<{ key: string; status: string }> = [
  { key: 'all', status: '-1' },
  { key: 'to_pay', status: '1' },
  { key: 'to_ship', status: '2' },
  { key: 'to_receive', status: '3' },
  { key: 'completed', status: '4' },
  { key: 'closed', status: '5,6' },
]

/** A deep link's ?status= picks the tab holding it ("5" or "6" -> the cancelled/closed tab). */
export function tabIndexForStatus(status: string | undefined): number {
  if (status === undefined || status === '') return 0
  const index = ORDER_TABS.findIndex((tab) => tab.status.split(',').includes(status))
  return index < 0 ? 0 : index
}
