/**
 * The web build's side of sharing (spec 4): the payload of the page on screen as Open Graph tags (what a
 * link preview or a WeChat browser share reads) and the page's share link. Loaded on demand by
 * hooks/use-share.ts, so no page's first load carries it; mini-programs never load it.
 */
import { currentPageUrl } from '@/lib/navigate'
import { getRootStore } from '@/stores/root-store'
import { sharePayload, shareUrl, type ShareInfo, type SharePayload } from './share'

/** The payload each page instance set with useShare (a second goods detail in the stack has its own). */
const pageShares = new WeakMap<object, SharePayload>()

/** Where share links point: the configured H5 address (common_app_h5_url) or this page's own. */
export function webShareBase(configured: string): string {
  return configured || (typeof window !== 'undefined' ? window.location.href : '')
}

/** The link that opens `info`'s page (with the referrer) in the web build. */
export function webShareLink(info: ShareInfo): string {
  const stores = getRootStore()
  return shareUrl(webShareBase(stores.app.settings.h5Url), sharePayload(info, stores))
}

function publish(payload: SharePayload): void {
  if (typeof document === 'undefined') return
  const tags: Record<string, string> = {
    'og:title': payload.title,
    'og:description': payload.desc,
    'og:url': shareUrl(webShareBase(getRootStore().app.settings.h5Url), payload),
    'og:image': payload.imageUrl ?? '',
  }
  for (const [property, content] of Object.entries(tags)) {
    let tag = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`)
    if (!tag) {
      tag = document.createElement('meta')
      tag.setAttribute('property', property)
      document.head.appendChild(tag)
    }
    tag.setAttribute('content', content)
  }
}

/** A page's own share (useShare): kept for the page and published. */
export function publishOwnShare(page: object | null, info: ShareInfo): void {
  const payload = sharePayload(info, getRootStore())
  if (page) pageShares.set(page, payload)
  publish(payload)
}

/** PageShell: the page's own share when it set one, else its title, route and query (referrer added). */
export function publishPageShare(page: object | null, title: string): void {
  const own = page ? pageShares.get(page) : undefined
  if (own) publish(own)
  else {
    const [path, query = ''] = currentPageUrl().split('?')
    publish(sharePayload({ title, path, query }, getRootStore()))
  }
}
