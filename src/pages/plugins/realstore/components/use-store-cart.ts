import { useCallback, useEffect, useRef, useState } from 'react'
import { EMPTY_STORE_CART, getStoreCart, type StoreCart, type StoreCartLine } from '@/api/plugins/realstore'
import { addToStoreCart, changeStoreCartLine, removeStoreCartLines } from '@/api/plugins/realstore-pages'
import type { ApiResult } from '@/api/types'
import type { SpecPair } from '@/api/goods-summary'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import { quantityChange } from './store-cart-rules'
import '@/i18n/locales/plugin-realstore'

export interface StoreCartState {
  cart: StoreCart
  /** A change is on its way to the server: the steppers and the settle button wait. */
  busy: boolean
  reload: () => Promise<void>
  add: (goodsId: string, quantity: number, spec?: SpecPair[]) => Promise<boolean>
  setQuantity: (line: StoreCartLine, wanted: number) => Promise<void>
  clear: () => Promise<void>
}

/**
 * The cart of one store and order type (api-plugins-2 §3.7 store cart): loaded from detail/cartdata, changed
 * one request at a time; every answer is the whole cart as it is now. Guests have an empty cart.
 */
export function useStoreCart(storeId: string, useType: number | null, signedIn: boolean, onChanged?: () => void): StoreCartState {
  const [cart, setCart] = useState<StoreCart>(EMPTY_STORE_CART)
  const [busy, setBusy] = useState(false)
  const lock = useRef(false)

  const reload = useCallback(async () => {
    if (!storeId || useType === null || !signedIn) {
      setCart(EMPTY_STORE_CART)
      return
    }
    const result = await getStoreCart(storeId, useType)
    if (result.ok) setCart(result.data)
  }, [storeId, useType, signedIn])

  useEffect(() => {
    void reload()
  }, [reload])

  /** One change at a time; the answer replaces the cart. */
  const change = useCallback(
    async (request: () => Promise<ApiResult<StoreCart>>): Promise<boolean> => {
      if (lock.current) return false
      lock.current = true
      setBusy(true)
      const result = await request()
      lock.current = false
      setBusy(false)
      if (!result.ok) return false
      setCart(result.data)
      onChanged?.()
      return true
    },
    [onChanged],
  )

  const add = useCallback(
    (goodsId: string, quantity: number, spec: SpecPair[] = []) =>
      useType === null ? Promise.resolve(false) : change(() => addToStoreCart(storeId, useType, goodsId, quantity, spec)),
    [change, storeId, useType],
  )

  const setQuantity = useCallback(
    async (line: StoreCartLine, wanted: number) => {
      const next = quantityChange(line, wanted)
      if (next.kind === 'same') toast(t('plugin-realstore.quantity_same'))
      else if (next.kind === 'limit') toast(next.message)
      else if (next.kind === 'remove') {
        if (await confirmAction(t('plugin-realstore.confirm_remove', { title: line.title }))) await change(() => removeStoreCartLines([line.id]))
      } else await change(() => changeStoreCartLine(line.id, next.quantity))
    },
    [change],
  )

  const clear = useCallback(async () => {
    if (!cart.lines.length) return
    if (await confirmAction(t('plugin-realstore.confirm_clear'))) await change(() => removeStoreCartLines(cart.lines.map((line) => line.id)))
  }, [cart.lines, change])

  return { cart, busy, reload, add, setQuantity, clear }
}
