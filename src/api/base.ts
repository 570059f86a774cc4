import { call, route } from './client'
import { CODE, type ApiResult } from './types'
import { arr, int, obj, str } from './parse'
import type { CachedConfig } from '@/stores/storage'
import { currentClientType, parseQuickNav, type QuickNavItem } from './quick-nav'
import { parseSettings, type Settings } from './settings'

/** What the app reads from base/common (api-core 1.5). */
export interface TabItem {
  name: string
  icon: string
  iconActive: string
  page: string
}

export interface CommonConfig {
  status: number
  /** The `config` keys, typed and named (src/api/settings.ts). */
  settings: Settings
  /** Every quick_nav entry (the floating quick navigation picks this client's). */
  quickNav: QuickNavItem[]
  currencySymbol: string
  tabbar: TabItem[] | null
  tabTextColor?: string
  tabTextColorActive?: string
  /** Keyed by plugin name; a key present means the plugin is enabled. */
  pluginsBase: Record<string, { data?: Record<string, unknown> } & Record<string, unknown>>
  themeStyle?: string
  /** What is cached under cache_config_info_key: the answer as sent, status and config made sure. */
  raw: CachedConfig
}

function firstUrl(images: unknown): string {
  return str(obj(arr(images)[0]).url)
}

export function parseCommonConfig(data: unknown): CommonConfig {
  const raw = obj(data)
  const tabbar = obj(raw.app_tabbar)
  const content = obj(tabbar.content)
  const style = obj(tabbar.style)
  const nav = arr<Record<string, unknown>>(content.nav_content)
  return {
    status: int(raw.status),
    settings: parseSettings(raw.config, currentClientType()),
    quickNav: parseQuickNav(raw.quick_nav),
    currencySymbol: str(raw.currency_symbol) || '￥',
    tabbar: nav.length
      ? nav.map((item) => ({
          name: str(item.name),
          icon: firstUrl(item.img),
          iconActive: firstUrl(item.img_checked),
          page: str(obj(item.link).page),
        }))
      : null,
    tabTextColor: str(style.default_text_color) || undefined,
    tabTextColorActive: str(style.text_color_checked) || undefined,
    pluginsBase: obj(raw.plugins_base) as CommonConfig['pluginsBase'],
    themeStyle: str(raw.plugins_themestyle_data) || undefined,
    raw: { ...raw, status: int(raw.status), config: obj(raw.config) },
  }
}

export function getCommonConfig(): Promise<ApiResult<CommonConfig>> {
  return call(route('base', 'common'), { is_key: 1 }, parseCommonConfig, { silent: true })
}

export const BOOT = { maxRetries: 20, pollIntervalMs: 100, pollMaxTicks: 2300 }

/**
 * The boot call: retried up to 20 times on failure; -10000 (site closed for this client) stops at
 * once. Messages of failed attempts are shown once through `report`.
 */
export async function loadCommonConfig(
  report: (msg: string) => void,
  fetcher = getCommonConfig,
  onFailedAttempt: (failed: Extract<ApiResult<unknown>, { ok: false }>) => void = () => undefined,
): Promise<ApiResult<CommonConfig>> {
  let last: ApiResult<CommonConfig> | null = null
  for (let attempt = 0; attempt <= BOOT.maxRetries; attempt++) {
    last = await fetcher()
    if (last.ok) return last
    // Tell waiting pages at once: 21 attempts that each hang 10 s would keep them waiting for minutes.
    onFailedAttempt(last)
    // Site closed, or -400 (storage is wiped and login is opening): asking again changes nothing.
    if (last.code === CODE.SITE_CLOSED || last.code === CODE.LOGIN_REQUIRED) break
  }
  const failed = last as Extract<ApiResult<CommonConfig>, { ok: false }>
  if (failed.msg) report(failed.msg)
  return failed
}

/** Poll every 100 ms (up to 2300 ticks) until `isReady`; resolves false when it gives up. */
export function waitUntil(isReady: () => boolean, intervalMs = BOOT.pollIntervalMs, maxTicks = BOOT.pollMaxTicks): Promise<boolean> {
  return new Promise((resolve) => {
    if (isReady()) return resolve(true)
    let ticks = 0
    const timer = setInterval(() => {
      ticks += 1
      if (isReady()) {
        clearInterval(timer)
        resolve(true)
      } else if (ticks >= maxTicks) {
        clearInterval(timer)
        resolve(false)
      }
    }, intervalMs)
  })
}
