import { call, route } from './client'
import { arr, asIs, int, obj, str } from './parse'
import type { ApiResult } from './types'

/**
 * The home answer, unparsed. This module is all the app entry carries of home: the parsers (home.ts,
 * goods.ts) load with the home page, so the first screen's script stays small.
 */
export async function fetchHomeAnswer(): Promise<ApiResult<unknown>> {
  const ask = () => call(route('index', 'index'), { is_cache: 0 }, asIs, { silent: true })
  const first = await ask()
  // is_result_data_cache == 1 means a server snapshot: ask once more for fresh data.
  return first.ok && int(obj(first.data).is_result_data_cache) === 1 ? ask() : first
}

let early: Promise<ApiResult<unknown>> | null = null

/**
 * Start index/index while the app boots, when the shopper is opening the home page: the answer is then
 * on its way before the home page's code has loaded (it is the first screen, and its banner is the
 * largest paint). The home page takes it once with takeEarlyHomeAnswer(); later loads ask again.
 */
export function startEarlyHome(): void {
  early = fetchHomeAnswer()
  // The first banner is the largest paint: fetch it as soon as its address is known, not after rendering.
  // index.html does so first for its own early answer (config/early-calls.js); this covers an answer the
  // app asked for itself (the browser's cache serves the same address once).
  void early.then((result) => {
    const banner = result.ok ? obj(arr(obj(result.data).banner_list)[0]) : {}
    const firstBanner = str(banner.images_url ?? banner.images)
    if (firstBanner && typeof Image === 'function') {
      const image = new Image()
      image.setAttribute('fetchpriority', 'high')
      image.src = firstBanner
    }
  })
}

export function takeEarlyHomeAnswer(): Promise<ApiResult<unknown>> | null {
  const pending = early
  early = null
  return pending
}
