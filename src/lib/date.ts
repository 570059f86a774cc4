/** Calendar days in the shopper's own time zone (not UTC: in China, UTC is still yesterday before 08:00). */

const pad = (n: number) => String(n).padStart(2, '0')

/** "2026-11-25" for the local day of `date`. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** Server date-times "2026-11-25 08:00:00" (or "2026-11-25") in local time, as epoch ms; null when empty or unreadable. */
export function parseServerTime(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return null
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00` : text.replace(' ', 'T'))
  return Number.isNaN(ms) ? null : ms
}
