import { useCallback, useEffect, useRef, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import type { PluginPayRequest } from '@/api/plugin-pay'
import type { ApiResult } from '@/api/types'
import { absolutePageUrl, goPayFailure, goPaySuccess, showOfflineNotice, submitGatewayForm, type PayDestinations } from '@/components/payment-sheet/pay-flow'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { encodeRedirectUrl, interpretPayAnswer, interpretPayCheck, redirectKeyFor } from '@/lib/pay-result'
import { useStores } from '@/stores/root-store'
import { goToWebAddress } from '@/lib/web-address'

export interface PluginPayConfig {
  /** The plugin's …/pay call. */
  pay: (request: PluginPayRequest) => Promise<ApiResult<unknown>>
  /** The plugin's …/paycheck call ({order_no}); 0 = paid, -333 = still waiting. */
  check: (orderNo: string) => Promise<ApiResult<unknown>>
  /** Name of the id field in the pay body. */
  idKey: string
  /** Where success / offline / failure lead; appointPage is also the H5 gateway return page. */
  destinations: PayDestinations
}

const POLL_MS = 3000

/**
 * Paying a plugin record (membership order, wallet recharge) with the outcomes of goods orders
 * (lib/pay-result); QR payments poll the check call every 3 s. The goods PaymentSheet is wired to
 * order/pay only, hence this separate hook.
 */
export function usePluginPayment(config: PluginPayConfig, onPaid?: () => void) {
  const { app } = useStores()
  const [paying, setPaying] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const lock = useRef(false)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  // The latest config and callback without re-creating the handlers on every render.
  const latest = useRef({ config, onPaid })
  latest.current = { config, onPaid }

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current)
    timer.current = null
    setWaiting(false)
  }, [])
  useEffect(() => stop, [stop])

  const succeed = useCallback(() => {
    latest.current.onPaid?.()
    goPaySuccess(latest.current.config.destinations)
  }, [])

  const poll = useCallback(
    (orderNo: string) => {
      stop()
      setWaiting(true)
      timer.current = setInterval(() => {
        void latest.current.config.check(orderNo).then((answer) => {
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
    async (id: string, method: PaymentMethod | null) => {
      if (lock.current || !method) return
      lock.current = true
      setPaying(true)
      const { config: current, onPaid: paid } = latest.current
      const destinations = current.destinations
      try {
        const h5 = process.env.TARO_ENV === 'h5'
        const redirectUrl = h5 ? encodeRedirectUrl(absolutePageUrl(destinations.appointPage, app.settings.h5Url)) : undefined
        const outcome = interpretPayAnswer(
          await current.pay({ idKey: current.idKey, id, paymentId: method.id, redirectUrl, redirectKey: redirectKeyFor(method.payment) }),
        )
        switch (outcome.kind) {
          case 'success':
            succeed()
            break
          case 'offline':
            paid?.()
            await showOfflineNotice(outcome.message, destinations)
            break
          case 'qrcode':
            poll(outcome.orderNo)
            break
          case 'redirect':
            if (!goToWebAddress(outcome.url)) toast(t('errors.pay_not_adapted'))
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
    [app, poll, succeed],
  )

  return { paying, waiting, pay, stop }
}
