import Taro, { useDidShow, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { currentPageUrl } from '@/lib/navigate'
import { friendShare, sharePayload, timelineShare, type ShareInfo } from '@/lib/share'
import { getRootStore } from '@/stores/root-store'

function currentPage(): object | null {
  return (Taro.getCurrentInstance().page as object | null | undefined) ?? null
}

/**
 * The web build's share code, fetched when a page first shows (not part of any page's first load).
 * Branched at build time: mini-programs never bundle it (it reads window.location).
 */
const webShare = (): Promise<typeof import('@/lib/web-share')> =>
  process.env.TARO_ENV === 'h5' ? import('@/lib/web-share') : Promise.reject(new Error('web share on a mini-program'))

/** Mini-programs: the friend share (title, desc, path?query) and the timeline share (title, query without "?"). */
function useMiniShare(info: ShareInfo | null): void {
  const payload = () => {
    if (info) return sharePayload(info, getRootStore())
    // Until the page's data is in, the page shares itself: its route and query.
    const [path, query = ''] = currentPageUrl().split('?')
    return sharePayload({ path, query }, getRootStore())
  }
  useShareAppMessage(() => friendShare(payload()))
  useShareTimeline(() => timelineShare(payload()))
}

/** The web: the page's payload as Open Graph tags while it is on screen. */
function useWebShare(info: ShareInfo | null): void {
  const [page] = useState(currentPage)
  const key = info ? JSON.stringify(info) : ''
  const publish = () => {
    if (info) void webShare().then((share) => share.publishOwnShare(page, info))
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the info's content, not its identity
  useEffect(publish, [key])
  useDidShow(publish)
}

/**
 * What the page shares (spec 4, api-core 1.13): `info` over the shop's defaults (lib/share), the
 * referrer added. `null` while the page's data loads: the page's default share stands until then.
 */
export const useShare: (info: ShareInfo | null) => void = process.env.TARO_ENV === 'h5' ? useWebShare : useMiniShare

/** PageShell on the web build: publish the page on screen's share, its own when useShare set one. */
export function publishPageShare(title: string): Promise<void> {
  if (process.env.TARO_ENV === 'h5') {
    const page = currentPage()
    return webShare().then((share) => share.publishPageShare(page, title))
  }
  return Promise.resolve()
}

/** The web share link of `info` (goods detail's "share" copies it). */
export function webShareLink(info: ShareInfo): Promise<string> {
  return webShare().then((share) => share.webShareLink(info))
}
