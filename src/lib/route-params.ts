import type { ApiResult } from '@/api/types'
import { CODE } from '@/api/types'
import { t } from '@/i18n'

/**
 * A load that needs a value from the page's link (an id): without it nothing is asked, and the page shows
 * the friendly "incomplete link" state with a way home (StatusView kind 'missing-link') instead of the
 * server's developer message ("id不能为空") above a retry that cannot help.
 */
export function whenLinked<T>(value: string | undefined | null, fetcher: () => Promise<ApiResult<T>>): () => Promise<ApiResult<T>> {
  return value ? fetcher : () => Promise.resolve({ ok: false, code: CODE.MISSING_LINK, msg: t('errors.needs_link'), kind: 'missing-link', data: '' })
}
