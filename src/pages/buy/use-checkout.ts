import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getBuyPreview, getDefaultAddress, submitOrder, type BuyChoices, type BuyPreview, type BuySubmitResult } from '@/api/buy'
import type { LoadStatus } from '@/components/status-view/status-view'
import { withFills } from '@/slots/fills-pending'
import { pluginPaymentChosen, withoutPluginPayments } from './checkout-rules'
import type { BuyParams } from '@/lib/buy-link'
import { getItem, removeItem } from '@/stores/storage'

export interface Checkout {
  status: LoadStatus
  error: string
  preview: BuyPreview | null
  choices: BuyChoices
  /** An option changed and buy/index is being asked again. */
  refreshing: boolean
  submitting: boolean
  submitted: BuySubmitResult | null
  choose: (patch: Partial<BuyChoices>) => void
  setExtra: (patch: Pick<BuyChoices, 'userNote' | 'appointTime' | 'contactName' | 'contactTel'>) => void
  reload: () => Promise<void>
  submit: () => Promise<BuySubmitResult | null>
}

const INITIAL: BuyChoices = { addressId: null, paymentId: '', siteModel: -1 }

/** Adopt the server's defaults after the first answer (api-core 3.5 "first load"). */
function defaultsFrom(preview: BuyPreview, current: BuyChoices): Partial<BuyChoices> {
  const patch: Partial<BuyChoices> = {}
  // No method while a plugin pays (coins): that was the shopper's choice, not a gap to fill.
  if (!current.paymentId && !pluginPaymentChosen(current.pluginParams)) {
    const preferred = preview.payments.find((p) => p.id === preview.defaultPaymentId)
    if (preferred) patch.paymentId = preferred.id
    else if (preview.payments.length === 1) patch.paymentId = preview.payments[0].id
  }
  if (current.siteModel === -1) patch.siteModel = preview.siteModel
  if (current.addressId === null && preview.address) patch.addressId = preview.address.id
  return patch
}

/**
 * Checkout state: buy/index on open, on every show after choosing an address elsewhere and after
 * every option change; buy/add once (a second tap while it runs does nothing).
 */
export function useCheckout(params: BuyParams | null, enabled: boolean): Checkout {
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [error, setError] = useState('')
  const [preview, setPreview] = useState<BuyPreview | null>(null)
  const [choices, setChoices] = useState<BuyChoices>(INITIAL)
  const [refreshing, setRefreshing] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [submitted, setSubmitted] = useState<BuySubmitResult | null>(null)
  const ticket = useRef(0)
  const submitLock = useRef(false)
  const shownOnce = useRef(false)
  const latestChoices = useRef(choices)
  latestChoices.current = choices

  const load = useCallback(
    async (next: BuyChoices) => {
      if (!params || !enabled) return
      const mine = ++ticket.current
      setRefreshing(true)
      // A retry after an error shows "loading" at once.
      setStatus((current) => (current === 'error' ? 'loading' : current))
      // Web build: checkout's plugin embeds arrive in their own chunk; the form and embeds draw together.
      const result = await withFills(getBuyPreview(params, next))
      if (mine !== ticket.current) return
      setRefreshing(false)
      if (!result.ok) {
        setError(result.msg)
        setStatus('error')
        return
      }
      const data = result.data
      setPreview(data)
      setError('')
      if (data.submitted) {
        // Virtual goods with direct submit: opening the checkout placed the order (is_order_submit).
        submitLock.current = true
        setSubmitted(data.submitted)
        setStatus('ready')
        return
      }
      setStatus(data.groups.length ? 'ready' : 'empty')
      const patch = defaultsFrom(data, next)
      if (next.addressId === null && !data.address && data.siteModel <= 1) {
        // buy/index sent no address: fall back to the address book's default.
        const fallback = await getDefaultAddress()
        if (fallback && mine === ticket.current) patch.addressId = fallback.id
      }
      if (Object.keys(patch).length) {
        const merged = { ...next, ...patch }
        setChoices(merged)
        // A newly adopted address or delivery mode changes the totals: ask again.
        if (patch.addressId !== undefined && patch.addressId !== data.address?.id) void load(merged)
      }
    },
    [params, enabled],
  )

  // Opening the page forgets any address chosen for an earlier checkout.
  useEffect(() => {
    removeItem('cache_buy_user_address_select_key')
    if (params && enabled) void load(INITIAL)
  }, [params, enabled, load])

  useDidShow(() => {
    if (!shownOnce.current) {
      shownOnce.current = true
      return
    }
    if (submitted || !params) return
    const picked = getItem('cache_buy_user_address_select_key')
    const pickedId = picked && picked.id !== undefined ? String(picked.id) : null
    const next = pickedId !== null && pickedId !== latestChoices.current.addressId ? { ...latestChoices.current, addressId: pickedId } : latestChoices.current
    setChoices(next)
    void load(next)
  })

  usePullDownRefresh(() => {
    const done = () => Taro.stopPullDownRefresh()
    if (submitted) done()
    else void load(latestChoices.current).finally(done)
  })

  const choose = useCallback(
    (patch: Partial<BuyChoices>) => {
      const next = { ...latestChoices.current, ...patch }
      // One way to pay: a payment method, or a plugin that pays itself (coins), never both.
      if (patch.paymentId) next.pluginParams = withoutPluginPayments(next.pluginParams)
      else if (patch.pluginParams && pluginPaymentChosen(patch.pluginParams)) next.paymentId = ''
      if (patch.siteModel !== undefined && patch.siteModel !== latestChoices.current.siteModel) {
        // A new delivery mode needs a new kind of address.
        next.addressId = null
        removeItem('cache_buy_user_address_select_key')
      }
      setChoices(next)
      void load(next)
    },
    [load],
  )

  const setExtra = useCallback((patch: Pick<BuyChoices, 'userNote' | 'appointTime' | 'contactName' | 'contactTel'>) => {
    setChoices((current) => ({ ...current, ...patch }))
  }, [])

  const submit = useCallback(async () => {
    if (!params || submitLock.current || submitted) return null
    submitLock.current = true
    setSubmitting(true)
    const result = await submitOrder(params, latestChoices.current)
    setSubmitting(false)
    if (!result.ok) {
      submitLock.current = false
      return null
    }
    // The order exists now: never submit this page again.
    setSubmitted(result.data)
    return result.data
  }, [params, submitted])

  const reload = useCallback(() => load(latestChoices.current), [load])

  return { status, error, preview, choices, refreshing, submitting, submitted, choose, setExtra, reload, submit }
}
