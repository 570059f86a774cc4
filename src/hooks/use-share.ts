import Taro, { useDidShow, useShareAppMessage, useShareTimeline } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { currentPageUrl } from '@/lib/navigate'
import { friendShare, publishWebShare, sharePayload, timelineShare, type ShareInfo, type SharePayload } from '@/lib/share'
import { getRootStore } from '@/stores/root-store'

/** The payload each page instance set with useShare (a second goods detail in the stack has its own). */
const pageShares = new WeakMap<object, SharePayload>()

function currentPage(): object | null {
  return (Taro.getCurrentInstance().page as object | null | undefined) ?? null
}

/**
 * What the page shares (spec 4, api-core 1.13): `info` over the shop's defaults, the referrer added.
 * Mini-programs get the friend share (title, desc, path?query) and the timeline share (title, query
 * without "?"); the web build publishes the payload as Open Graph tags while the page is on screen.
 * `null` while the page's data loads: the defaults (PageShell) stand until then.
 */
export function useShare(info: ShareInfo | null): SharePayload | null {
  const [page] = useState(currentPage)
  const stores = getRootStore()
  const payload = info ? sharePayload(info, stores) : null
  const key = payload ? JSON.stringify(payload) : ''

  useShareAppMessage(() => (payload ? friendShare(payload) : friendShare(defaultPagePayload(''))))
  useShareTimeline(() => (payload ? timelineShare(payload) : timelineShare(defaultPagePayload(''))))

  useEffect(() => {
    if (!payload) return
    if (page) pageShares.set(page, payload)
    publishWebShare(payload, stores.app.settings.h5Url)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the payload's content, not its identity
  }, [key])

  useDidShow(() => {
    if (payload) publishWebShare(payload, stores.app.settings.h5Url)
  })
  return payload
}

/** A page without a share of its own shares itself: its title, its route and query (referrer added). */
function defaultPagePayload(title: string): SharePayload {
  const [path, query = ''] = currentPageUrl().split('?')
  return sharePayload({ title, path, query }, getRootStore())
}

/** PageShell on the web build: the payload of the page on screen, its own when useShare set one. */
export function publishPageShare(title: string): void {
  if (process.env.TARO_ENV === 'h5') {
    const page = currentPage()
    const own = page ? pageShares.get(page) : undefined
    publishWebShare(own ?? defaultPagePayload(title), getRootStore().app.settings.h5Url)
  }
}
