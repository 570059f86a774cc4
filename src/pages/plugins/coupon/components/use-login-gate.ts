import { useState } from 'react'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'

/** Login-only page: ask once on first load; afterwards follow the session (logging in elsewhere counts). */
export function useLoginGate(): boolean {
  const { session } = useStores()
  useState(() => ensureLogin({ onInit: true }))
  return session.isLoggedIn
}
