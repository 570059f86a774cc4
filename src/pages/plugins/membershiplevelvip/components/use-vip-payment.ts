import type { PayDestinations } from '@/components/payment-sheet/pay-flow'

export const VIP_ORDERS_PAGE = '/pages/plugins/membershiplevelvip/order/order'

/** Membership orders are paid with buy/pay {id, payment_id} (api-plugins-1 0.6) and end on the order list. */
export const VIP_PAY: { idKey: string; destinations: PayDestinations } = {
  idKey: 'id',
  destinations: { appointPage: VIP_ORDERS_PAGE, failPage: VIP_ORDERS_PAGE, redirect: true },
}
