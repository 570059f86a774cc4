import { parseServerTime } from './date'

/**
 * Mourning (grey) mode: on when the mourning plugin says is_app == 1 and now lies within
 * time_start..time_end, each bound optional (api-core 1.14).
 */
export interface MourningBase {
  /** is_app == 1: the app turns grey (within the window). */
  onInApp: boolean
  /** time_start / time_end as epoch ms; null = open-ended. */
  start: number | null
  end: number | null
}

/** plugins_base.mourning.data. */
export function parseMourningBase(data: Record<string, unknown>): MourningBase {
  return { onInApp: Number(data.is_app) === 1, start: parseServerTime(data.time_start), end: parseServerTime(data.time_end) }
}

export function isMourning(data: MourningBase | undefined | null, now: Date = new Date()): boolean {
  if (!data || !data.onInApp) return false
  const at = now.getTime()
  if (data.start !== null && at < data.start) return false
  if (data.end !== null && at > data.end) return false
  return true
}
