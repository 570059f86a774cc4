import type { EventItem } from '@/api/home'
import { listItems } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'
import '@/i18n/locales/account'

/** An entry of the user centre grid; `labelKey` is an i18n key so the grid follows the language. */
export interface Shortcut {
  key: string
  /** A symbol for the icon tile (not text: the same in every language). */
  glyph: string
  labelKey: string
  url: string
  /** Settings open without login (api-core 3.4); everything else asks for it. */
  open?: boolean
  /** Badge count (unread messages). */
  badge?: number
}

export const ACCOUNT_SHORTCUTS: Shortcut[] = [
  { key: 'orders', glyph: '≡', labelKey: 'account.nav_orders', url: '/pages/user-order/user-order' },
  { key: 'favor', glyph: '♡', labelKey: 'account.nav_favor', url: '/pages/user-favor/user-favor' },
  { key: 'browse', glyph: '◷', labelKey: 'account.nav_browse', url: '/pages/user-goods-browse/user-goods-browse' },
  { key: 'integral', glyph: '★', labelKey: 'account.nav_integral', url: '/pages/user-integral/user-integral' },
  { key: 'message', glyph: '✉', labelKey: 'account.nav_message', url: '/pages/message/message' },
  { key: 'address', glyph: '⌂', labelKey: 'account.nav_address', url: '/pages/user-address/user-address' },
  { key: 'aftersale', glyph: '↺', labelKey: 'account.nav_aftersale', url: '/pages/user-orderaftersale/user-orderaftersale' },
  { key: 'comments', glyph: '✎', labelKey: 'account.nav_comments', url: '/pages/user-goods-comments/user-goods-comments' },
  { key: 'setup', glyph: '⚙', labelKey: 'account.nav_setup', url: '/pages/setup/setup', open: true },
]

/** The order panel: status shortcuts with counts from user_order_status (101 = after-sales). */
export const ORDER_STATUS_SHORTCUTS = [
  { status: 1, labelKey: 'account.order_to_pay', url: '/pages/user-order/user-order?status=1' },
  { status: 2, labelKey: 'account.order_to_ship', url: '/pages/user-order/user-order?status=2' },
  { status: 3, labelKey: 'account.order_to_receive', url: '/pages/user-order/user-order?status=3' },
  { status: 100, labelKey: 'account.order_to_review', url: '/pages/user-order/user-order?status=4' },
  { status: 101, labelKey: 'account.order_aftersale', url: '/pages/user-orderaftersale/user-orderaftersale' },
]

function pathOf(url: string): string {
  return `/${url.replace(/^\//, '').split('?')[0]}`
}

function pluginOf(url: string): string | null {
  const match = /^\/pages\/plugins\/([^/]+)\//.exec(pathOf(url))
  return match ? match[1] : null
}

/**
 * The server's navigation minus what the grids already offer (the plugins' tiles included), and minus
 * entries into plugins that are not enabled.
 */
export function extraNavigation(items: EventItem[], isPluginEnabled: (name: string) => boolean): EventItem[] {
  const known = new Set([...ACCOUNT_SHORTCUTS, ...listItems(USER_CENTRE_SHORTCUTS)].map((s) => pathOf(s.url)))
  return items.filter((item) => {
    if (Number(item.eventType) === 1) {
      if (known.has(pathOf(item.eventValue))) return false
      const plugin = pluginOf(item.eventValue)
      if (plugin && !isPluginEnabled(plugin)) return false
    }
    return Boolean(item.name)
  })
}
