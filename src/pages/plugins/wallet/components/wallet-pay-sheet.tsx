import { observer } from 'mobx-react-lite'
import type { PaymentMethod } from '@/api/buy'
import { checkRechargePayment, payRecharge } from '@/api/plugins/wallet'
import type { PayDestinations } from '@/components/payment-sheet/pay-flow'
import { PluginPaySheetOnDemand } from '@/components/plugin-pay-sheet/plugin-pay-sheet-on-demand'
import { walletTabUrl, WALLET_PAGES } from './routes'

/** From the recharge page: success and offline go to the recharge tab, failure to the wallet. */
export const RECHARGE_PAGE_PAY: PayDestinations = { appointPage: walletTabUrl('recharge'), failPage: WALLET_PAGES.user, redirect: true }
/** From the recharge tab ("go pay"): the appoint page is the wallet tab; the list stays behind. */
export const RECHARGE_LIST_PAY: PayDestinations = { appointPage: walletTabUrl('wallet'), redirect: false }

interface Props {
  visible: boolean
  rechargeId: string
  amount: string
  payments: PaymentMethod[]
  defaultPaymentId?: string
  destinations: PayDestinations
  onClose: () => void
  onPaid?: () => void
}

/** Paying a recharge: recharge/pay {recharge_id, payment_id}, polled with recharge/paycheck. */
export const WalletPaySheet = observer(function WalletPaySheet({ rechargeId, ...rest }: Props) {
  return <PluginPaySheetOnDemand {...rest} recordId={rechargeId} idKey='recharge_id' pay={payRecharge} check={checkRechargePayment} testId='wallet-pay' />
})
