import { hasKey, t } from '@/i18n'

/**
 * A record's status in the words of the page's own tabs (`<area>.<prefix><code>`), so a card never says
 * "Invalid" under a "Void" tab; the server's name when the code is one the page does not know.
 */
export function statusText(keyPrefix: string, code: number | string, serverName: string): string {
  const key = `${keyPrefix}${code}`
  return hasKey(key) ? t(key) : serverName
}
