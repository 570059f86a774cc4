import { observer } from 'mobx-react-lite'
import type { ApiResult } from '@/api/types'
import { StatusView } from '@/components/status-view/status-view'
import type { Remote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'

/** A record id from a route: digits only, else '' (a broken link never reaches the server). */
export function routeId(raw: string | undefined): string {
  const value = (raw ?? '').trim()
  return /^\d{1,10}$/.test(value) && Number(value) > 0 ? value : ''
}

/** The answer for a page opened without a usable id: "not found" at once, in the page's own words. */
export function missingRecord<T>(message: string): Promise<ApiResult<T>> {
  return Promise.resolve({ ok: false, code: -1, msg: message, kind: 'server', data: '' })
}

/**
 * The state of a page that shows one record, until it is there: loading; "not found" (an empty answer,
 * a missing or unknown id, the server's refusal) with a way home; a failed request with retry.
 */
export const RecordStatus = observer(function RecordStatus<T>({ remote, notFound }: { remote: Remote<T>; notFound: string }) {
  if (remote.status === 'ready') return null
  if (remote.status === 'loading') return <StatusView status='loading' />
  const gone = remote.status === 'empty' || remote.failureKind === 'server'
  if (gone) {
    return (
      <StatusView
        status='empty'
        message={remote.status === 'empty' ? notFound : remote.error || notFound}
        action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }}
      />
    )
  }
  return <StatusView status='error' message={remote.error} onRetry={() => void remote.reload()} />
})
