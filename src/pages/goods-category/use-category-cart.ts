import { useEffect, useRef, useState } from 'react'
import { changeCartStock, deleteCartItems, saveCart, type CartItem } from '@/api/cart'
import type { GoodsDetail } from '@/api/goods'
import type { GoodsSummary } from '@/api/goods-summary'
import type { SpecChoice } from '@/components/spec-picker/spec-picker'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { cartCheckoutUrl } from '@/lib/buy-link'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { CartListStore } from '@/stores/cart-list-store'
import { useStores } from '@/stores/root-store'
import { cartBarTotals, rowStep } from './category-cart'
import '@/i18n/locales/cart'
import '@/i18n/locales/goods'
import '@/i18n/locales/catalog'

// The goods detail reader is needed only when a goods with several specs is added (its picker): on the web
// it loads with that tap, not with the category page.
const loadGoodsApi = () => (process.env.TARO_ENV === 'h5' ? import('@/api/goods') : import(/* webpackMode: "eager" */ '@/api/goods'))

/**
 * The goods-list mode's cart (api-core 3.2): cart/index for the quantities and the bar, −/+ on goods
 * rows and on the bar's list (cart/save, cart/stock, cart/delete, each followed by cart/index), the
 * spec picker for goods with specs, "clear" and checkout. Every action needs a signed-in shopper.
 */
export function useCategoryCart() {
  const { session, cart } = useStores()
  const [store] = useState(() => new CartListStore(cart))
  const [busy, setBusy] = useState(false)
  const [listOpen, setListOpen] = useState(false)
  const [picking, setPicking] = useState<GoodsDetail | null>(null)
  const running = useRef(false)

  useEffect(() => {
    if (session.isLoggedIn) void store.load()
    else store.reset()
  }, [session.isLoggedIn, session.token, store])

  // Back from goods detail or checkout: the cart may have changed there.
  useShowAgain(() => {
    if (session.isLoggedIn) void store.load()
  })

  /** One request at a time; the cart is read again after every change. */
  async function run(task: () => Promise<boolean>): Promise<void> {
    if (running.current || !ensureLogin()) return
    running.current = true
    setBusy(true)
    const changed = await task()
    if (changed) await store.load()
    running.current = false
    setBusy(false)
  }

  const stepGoods = (goods: GoodsSummary, delta: 1 | -1) =>
    run(async () => {
      const step = rowStep(goods, store.items, delta)
      switch (step.kind) {
        case 'spec':
          if (delta < 0) {
            toast(t('catalog.adjust_in_cart'))
            setListOpen(true)
            return false
          }
          return openPicker(goods.id)
        case 'refused':
          if (step.reason !== 'nothing') toast(t(step.reason === 'over_max' ? 'errors.restricted_purchase' : 'errors.out_of_stock'))
          return false
        default:
          return applyStep(step.kind === 'save' ? { save: goods.id, stock: step.stock } : step)
      }
    })

  /** −/+ in the bar's list: the row's own limits; below its minimum it leaves the cart. */
  const stepRow = (row: CartItem, delta: 1 | -1) =>
    run(async () => {
      const next = row.stock + delta
      if (next < row.buyMin) return applyStep({ kind: 'delete', row })
      if ((row.buyMax > 0 && next > row.buyMax) || next > row.inventory) {
        toast(t(row.buyMax > 0 && next > row.buyMax ? 'errors.restricted_purchase' : 'errors.out_of_stock'))
        return false
      }
      return applyStep({ kind: 'stock', row, stock: next })
    })

  async function applyStep(step: { save: string; stock: number } | { kind: 'stock'; row: CartItem; stock: number } | { kind: 'delete'; row: CartItem }) {
    if ('save' in step) return (await saveCart(step.save, step.stock)).ok
    if (step.kind === 'stock') return (await changeCartStock(step.row, step.stock)).ok
    if (!(await confirmAction(t('cart.confirm_delete_one')))) return false
    return (await deleteCartItems([step.row.id])).ok
  }

  async function openPicker(goodsId: string): Promise<boolean> {
    const goodsApi = await loadGoodsApi().catch(() => null)
    if (!goodsApi) {
      toast(t('errors.chunk_load_failed'))
      return false
    }
    const detail = await goodsApi.getGoodsDetail(goodsId)
    if (detail.ok) setPicking(detail.data.goods)
    else toast(detail.msg)
    return false
  }

  const addWithSpec = (choice: SpecChoice) =>
    run(async () => {
      if (!picking) return false
      const result = await saveCart(picking.id, choice.quantity, choice.spec)
      if (!result.ok) return false
      toast(result.msg || t('goods.added_to_cart'), 'success')
      setPicking(null)
      return true
    })

  const clear = () =>
    run(async () => {
      const ids = store.items.map((item) => item.id)
      if (!ids.length || !(await confirmAction(t('catalog.cart_clear_confirm')))) return false
      const done = (await deleteCartItems(ids)).ok
      if (done) setListOpen(false)
      return done
    })

  const checkout = () => {
    if (!ensureLogin()) return
    const { ids } = cartBarTotals(store.items)
    if (!ids.length) toast(t('cart.choose_goods'))
    else void openPage(cartCheckoutUrl(ids))
  }

  return { store, busy, listOpen, setListOpen, picking, closePicker: () => setPicking(null), stepGoods, stepRow, addWithSpec, clear, checkout }
}

export type CategoryCart = ReturnType<typeof useCategoryCart>
