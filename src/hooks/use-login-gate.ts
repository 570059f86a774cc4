import { useState } from 'react'
import type { ApiResult } from '@/api/types'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'

/**
 * The one gate of a login-only page (api-core 1.7). On first render a guest is sent to login once
 * (ensureLogin's onInit rules); afterwards the answer follows the session, so logging in elsewhere
 * unlocks the page (loads keyed on the answer run again) and logging out locks it.
 * `ask: false` skips the login page for a visit that cannot load anyway (a broken link).
 */
export function useLoginGate(options: { ask?: boolean } = {}): boolean {
  const { session } = useStores()
  useState(() => (options.ask === false ? false : ensureLogin({ onInit: true })))
  return session.isLoggedIn && !session.mustBindMobile
}

/** A page load that does not go out while the gate is shut (the page shows <GuestNotice /> instead). */
export function whenLoggedIn<T>(allowed: boolean, fetcher: () => Promise<ApiResult<T>>): () => Promise<ApiResult<T>> {
  return allowed ? fetcher : () => Promise.resolve({ ok: false, code: -400, msg: '', kind: 'login', data: '' })
}
