import { observer } from 'mobx-react-lite'
import type { PaymentMethod } from '@/api/buy'
import { checkGiftPayment, payGift } from '@/api/plugins/givegift'
import type { PayDestinations } from '@/components/payment-sheet/pay-flow'
import { PluginPaySheetOnDemand } from '@/components/plugin-pay-sheet/plugin-pay-sheet-on-demand'
import { GIVEGIFT_PAGES } from './routes'

/** Success, failure and the gateway's return all lead to "my gifts" (api-plugins-2 §3.17). */
export const GIFT_PAY: PayDestinations = { appointPage: GIVEGIFT_PAGES.list, failPage: GIVEGIFT_PAGES.list, redirect: true }
/** Paying from the list itself: it stays behind the result page, and a failure is only a message. */
export const GIFT_LIST_PAY: PayDestinations = { appointPage: GIVEGIFT_PAGES.list, redirect: false }

interface Props {
  visible: boolean
  giftId: string
  amount: string
  payments: PaymentMethod[]
  defaultPaymentId?: string
  destinations?: PayDestinations
  onClose: () => void
  onPaid?: () => void
}

/** Paying a gift: gift/pay {order_id, payment_id}, polled with gift/paycheck. */
export const GiftPaySheet = observer(function GiftPaySheet({ giftId, destinations = GIFT_PAY, ...rest }: Props) {
  return (
    <PluginPaySheetOnDemand {...rest} destinations={destinations} recordId={giftId} idKey='order_id' pay={payGift} check={checkGiftPayment} testId='gift-pay' />
  )
})
