// DIY config as a view (shopxo DiyModule::ConfigViewHandle): images made absolute, modules outside their
// time window dropped, each module's data filled by its hydrator (hydrators.ts), the header's icon badges
// counted, and a fresh md5 render key per module.
import { createHash } from 'node:crypto'
import type { Ctx } from '../../core/context'
import { one } from '../../db'
import { cartTotalsView } from '../order/cart'
import { hydrateContent, isModuleOff, type Json } from './hydrators'
import { isObject, list } from './sources'
import './core-hydrators'

/** `[{url: '/static/..'}]` image lists anywhere in the config become absolute URLs. */
function absolutiseImages(ctx: Ctx, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutiseImages(ctx, v))
  if (!isObject(value)) return value
  const out: Json = {}
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === 'url' && typeof v === 'string' && v.startsWith('/static/') ? ctx.img(v) : absolutiseImages(ctx, v)
  }
  return out
}

/** "2026-11-22 10:00:00" in the server's zone, as unix seconds; null when empty. */
function parseTime(text: unknown): number | null {
  if (typeof text !== 'string' || !text.trim()) return null
  const t = Date.parse(text.trim().replace(' ', 'T'))
  return Number.isNaN(t) ? null : Math.floor(t / 1000)
}

/** ShopXO drops a module outside `content.content_top.time_value = [start, end]` in view mode. */
export function inTimeWindow(content: Json, now: number): boolean {
  const window = isObject(content.content_top) ? list(content.content_top.time_value) : []
  const start = parseTime(window[0])
  const end = parseTime(window[1])
  return (start === null || now >= start) && (end === null || now <= end)
}

const objectOf = (v: unknown): Json => (isObject(v) ? v : {})
const md5 = (value: unknown) => createHash('md5').update(JSON.stringify(value)).digest('hex')

function moduleView(ctx: Ctx, module: Json): Json {
  const com = objectOf(module.com_data)
  const comData = { ...com, content: hydrateContent(ctx, String(module.key ?? ''), objectOf(com.content)) }
  // ShopXO's module id is the md5 of its com_data, made on every load; the app keys its renders on it.
  return { ...module, id: md5(comData), com_data: comData }
}

const MESSAGE_PAGE = '/pages/message/message'
const CART_PAGES = ['/pages/cart/cart', '/pages/cart-page/cart-page']

/** The header's shortcut icons get their badge: unread messages, cart count (api-plugins-2 2.4 header). */
function headerView(ctx: Ctx, header: Json): Json {
  const com = objectOf(header.com_data)
  const content = objectOf(com.content)
  const icons = list(content.icon_setting)
  if (!icons.length) return header
  const user = ctx.user
  const unread = user
    ? (one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND is_read = 0 AND user_is_delete_time = 0', user.id)?.n ?? 0)
    : 0
  const cart = user ? Number(cartTotalsView(ctx, user.id).buy_number) || 0 : 0
  const badged = icons.map((raw) => {
    const icon = objectOf(raw)
    const page = String(objectOf(icon.link).page ?? '').split('?')[0]
    if (page === MESSAGE_PAGE) return { ...icon, badge: unread }
    if (CART_PAGES.includes(page)) return { ...icon, badge: cart }
    return icon
  })
  return { ...header, com_data: { ...com, content: { ...content, icon_setting: badged } } }
}

/** Modules that are switched off, out of their time window or owned by a switched-off plugin leave the list. */
function modulesView(ctx: Ctx, modules: unknown, now: number): Json[] {
  return list(modules)
    .filter(isObject)
    .filter((m) => String(m.is_enable ?? '1') === '1' && !isModuleOff(ctx, String(m.key ?? '')))
    .filter((m) => inTimeWindow(objectOf(objectOf(m.com_data).content), now))
    .map((m) => moduleView(ctx, m))
}

/** The config as the app receives it. `now` in unix seconds. */
export function diyConfigView(ctx: Ctx, raw: Json, now: number): Json {
  const config = absolutiseImages(ctx, raw) as Json
  return {
    header: headerView(ctx, objectOf(config.header)),
    footer: objectOf(config.footer),
    tabs_data: modulesView(ctx, config.tabs_data, now),
    diy_data: modulesView(ctx, config.diy_data, now),
  }
}
