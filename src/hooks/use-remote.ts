import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiResult, FailureKind } from '@/api/types'
import type { LoadStatus } from '@/components/status-view/status-view'
import { withFills } from '@/slots/fills-pending'

export interface Remote<T> {
  status: LoadStatus
  data: T | null
  error: string
  /** Why it failed ('login' when the user must sign in, 'missing-link' when the page's link lacks its id). */
  failureKind: FailureKind | ''
  reload: () => Promise<void>
}

/**
 * Load one thing for a page: loading, ready, empty (isEmpty) or error with the server's message.
 * Pull-to-refresh reloads it when the page has pull-to-refresh on.
 */
export function useRemote<T>(fetcher: () => Promise<ApiResult<T>>, deps: unknown[], isEmpty?: (data: T) => boolean): Remote<T> {
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState('')
  const [failureKind, setFailureKind] = useState<FailureKind | ''>('')
  const latest = useRef(0)

  const reload = useCallback(async () => {
    const ticket = ++latest.current
    // A retry after an error shows "loading" at once (a retry that seems to do nothing reads as broken).
    setStatus((current) => (current === 'error' ? 'loading' : current))
    // Web build: the page's plugin embeds arrive in their own chunk; content and embeds draw together.
    const result = await withFills(fetcher())
    if (ticket !== latest.current) return // a newer load superseded this one
    if (result.ok) {
      setData(result.data)
      setError('')
      setFailureKind('')
      setStatus(isEmpty && isEmpty(result.data) ? 'empty' : 'ready')
    } else {
      setError(result.msg)
      setFailureKind(result.kind)
      setStatus('error')
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  useEffect(() => {
    setStatus((current) => (current === 'ready' ? current : 'loading'))
    void reload()
  }, [reload])

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })

  return { status, data, error, failureKind, reload }
}
