import { observer } from 'mobx-react-lite'
import type { PaymentMethod } from '@/api/buy'
import { checkVipPayment, payVipOrder } from '@/api/plugins/membershiplevelvip'
import { PluginPaySheetOnDemand } from '@/components/plugin-pay-sheet/plugin-pay-sheet-on-demand'
import { VIP_PAY } from './use-vip-payment'

interface Props {
  visible: boolean
  orderId: string
  amount: string
  payments: PaymentMethod[]
  defaultPaymentId?: string
  onClose: () => void
  onPaid?: () => void
}

/** The payment popup of membership orders: the shared plugin pay sheet wired to buy/pay + buy/paycheck. */
export const VipPaySheet = observer(function VipPaySheet({ orderId, ...rest }: Props) {
  return <PluginPaySheetOnDemand {...rest} {...VIP_PAY} recordId={orderId} pay={payVipOrder} check={checkVipPayment} testId='vip-pay' />
})
