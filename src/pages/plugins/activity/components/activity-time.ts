import type { ActivitySummary } from '@/api/plugins/activity'
import { t } from '@/i18n'
import '@/i18n/locales/plugin-activity'

/** The activity's time window as a sentence ("from ... to ...", or only the side it has). */
export function activityWindow(activity: Pick<ActivitySummary, 'timeStart' | 'timeEnd'>): string {
  const { timeStart: start, timeEnd: end } = activity
  if (start && end) return t('plugin-activity.time_window', { start, end })
  if (start) return t('plugin-activity.time_from', { start })
  if (end) return t('plugin-activity.time_until', { end })
  return ''
}
