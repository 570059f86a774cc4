import type { ApiResult } from '@/api/types'
import { t } from '@/i18n'
import '@/i18n/locales/plugin-delivery'

/** A link without an id never reaches the server: the page says so at once, in the shopper's words. */
export function missingId<T>(): Promise<ApiResult<T>> {
  return Promise.resolve({ ok: false, code: -1, msg: t('plugin-delivery.missing_id'), kind: 'server', data: '' })
}
