import { useRouter } from '@tarojs/taro'
import { lazy, Suspense, useState, type ReactNode } from 'react'
import type { DiyGoods } from '@/api/diy'
import { saveCart } from '@/api/cart'
import type { SpecChoice } from '@/components/spec-picker/spec-picker'
import { openGoods } from '@/components/goods-card/goods-card'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { useStores } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import '@/i18n/locales/diy'
import '@/i18n/locales/goods'

// The spec picker loads when a shopper first taps "add to cart", not with the page (web build).
const SpecPicker =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import(/* webpackChunkName: "spec-picker" */ '@/components/spec-picker/spec-picker').then((m) => ({ default: m.SpecPicker })))
    : lazy(() => import(/* webpackMode: "eager" */ '@/components/spec-picker/spec-picker').then((m) => ({ default: m.SpecPicker })))

/**
 * A goods module's buy button (api-plugins-2 2.3): it opens the goods, or the shared spec picker that adds
 * to the cart. A guest goes to login first and comes back to this page with its query.
 */
export function useAddToCart(): { tap: (goods: DiyGoods, addsToCart: boolean) => void; picker: ReactNode } {
  const { cart } = useStores()
  const router = useRouter()
  const [picking, setPicking] = useState<DiyGoods | null>(null)
  const [busy, setBusy] = useState(false)

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
    else if (ensureLogin()) setPicking(goods)
    else returnHereAfterLogin()
  }

  async function confirm(choice: SpecChoice) {
    if (!picking || busy) return
    setBusy(true)
    const result = await saveCart(picking.id, choice.quantity, choice.spec)
    setBusy(false)
    if (!result.ok) return
    cart.setCount(result.data.buyNumber)
    toast(result.msg || t('goods.added_to_cart'), 'success')
    setPicking(null)
  }

  const picker = picking ? (
    <Suspense fallback={null}>
      <SpecPicker
        visible
        goods={picking}
        actions={[{ type: 'cart', name: t('diy.add_to_cart'), color: 'main' }]}
        busy={busy}
        onClose={() => setPicking(null)}
        onConfirm={(_action, choice) => void confirm(choice)}
      />
    </Suspense>
  ) : null
  return { tap, picker }
}
