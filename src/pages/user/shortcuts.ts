import type { NavShortcut, OrderStatusCount, UserNavItem } from '@/api/user'
import type { IconName } from '@/components/icon/icon-names'
import { t } from '@/i18n'
import { listItems } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'
import '@/i18n/locales/account'

/** An entry of the user centre grid; `labelKey` is an i18n key so the grid follows the language. */
export interface Shortcut {
  key: string
  /** The tile's icon from the shop's icon set. */
  icon: IconName
  labelKey: string
  url: string
  /** Settings open without login (api-core 3.4); everything else asks for it. */
  open?: boolean
  /** Badge count (unread messages). */
  badge?: number
}

export const ORDERS_PAGE = '/pages/user-order/user-order'

/** The order panel's shortcuts (api-core 3.4): counts from user_order_status (101 = open after-sales). */
const ORDER_STATUS_SHORTCUTS = [
  { status: 1, labelKey: 'account.order_to_pay', url: '/pages/user-order/user-order?status=1' },
  { status: 2, labelKey: 'account.order_to_ship', url: '/pages/user-order/user-order?status=2' },
  { status: 3, labelKey: 'account.order_to_receive', url: '/pages/user-order/user-order?status=3' },
  { status: 101, labelKey: 'account.order_aftersale', url: '/pages/user-orderaftersale/user-orderaftersale' },
]

/** The icon of a panel shortcut without a picture of its own: the order statuses by their page, others a list. */
export function shortcutIcon(url: string): IconName {
  if (pathOf(url) === '/pages/user-orderaftersale/user-orderaftersale') return 'rotate-ccw'
  const status = /[?&]status=(\d+)/.exec(url)?.[1]
  return status === '1' ? 'credit-card' : status === '2' ? 'package' : status === '3' ? 'truck' : 'clipboard-list'
}

export function orderShortcuts(statuses: OrderStatusCount[]): NavShortcut[] {
  return ORDER_STATUS_SHORTCUTS.map((s) => ({
    name: t(s.labelKey),
    icon: '',
    url: s.url,
    count: statuses.find((x) => x.status === s.status)?.count ?? 0,
  }))
}

export function pathOf(url: string): string {
  return `/${url.replace(/^\//, '').split('?')[0]}`
}

function pluginOf(url: string): string | null {
  const match = /^\/pages\/plugins\/([^/]+)\//.exec(pathOf(url))
  return match ? match[1] : null
}

export interface NavPanel {
  item: UserNavItem
  shortcuts: NavShortcut[]
}

/**
 * The server's navigation as ShopXO draws it (api-core 3.4): the "my orders" entry becomes the order
 * panel with the status shortcuts, entries with extension_data become panels of their shortcuts, the
 * rest is the grid. Entries into plugins that are off are left out.
 */
export function splitNavigation(
  items: UserNavItem[],
  statuses: OrderStatusCount[],
  isPluginEnabled: (name: string) => boolean,
): { panels: NavPanel[]; grid: UserNavItem[] } {
  const panels: NavPanel[] = []
  const grid: UserNavItem[] = []
  for (const item of items) {
    if (!item.name) continue
    const page = Number(item.eventType) === 1 ? item.eventValue : ''
    const plugin = page ? pluginOf(page) : null
    if (plugin && !isPluginEnabled(plugin)) continue
    if (page && pathOf(page) === ORDERS_PAGE) panels.push({ item, shortcuts: orderShortcuts(statuses) })
    else if (item.extension.length) panels.push({ item, shortcuts: item.extension })
    else grid.push(item)
  }
  return { panels, grid }
}

/** The plugins' tiles (USER_CENTRE_SHORTCUTS) the server's navigation does not already show. */
export function pluginTiles(items: UserNavItem[], isPluginEnabled: (name: string) => boolean) {
  const shown = new Set(items.filter((i) => Number(i.eventType) === 1).map((i) => pathOf(i.eventValue)))
  return listItems(USER_CENTRE_SHORTCUTS).filter((s) => isPluginEnabled(s.plugin) && !shown.has(pathOf(s.url)))
}
