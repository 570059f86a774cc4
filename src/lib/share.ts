/**
 * Share payloads (spec 4, api-core 1.13): page values first, then the share plugin, then the app.
 */
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
