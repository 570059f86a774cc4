import { getItem, setItem } from '@/stores/storage'
import type { TransportRequest, TransportResponse } from './client'

/**
 * Web only. index.html starts the landing page's first calls (base/common, home's index/index, goods
 * detail's goods/detail) before the app's scripts have arrived (config/landing-chunks.js,
 * config/early-calls.js). The app's first ask of such a call (same action, same body) takes it out: its
 * answer stands in for the network only when the address is the very same one (the device id aside: a
 * first visit has none until the app makes it, and these answers do not depend on it). Any later ask goes
 * to the network, so an answer from before a sign-out or a failed boot is never used.
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

/** The action part of a call's address ('…/api.php?s=base/common'). */
const actionOf = (url: string) => url.split('&')[0]

/** The answer index.html started for this request, or null; the first ask of that call takes it out either way. */
export function takeEarlyAnswer(request: TransportRequest): Promise<TransportResponse | null> | null {
  if (request.method !== 'POST') return null
  const calls = startedCalls()
  const body = JSON.stringify(request.data ?? {})
  const index = calls.findIndex((call) => call.body === body && actionOf(call.url) === actionOf(request.url))
  if (index < 0) return null
  const [call] = calls.splice(index, 1)
  return withoutDeviceId(call.url) === withoutDeviceId(request.url) ? call.answer : null
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
