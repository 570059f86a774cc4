import { observer } from 'mobx-react-lite'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import type { Remote } from '@/hooks/use-remote'

/**
 * A detail page's load state. A missing id, or an id the server does not know (a -1 answer), reads as a
 * friendly "not found" with a way home; network and data failures keep their retry.
 */
export const DetailStatus = observer(function DetailStatus<T>({ remote, missing, notFound }: { remote: Remote<T>; missing: boolean; notFound: string }) {
  const serverRefused = remote.status === 'error' && remote.failureKind === 'server'
  if (missing || serverRefused) {
    return (
      <StatusView
        status='empty'
        message={missing ? notFound : remote.error || notFound}
        action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }}
      />
    )
  }
  return <StatusView status={remote.status} message={remote.error} onRetry={remote.reload} />
})
