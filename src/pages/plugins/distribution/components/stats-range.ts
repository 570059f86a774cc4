// The centre's statistics time range (api-plugins-1 §4.1): a preset chip or a custom start/end; both
// empty means all time. The label of the range button and the user/stats request come from here.
import type { TimePreset } from '@/api/plugins/distribution-centre'
import { dt } from './text'
import '@/i18n/locales/plugin-distribution-centre'

export interface StatsRange {
  /** The preset's key, or '' for a custom range. */
  key: string
  /** 'YYYY-MM-DD HH:mm:ss' (or '' = open). */
  start: string
  end: string
}

export const ALL_TIME: StatsRange = { key: '', start: '', end: '' }

export function presetRange(preset: TimePreset): StatsRange {
  return { key: preset.key, start: preset.start, end: preset.end }
}

/** The range the centre opens with: its default preset, else all time. */
export function initialRange(presets: TimePreset[], defaultKey: string): StatsRange {
  const preset = presets.find((p) => p.key === defaultKey)
  return preset ? presetRange(preset) : ALL_TIME
}

/** The day part of a range bound, for the date pickers. */
export const dayOf = (time: string) => time.slice(0, 10)

/**
 * A custom range from the two pickers ('YYYY-MM-DD' each, '' = open): the whole of both days, or the
 * message to show when the end is before the start.
 */
export function customRange(startDay: string, endDay: string): { range: StatsRange } | { error: string } {
  if (startDay && endDay && endDay < startDay) return { error: dt('range_end_before_start') }
  return { range: { key: '', start: startDay ? `${startDay} 00:00:00` : '', end: endDay ? `${endDay} 23:59:59` : '' } }
}

/** The range button's text: the preset's name, "All" when open on both sides, else "Custom". */
export function rangeLabel(range: StatsRange, presets: TimePreset[]): string {
  const preset = range.key ? presets.find((p) => p.key === range.key) : undefined
  if (preset) return preset.name
  if (!range.start && !range.end) return dt('range_all')
  return dt('range_custom')
}

/** The user/stats request body {name, start, end, index}. */
export function rangeRequest(range: StatsRange, presets: TimePreset[]): { name: string; start: string; end: string; index: string } {
  const preset = range.key ? presets.find((p) => p.key === range.key) : undefined
  return { name: preset?.name ?? '', start: range.start, end: range.end, index: range.key }
}
