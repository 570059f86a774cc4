import { getItem, setItem } from '@/stores/storage'
import type { TransportRequest, TransportResponse } from './client'

/**
 * Web only. index.html starts the landing page's first calls (base/common, home's index/index) before the
 * app's scripts have arrived (config/landing-chunks.js, config/early-calls.js); the transport takes such an
 * answer instead of asking again, once, and only for the very same call: same address (the device id
 * aside: a first visit has none until the app makes it, and these answers do not depend on it) and same body.
 */
interface EarlyCall {
  url: string
  body: string
  /** null when the call failed: the app then asks itself. */
  answer: Promise<TransportResponse | null>
}

const withoutDeviceId = (url: string) => url.replace(/&uuid=[^&]*/, '')

function startedCalls(): EarlyCall[] {
  const calls = (globalThis as { __shopEarly?: unknown }).__shopEarly
  return Array.isArray(calls) ? (calls as EarlyCall[]) : []
}

/** The answer index.html started for this request (taken: a second ask goes to the network), or null. */
export function takeEarlyAnswer(request: TransportRequest): Promise<TransportResponse | null> | null {
  if (request.method !== 'POST') return null
  const calls = startedCalls()
  const body = JSON.stringify(request.data ?? {})
  const url = withoutDeviceId(request.url)
  const index = calls.findIndex((call) => call.body === body && withoutDeviceId(call.url) === url)
  return index < 0 ? null : calls.splice(index, 1)[0].answer
}

let keptQuery: string | undefined

/**
 * Keep the common query this visit sends, for the next visit's early calls: a signed-in shopper's (token,
 * language, theme) would not match the first-visit one. Cleared with the rest on sign-out.
 */
export function keepEarlyQuery(query: string): void {
  if (query === keptQuery) return
  keptQuery = query
  if (getItem('early_query') !== query) setItem('early_query', query)
}
