import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view/status-view'
import type { Remote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'

/**
 * A record id from a route: digits only, else '' (a broken link never reaches the server; with
 * `whenLinked` the page then says the link is incomplete).
 */
export function routeId(raw: string | undefined): string {
  const value = (raw ?? '').trim()
  return /^\d{1,10}$/.test(value) && Number(value) > 0 ? value : ''
}

/**
 * The state of a page that shows one record, until it is there: loading; an incomplete link (no usable
 * id: `whenLinked`) with a way home; "not found" (an empty answer, or the server refusing the id: unknown,
 * closed or malformed) in the page's own words with a way home, never the server's developer text; a
 * failed request with retry.
 */
export const RecordStatus = observer(function RecordStatus<T>({ remote, notFound }: { remote: Remote<T>; notFound: string }) {
  if (remote.status === 'ready') return null
  if (remote.status === 'loading') return <StatusView status='loading' />
  if (remote.failureKind === 'missing-link') return <StatusView status='error' kind='missing-link' message={remote.error} />
  if (remote.status === 'empty' || remote.failureKind === 'server') {
    return <StatusView status='empty' message={notFound} action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }} />
  }
  return <StatusView status='error' kind={remote.failureKind} message={remote.error} onRetry={() => void remote.reload()} />
})
