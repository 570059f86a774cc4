import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiResult, Page, FailureKind } from '@/api/types'
import type { LoadStatus } from '@/components/status-view/status-view'
import { withFills } from '@/slots/fills-pending'

export interface PagedList<T> {
  items: T[]
  status: LoadStatus
  error: string
  failureKind: FailureKind | ''
  /** True once the last page has been loaded ("no more data"). */
  finished: boolean
  loadingMore: boolean
  total: number
  /** Start again from page 1 (pull-down refresh, filter change). */
  refresh: () => Promise<void>
  loadMore: () => Promise<void>
  /** Local edits after an action (remove a deleted row, update a status) without a reload. */
  setItems: (update: (items: T[]) => T[]) => void
}

/**
 * Paging the ShopXO way (api-core 1.4): page 1 on open and on pull-down, the next page on reaching
 * the bottom, "no more" once page >= page_total. `deps` restart the list (e.g. a status tab).
 */
export function usePagedList<T>(
  fetchPage: (page: number) => Promise<ApiResult<Page<T>>>,
  deps: unknown[] = [],
  options: { enabled?: boolean } = {},
): PagedList<T> {
  const enabled = options.enabled ?? true
  const [items, setItemsState] = useState<T[]>([])
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [error, setError] = useState('')
  const [failureKind, setFailureKind] = useState<FailureKind | ''>('')
  const [finished, setFinished] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [total, setTotal] = useState(0)
  const page = useRef(0)
  const ticket = useRef(0)
  const busy = useRef(false)

  const load = useCallback(
    async (reset: boolean) => {
      if (!enabled) return
      if (busy.current && !reset) return
      const mine = ++ticket.current
      busy.current = true
      const next = reset ? 1 : page.current + 1
      if (!reset) setLoadingMore(true)
      // A retry after an error shows "loading" at once.
      else setStatus((current) => (current === 'error' ? 'loading' : current))
      // Web build: the page's plugin embeds arrive in their own chunk; content and embeds draw together.
      const result = await withFills(fetchPage(next))
      if (mine !== ticket.current) return // superseded by a refresh
      busy.current = false
      setLoadingMore(false)
      if (!result.ok) {
        setError(result.msg)
        setFailureKind(result.kind)
        // A failed next page keeps what is shown; a failed first page shows the error state.
        if (reset) setStatus('error')
        return
      }
      page.current = next
      const merged = reset ? result.data.items : undefined
      setItemsState((current) => merged ?? [...current, ...result.data.items])
      setTotal(result.data.total)
      const done = result.data.items.length === 0 || next >= result.data.pageTotal
      setFinished(done)
      setError('')
      setFailureKind('')
      if (reset) setStatus(result.data.items.length ? 'ready' : 'empty')
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [enabled, ...deps],
  )

  const refresh = useCallback(() => load(true), [load])
  const loadMore = useCallback(async () => {
    if (!finished && status === 'ready') await load(false)
  }, [finished, status, load])

  useEffect(() => {
    setStatus('loading')
    setFinished(false)
    void load(true)
  }, [load])

  usePullDownRefresh(() => {
    void refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => {
    void loadMore()
  })

  const setItems = useCallback((update: (items: T[]) => T[]) => {
    setItemsState((current) => {
      const next = update(current)
      setStatus(next.length ? 'ready' : 'empty')
      return next
    })
  }, [])

  return { items, status, error, failureKind, finished, loadingMore, total, refresh, loadMore, setItems }
}
