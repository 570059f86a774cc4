/** Calendar days in the shopper's own time zone (not UTC: in China, UTC is still yesterday before 08:00). */

const pad = (n: number) => String(n).padStart(2, '0')

/** "2026-11-25" for the local day of `date`. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
