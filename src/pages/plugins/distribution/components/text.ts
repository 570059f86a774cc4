import { t } from '@/i18n'
import '@/i18n/locales/plugin-distribution'

export const AREA = 'plugin-distribution'

/** The plugin's own texts: dt('team_empty') is t('plugin-distribution.team_empty'). */
export function dt(key: string, vars?: Record<string, string | number>): string {
  return t(`${AREA}.${key}`, vars)
}

/** A page title key of the plugin (PageShell titleKey). */
export const titleOf = (page: string) => `${AREA}.title_${page}`
