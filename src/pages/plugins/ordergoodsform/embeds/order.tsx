import { ORDER_CARD_ACTIONS, type OrderSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { OrderFormsButton } from '../components/order-forms-button'

function OrderForms({ order, className }: OrderSlotProps) {
  return <OrderFormsButton orderId={order.id} className={className} />
}

// Next to the attachments: the details the shopper filled in for the goods.
registerEmbed(ORDER_CARD_ACTIONS, { plugin: 'ordergoodsform', order: 15, when: ({ order }) => Boolean(order.hasGoodsForm), component: OrderForms })
