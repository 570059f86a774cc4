// Small readers shared by the plugin modules (status tabs, shop-local days).
import { ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { asInt, scalarText } from '../core/validate'

defineMessages({
  'plugin.status_invalid': { zh: '状态值有误', en: 'Invalid status value' },
})

/** A status tab filter: absent, '' or '-1' mean "all" (null); anything outside `allowed` is refused. */
export function readStatusFilter(ctx: Ctx, allowed: number[]): number | null {
  const raw = ctx.params.status
  if (raw === undefined || raw === null || raw === '' || scalarText(raw) === '-1') return null
  const value = asInt(raw)
  if (value === null || !allowed.includes(value)) throw new ApiError(ctx.t('plugin.status_invalid'))
  return value
}

/** The shop runs on China time: a "day" is the UTC+8 calendar date, whatever the host's zone. */
const SHOP_OFFSET_MS = 8 * 3600 * 1000

export function shopDay(date: Date): string {
  return new Date(date.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10)
}

/** 'YYYY-MM-DD' moved by `days` (calendar arithmetic in UTC so DST never shifts it). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
