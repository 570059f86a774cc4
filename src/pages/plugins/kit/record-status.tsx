import { observer } from 'mobx-react-lite'
import type { ApiResult } from '@/api/types'
import { StatusView } from '@/components/status-view/status-view'
import type { Remote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'

/** A link without its id never reaches the server: it fails at once, as a refusal (the page then says which). */
export function withoutId<T>(): Promise<ApiResult<T>> {
  return Promise.resolve({ ok: false, code: -1, msg: '', kind: 'server', data: '' })
}

/**
 * The state of a page that shows one record by id until it is ready: loading; a network failure with
 * retry; and, for an answer without the record or a refusal by the server (unknown, closed or malformed
 * id), the page's own `notFound` text with a way home (a page opened without an id passes its
 * "link names no record" text), never the server's developer text.
 */
export const RecordStatus = observer(function RecordStatus<T>({ remote, notFound }: { remote: Remote<T>; notFound: string }) {
  const goHome = { label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }
  if (remote.status === 'empty' || (remote.status === 'error' && remote.failureKind === 'server')) {
    return <StatusView status='empty' message={notFound} action={goHome} />
  }
  return (
    <StatusView status={remote.status} message={remote.error} onRetry={() => void remote.reload()} action={remote.status === 'error' ? goHome : undefined} />
  )
})
