import Taro from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { checkPayment, payOrders } from '@/api/order'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import { encodeRedirectUrl, interpretPayAnswer, interpretPayCheck, redirectKeyFor, type PayOutcome } from '@/lib/pay-result'
import { useStores } from '@/stores/root-store'
import { absolutePageUrl, goPayFailure, goPaySuccess, showOfflineNotice, submitGatewayForm, type PayDestinations } from './pay-flow'
import '@/i18n/locales/pay'
import { goToWebAddress } from '@/lib/web-address'

/** QR payments: ask the server every 3 s whether the money arrived (api-core 1.15). */
export const PAY_CHECK_INTERVAL_MS = 3000

export type QrState = Extract<PayOutcome, { kind: 'qrcode' }>

export interface Payment {
  paying: boolean
  qr: QrState | null
  html: string
  pay: (ids: string, method: PaymentMethod | null) => Promise<void>
  closeQr: () => void
  closeHtml: () => void
}

/**
 * One order/pay at a time (a second tap while paying is ignored), then whatever the answer asks
 * for: result page, offline notice, gateway redirect, QR polling or an HTML page.
 */
export function usePayment(destinations: PayDestinations, onPaid?: () => void, amount?: string): Payment {
  const { app } = useStores()
  const [paying, setPaying] = useState(false)
  const [qr, setQr] = useState<QrState | null>(null)
  const [html, setHtml] = useState('')
  const lock = useRef(false)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)

  const stopPolling = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
  }, [])

  useEffect(() => stopPolling, [stopPolling])

  const succeed = useCallback(
    (orderNo?: string) => {
      onPaid?.()
      goPaySuccess(destinations, { price: amount, orderNo })
    },
    [destinations, onPaid, amount],
  )

  const startPolling = useCallback(
    (state: QrState) => {
      stopPolling()
      setQr(state)
      let checking = false
      timer.current = setInterval(() => {
        if (checking) return
        checking = true
        void checkPayment(state.orderNo).then((answer) => {
          checking = false
          const check = interpretPayCheck(answer)
          if (check.state === 'pending') return
          stopPolling()
          setQr(null)
          if (check.state === 'paid') succeed(state.orderNo)
          else toast(check.message)
        })
      }, PAY_CHECK_INTERVAL_MS)
    },
    [stopPolling, succeed],
  )

  const follow = useCallback(
    async (outcome: PayOutcome) => {
      switch (outcome.kind) {
        case 'success':
          succeed(outcome.orderNo)
          return
        case 'offline':
          onPaid?.()
          await showOfflineNotice(outcome.message, destinations)
          return
        case 'redirect':
          if (!goToWebAddress(outcome.url)) toast(t('errors.pay_not_adapted'))
          return
        case 'jsapi': {
          const bridge = (globalThis as { WeixinJSBridge?: { invoke: (name: string, params: unknown, done: (res: { err_msg?: string }) => void) => void } })
            .WeixinJSBridge
          if (!bridge) {
            toast(t('errors.pay_not_adapted'))
            return
          }
          bridge.invoke('getBrandWCPayRequest', outcome.params, (res) => {
            if (res?.err_msg === 'get_brand_wcpay_request:ok') succeed()
            else void goPayFailure(res?.err_msg ?? '', destinations)
          })
          return
        }
        case 'qrcode':
          startPolling(outcome)
          return
        case 'form':
          if (!submitGatewayForm(outcome.html)) toast(t('errors.pay_not_adapted'))
          return
        case 'html':
          setHtml(outcome.html)
          return
        case 'unsupported':
          toast(t('pay.not_supported', { name: outcome.name }))
          return
        case 'fail':
          await goPayFailure(outcome.message, destinations)
      }
    },
    [destinations, onPaid, startPolling, succeed],
  )

  const pay = useCallback(
    async (ids: string, method: PaymentMethod | null) => {
      if (lock.current) return
      lock.current = true
      setPaying(true)
      try {
        if (method?.payment === 'WalletPay' && !(await confirmAction(t('pay.wallet_confirm')))) return
        const redirectUrl = process.env.TARO_ENV === 'h5' ? encodeRedirectUrl(absolutePageUrl(destinations.appointPage, app.settings.h5Url)) : undefined
        const answer = await payOrders({ ids, paymentId: method?.id ?? '', redirectUrl, redirectKey: redirectKeyFor(method?.payment ?? '') })
        await follow(interpretPayAnswer(answer))
      } finally {
        lock.current = false
        setPaying(false)
      }
    },
    [app, destinations, follow],
  )

  const closeQr = useCallback(() => {
    stopPolling()
    setQr(null)
  }, [stopPolling])

  const closeHtml = useCallback(() => {
    setHtml('')
    void Taro.redirectTo({ url: destinations.appointPage }).catch(() => undefined)
  }, [destinations])

  return { paying, qr, html, pay, closeQr, closeHtml }
}
