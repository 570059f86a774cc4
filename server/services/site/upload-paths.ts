// Turning image URLs the client sends back (avatar, id-card photos, review/after-sale pictures) into stored
// site-relative paths — but only for files this server serves, so nobody can plant foreign URLs.
import type { Ctx } from '../../core/context'
import { jsonList } from '../../core/validate'

/**
 * '/static/upload/..' or '<our base>/static/...' -> '/static/...'; '' stays ''; anything else -> null.
 * `uploadsOnly` restricts to user uploads (new pictures must have been uploaded through ueditor/avatar).
 */
export function ownImagePath(ctx: Ctx, raw: unknown, uploadsOnly = true): string | null {
  if (raw === undefined || raw === null || raw === '') return ''
  if (typeof raw !== 'string' || raw.length > 500) return null
  let value = raw.trim()
  if (value.startsWith(ctx.baseUrl + '/')) value = value.slice(ctx.baseUrl.length)
  const prefix = uploadsOnly ? '/static/upload/' : '/static/'
  if (!value.startsWith(prefix)) return null
  // Plain path characters only: no '..', query strings or markup.
  if (!/^\/static\/[A-Za-z0-9/_.-]+$/.test(value) || value.includes('..')) return null
  return value
}

/** Images given as an array or a JSON-string array; null when malformed. */
export function imageListParam(raw: unknown): unknown[] | null {
  if (raw === undefined || raw === null || raw === '') return []
  return jsonList(raw)
}
