/**
 * Mourning (grey) mode: on when the mourning plugin says is_app == 1 and now lies within
 * time_start..time_end, each bound optional (api-core 1.14).
 */
export interface MourningData {
  is_app?: number | string
  time_start?: string
  time_end?: string
}

function parseTime(text: string | undefined): number | null {
  if (!text) return null
  const ms = Date.parse(text.replace(' ', 'T'))
  return Number.isNaN(ms) ? null : ms
}

export function isMourning(data: MourningData | undefined | null, now: Date = new Date()): boolean {
  if (!data || Number(data.is_app) !== 1) return false
  const start = parseTime(data.time_start)
  const end = parseTime(data.time_end)
  const at = now.getTime()
  if (start !== null && at < start) return false
  if (end !== null && at > end) return false
  return true
}
