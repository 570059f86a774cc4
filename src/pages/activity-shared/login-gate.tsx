import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { ApiResult } from '@/api/types'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { goLogin } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'

/**
 * Login-only pages ask once, on first load (api-core 1.7): a guest is sent to the login page and
 * this page shows a "log in" state instead of a blank screen if they come back without logging in.
 */
export function useLoginGate(): boolean {
  const { session } = useStores()
  const [allowedOnLoad] = useState(() => ensureLogin({ onInit: true }))
  return allowedOnLoad && session.isLoggedIn
}

/** A fetch that does not go out for a guest (the page shows GuestNotice instead). */
export function whenLoggedIn<T>(allowed: boolean, fetcher: () => Promise<ApiResult<T>>): () => Promise<ApiResult<T>> {
  return allowed ? fetcher : () => Promise.resolve({ ok: false, code: -400, msg: '', kind: 'login', data: '' })
}

export const GuestNotice = observer(function GuestNotice() {
  return <StatusView status='empty' message={t('common.not_logged_in')} action={{ label: t('common.login_now'), onClick: () => goLogin() }} />
})
