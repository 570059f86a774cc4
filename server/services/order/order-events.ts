// What happens to an order after it is placed, for plugins that react to it (distribution commission is
// computed when a downline order is paid and settled when it completes). Handlers run inside the
// caller's transaction, only while their plugin is enabled, in registration order.
import { isPluginEnabled } from '../../core/plugins'
import type { Ctx } from '../../core/router'
import { one } from '../../db'
import type { OrderRow } from './orders'

/** paid: the money arrived; completed: received by the buyer (or handed out at a pickup point); cancelled/closed: it will never be paid. */
export type OrderEvent = 'paid' | 'completed' | 'cancelled' | 'closed'

export interface OrderEventHandler {
  plugin: string
  /** The order row as it is after the change. */
  handle: (ctx: Ctx, event: OrderEvent, order: OrderRow) => void
}

const handlers: OrderEventHandler[] = []

export function onOrderEvent(handler: OrderEventHandler): void {
  handlers.push(handler)
}

/** Tell the plugins that order `orderId` was paid / completed / cancelled / closed. */
export function emitOrderEvent(ctx: Ctx, event: OrderEvent, orderId: number): void {
  if (!handlers.length) return
  const order = one<OrderRow>(ctx.db, 'SELECT * FROM orders WHERE id = ?', orderId)
  if (!order) return
  for (const handler of handlers) if (isPluginEnabled(ctx.db, handler.plugin)) handler.handle(ctx, event, order)
}
