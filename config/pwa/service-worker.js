// The H5 service worker (compiled by workbox-webpack-plugin's InjectManifest from config/web-bundle.js;
// only the H5 build has it). It keeps:
//  - the app shell: every script and stylesheet of this build, precached (cache-first, by revision).
//    The page itself (index.html) is network-first, so an online visit always starts from the newest
//    build and never mixes chunks of two builds; offline it falls back to the precached copy, which
//    belongs to the same build as the precached chunks.
//  - the last-seen home, category and goods answers (network-first, fall back to the cache), only when
//    the request carries no token: answers to a signed-in shopper can hold private data, and no cart,
//    user, order or address answer is ever stored.
//  - shop images (cache-first with a size limit), so the cached pages show their pictures offline.
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, Strategy } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { clientsClaim } from 'workbox-core'

// The scope is /web/; the shell and the API live on the same origin.
const SCOPE = new URL(self.registration.scope)
const SHELL = new URL('index.html', SCOPE).href

/** API answers worth showing offline (public catalogue data); everything else goes straight to the network. */
const CACHEABLE_API = new Set(['index/index', 'goods/category', 'goods/detail', 'base/common'])
const API_CACHE = 'shop-api-v1'
/** Query params that identify a shopper or a device, or change on every call: never part of a cache key. */
const VOLATILE_PARAMS = ['token', 'uuid', 'user_lng', 'user_lat', 'mzt_token', 'referrer']

self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()

// Scripts and styles are served from the precache. The page itself is not: directoryIndex off, so a
// navigation to /web/ reaches the route below.
precache(self.__WB_MANIFEST)
addRoute({ directoryIndex: null, cleanURLs: false })

registerRoute(
  new NavigationRoute(async ({ request }) => {
    // Every navigation in the scope is the app shell (hash routes): the network's copy, or offline the
    // copy precached with this worker's chunks (never a newer page whose chunks it does not hold).
    try {
      return await fetch(request)
    } catch (error) {
      const shell = await matchPrecache(SHELL)
      if (!shell) throw error
      return shell
    }
  }),
)

/** The cache key of a public API call: its URL without the shopper's params, plus its JSON body. */
async function apiCacheKey(request) {
  const url = new URL(request.url)
  for (const name of VOLATILE_PARAMS) url.searchParams.delete(name)
  url.searchParams.sort()
  const body = request.method === 'POST' ? await request.clone().text() : ''
  url.searchParams.set('__body', body)
  return new Request(url.href, { method: 'GET' })
}

/** Whether the last public answer came from the cache: the pages then show the offline notice. */
let servedFromCache = false

/** Network first; when the network fails (not when it is slow), the last answer stored for this key. */
class PublicApiStrategy extends Strategy {
  async _handle(request, handler) {
    const key = await apiCacheKey(request)
    let response
    try {
      response = await handler.fetch(request)
    } catch (error) {
      const cached = await handler.cacheMatch(key)
      if (!cached) throw error
      servedFromCache = true
      await tellClients({ type: 'served-offline', url: request.url })
      return cached
    }
    if (servedFromCache) {
      // The network answers again: the notice can go.
      servedFromCache = false
      await tellClients({ type: 'served-online' })
    }
    if (response.ok && /json/.test(response.headers.get('content-type') || '')) {
      // Only a successful envelope (code 0) replaces what is stored.
      const body = await response
        .clone()
        .json()
        .catch(() => null)
      if (body && Number(body.code) === 0) await handler.cachePut(key, response.clone())
    }
    return response
  }
}

async function tellClients(message) {
  const windows = await self.clients.matchAll({ type: 'window' })
  for (const client of windows) client.postMessage(message)
}

function isPublicApiCall({ url, request }) {
  if (url.origin !== self.location.origin || url.pathname !== '/api.php') return false
  if (url.searchParams.get('token')) return false
  if (request.headers.get('authorization')) return false
  return CACHEABLE_API.has(url.searchParams.get('s') || '')
}

const publicApi = new PublicApiStrategy({ cacheName: API_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })] })
registerRoute(isPublicApiCall, publicApi, 'POST')
registerRoute(isPublicApiCall, publicApi, 'GET')

// Shop images: public, addressed by file name.
registerRoute(
  ({ url, request }) => url.origin === self.location.origin && url.pathname.startsWith('/static/') && request.destination === 'image',
  new CacheFirst({
    cacheName: 'shop-images-v1',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
)
