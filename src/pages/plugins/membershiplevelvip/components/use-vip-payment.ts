import { useCallback, useEffect, useRef, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { checkVipPayment, payVipOrder } from '@/api/plugins/membershiplevelvip'
import { absolutePageUrl, goPayFailure, goPaySuccess, showOfflineNotice, submitGatewayForm, type PayDestinations } from '@/components/payment-sheet/pay-flow'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { encodeRedirectUrl, interpretPayAnswer, interpretPayCheck, redirectKeyFor } from '@/lib/pay-result'
import { useStores } from '@/stores/root-store'

export const VIP_ORDERS_PAGE = '/pages/plugins/membershiplevelvip/order/order'
const POLL_MS = 3000

/**
 * Paying a membership order (api-plugins-1 0.6): buy/pay with {id, payment_id}, then the same
 * outcomes as goods orders (lib/pay-result); QR payments poll buy/paycheck every 3 s.
 * The shared PaymentSheet is wired to order/pay only, hence this plugin-side hook.
 */
export function useVipPayment(onPaid?: () => void) {
  const { app } = useStores()
  const [paying, setPaying] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const lock = useRef(false)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  const destinations: PayDestinations = { appointPage: VIP_ORDERS_PAGE, failPage: VIP_ORDERS_PAGE, redirect: true }

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
    setWaiting(false)
  }, [])
  useEffect(() => stop, [stop])

  const succeed = useCallback(() => {
    onPaid?.()
    goPaySuccess(destinations)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [onPaid])

  const poll = useCallback(
    (orderNo: string) => {
      stop()
      setWaiting(true)
      timer.current = setInterval(() => {
        void checkVipPayment(orderNo).then((answer) => {
          const state = interpretPayCheck(answer)
          if (state.state === 'pending') return
          stop()
          if (state.state === 'paid') succeed()
          else toast(state.message)
        })
      }, POLL_MS)
    },
    [stop, succeed],
  )

  const pay = useCallback(
    async (orderId: string, method: PaymentMethod | null) => {
      if (lock.current || !method) return
      lock.current = true
      setPaying(true)
      try {
        const h5 = process.env.TARO_ENV === 'h5'
        const redirectUrl = h5 ? encodeRedirectUrl(absolutePageUrl(VIP_ORDERS_PAGE, app.configValue('common_app_h5_url', ''))) : undefined
        const outcome = interpretPayAnswer(await payVipOrder({ id: orderId, paymentId: method.id, redirectUrl, redirectKey: redirectKeyFor(method.payment) }))
        switch (outcome.kind) {
          case 'success':
            succeed()
            break
          case 'offline':
            onPaid?.()
            await showOfflineNotice(outcome.message, destinations)
            break
          case 'qrcode':
            poll(outcome.orderNo)
            break
          case 'redirect':
            if (h5 && typeof window !== 'undefined') window.location.href = outcome.url
            else toast(t('errors.pay_not_adapted'))
            break
          case 'form':
            if (!submitGatewayForm(outcome.html)) toast(t('errors.pay_not_adapted'))
            break
          case 'fail':
            await goPayFailure(outcome.message, destinations)
            break
          default:
            toast(t('errors.pay_not_adapted'))
        }
      } finally {
        lock.current = false
        setPaying(false)
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [app, poll, succeed, onPaid],
  )

  return { paying, waiting, pay, stop }
}
