import { ORDER_CARD_ACTIONS, type OrderSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { OrderResourcesButton } from '../components/order-resources-button'

function OrderResources({ order, className }: OrderSlotProps) {
  return <OrderResourcesButton orderId={order.id} hasResources={order.hasResources} className={className} />
}

// Before parcel tracking: the least prominent place of the order's buttons.
registerEmbed(ORDER_CARD_ACTIONS, { plugin: 'orderresources', order: 10, when: ({ order }) => Boolean(order.hasResources), component: OrderResources })
