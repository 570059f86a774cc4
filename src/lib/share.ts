/**
 * Share payloads (spec 4, api-core 1.13): page values first, then the share plugin, then the app.
 * Pages describe what they share with useShare (src/hooks/use-share.ts); the home page (and any
 * other) can build the same payloads with sharePayload / friendShare / timelineShare. The web build's
 * Open Graph tags are in lib/web-share.ts (loaded when a page shows).
 */
import type { RootStore } from '@/stores/root-store'

export interface ShareInfo {
  title?: string
  kds?: string
  desc?: string
  path?: string
  query?: string
  img?: string
  video?: string
}

/** plugins_base.share.data: the shop's own share title, text and picture. */
export interface ShareBase {
  title: string
  desc: string
  pic: string
}

export function parseShareBase(data: Record<string, unknown>): ShareBase {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
  return { title: text(data.title), desc: text(data.desc), pic: text(data.pic) }
}

export interface ShareDefaults {
  pluginTitle?: string
  pluginDesc?: string
  pluginPic?: string
  appTitle: string
  appDesc?: string
  logo?: string
  homePage: string
  userId?: string
  /** Global flag: when 1 the share carries the image. */
  useImage: number
}

export interface SharePayload {
  title: string
  desc: string
  path: string
  query: string
  imageUrl?: string
}

/** The app's global is_share_use_image (spec 9 "share uses image on"). */
export const SHARE_USES_IMAGE = 1

function withReferrer(query: string, userId?: string): string {
  const clean = query.replace(/^\?/, '')
  if (!userId || /(^|&)referrer=/.test(clean)) return clean
  return clean ? `${clean}&referrer=${userId}` : `referrer=${userId}`
}

export function buildShare(info: ShareInfo, defaults: ShareDefaults): SharePayload {
  const query = withReferrer(info.query ?? '', defaults.userId)
  const image = info.img || defaults.pluginPic || defaults.logo
  return {
    title: info.title || defaults.pluginTitle || defaults.appTitle,
    desc: info.desc || defaults.pluginDesc || defaults.appDesc || '',
    path: info.path || defaults.homePage,
    query,
    imageUrl: defaults.useImage === 1 && image ? image : undefined,
  }
}

/** The fallbacks of this shop and shopper: the share plugin, the site name and square logo, the first tab. */
export function shareDefaults(stores: Pick<RootStore, 'app' | 'session'>): ShareDefaults {
  const { app, session } = stores
  const plugin = app.pluginBase('share', parseShareBase)
  const settings = app.settings
  return {
    pluginTitle: plugin?.title,
    pluginDesc: plugin?.desc,
    pluginPic: plugin?.pic,
    appTitle: settings.clientTitle || settings.siteName || 'ShopXO',
    appDesc: settings.clientDescription,
    logo: settings.logoSquare,
    homePage: app.tabPages[0] ?? '/pages/index/index',
    userId: session.user?.id ? String(session.user.id) : undefined,
    useImage: SHARE_USES_IMAGE,
  }
}

/** One call for a page: its share info over this shop's defaults. */
export function sharePayload(info: ShareInfo, stores: Pick<RootStore, 'app' | 'session'>): SharePayload {
  return buildShare(info, shareDefaults(stores))
}

/** Friend share: title, desc and the path with its query. */
export function friendShare(payload: SharePayload): { title: string; desc: string; path: string; imageUrl?: string } {
  return { title: payload.title, desc: payload.desc, path: payload.query ? `${payload.path}?${payload.query}` : payload.path, imageUrl: payload.imageUrl }
}

/** Timeline share: title and the query without a leading question mark. */
export function timelineShare(payload: SharePayload): { title: string; query: string; imageUrl?: string } {
  return { title: payload.title, query: payload.query.replace(/^\?/, ''), imageUrl: payload.imageUrl }
}

/** H5 share URL: the hash route after the app's base URL. */
export function shareUrl(base: string, payload: SharePayload): string {
  const root = base.split('#')[0]
  return `${root}#${payload.path}${payload.query ? `?${payload.query}` : ''}`
}
