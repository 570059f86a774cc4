import { useRouter } from '@tarojs/taro'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { DiyGoods } from '@/api/diy-modules/rows'
import { openGoods } from '@/lib/open-goods'
import { ensureLoginOnTap } from '@/lib/session-gate-on-tap'
import { setItem } from '@/stores/storage'

// The spec picker and the cart call load when a shopper first taps "add to cart", not with the page (web build).
const CartSheet = process.env.TARO_ENV === 'h5' ? lazy(() => import('./cart-sheet')) : lazy(() => import(/* webpackMode: "eager" */ './cart-sheet'))

/**
 * A goods module's buy button (api-plugins-2 2.3): it opens the goods, or the shared spec picker that adds
 * to the cart. A guest goes to login first and comes back to this page with its query.
 */
export function useAddToCart(): { tap: (goods: DiyGoods, addsToCart: boolean) => void; picker: ReactNode } {
  const router = useRouter()
  const [picking, setPicking] = useState<DiyGoods | null>(null)

  /** On the web the login page's way back loses this page's query (the DIY id): write it again. */
  function returnHereAfterLogin() {
    const query = Object.entries(router.params)
      .filter(([key, value]) => !key.startsWith('$') && value !== undefined)
      .map(([key, value]) => `${key}=${encodeURIComponent(value ?? '')}`)
      .join('&')
    const path = (router.path || '').split('?')[0]
    if (path) setItem('cache_prev_page_key', query ? `${path}?${query}` : path)
  }

  function tap(goods: DiyGoods, addsToCart: boolean) {
    if (!addsToCart) openGoods(goods)
    else
      void ensureLoginOnTap().then((allowed) => {
        if (allowed) setPicking(goods)
        else returnHereAfterLogin()
      })
  }

  const picker = picking ? (
    <Suspense fallback={null}>
      <CartSheet goods={picking} onClose={() => setPicking(null)} />
    </Suspense>
  ) : null
  return { tap, picker }
}
