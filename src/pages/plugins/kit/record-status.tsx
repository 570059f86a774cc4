import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view/status-view'
import type { Remote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'

/**
 * The state of a page that shows one record by id until it is ready: loading; a network failure with
 * retry; a link without its id (whenLinked) as StatusView's broken-link state; and, for an answer without
 * the record or a refusal by the server (unknown, closed or malformed id), the page's own `notFound` text
 * with a way home, never the server's developer text.
 */
export const RecordStatus = observer(function RecordStatus<T>({ remote, notFound }: { remote: Remote<T>; notFound: string }) {
  if (remote.status === 'empty' || (remote.status === 'error' && remote.failureKind === 'server')) {
    return <StatusView status='empty' message={notFound} action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }} />
  }
  return <StatusView status={remote.status} kind={remote.failureKind} message={remote.error} onRetry={() => void remote.reload()} />
})
