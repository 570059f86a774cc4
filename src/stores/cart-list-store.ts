import { makeAutoObservable, runInAction } from 'mobx'
import { changeCartStock, deleteCartItems, getCart, type Cart, type CartItem } from '@/api/cart'
import type { LoadStatus } from '@/components/status-view/status-view'
import { allSelected, isSelected, pruneUnchecked, selectedItems, selectionTotals, setSelected, toggleAll, type UncheckedMemory } from '@/lib/cart-selection'
import { getItem, setItem } from './storage'

/** Where the tab badge goes; the root CartStore in the app, a spy in tests. */
export interface BadgeSink {
  setCount(count: number | string | undefined | null): void
}

/**
 * State of one cart view (tab page or stack page): rows, selection, busy rows, totals.
 * Every server answer updates the tab badge.
 */
export class CartListStore {
  items: CartItem[] = []
  status: LoadStatus = 'loading'
  error = ''
  failureKind = ''
  unchecked: UncheckedMemory = {}
  /** Row ids with a request running (their buttons are disabled). */
  busyIds: string[] = []
  deleting = false

  constructor(private badge: BadgeSink) {
    makeAutoObservable<CartListStore, 'badge'>(this, { badge: false })
    this.unchecked = getItem('cache_user_cart_not_use_data_key') ?? {}
  }

  get selected(): CartItem[] {
    return selectedItems(this.items, this.unchecked)
  }

  get totals() {
    return selectionTotals(this.items, this.unchecked)
  }

  get isAllSelected(): boolean {
    return allSelected(this.items, this.unchecked)
  }

  isSelected(item: CartItem): boolean {
    return !item.isInvalid && isSelected(item, this.unchecked)
  }

  isBusy(id: string): boolean {
    return this.busyIds.includes(id)
  }

  async load(): Promise<void> {
    if (!this.items.length || this.status === 'error') this.status = 'loading'
    const result = await getCart()
    runInAction(() => {
      if (!result.ok) {
        this.error = result.msg
        this.failureKind = result.kind
        this.status = 'error'
        return
      }
      this.apply(result.data)
    })
  }

  /** A login-expired answer leaves nothing to show; the page shows its guest state. */
  reset(): void {
    this.items = []
    this.status = 'loading'
  }

  toggle(item: CartItem): void {
    if (item.isInvalid) return
    this.remember(setSelected(this.unchecked, item, !this.isSelected(item)))
  }

  toggleAll(): void {
    this.remember(toggleAll(this.items, this.unchecked))
  }

  /** cart/stock; on success the row takes the server's numbers and becomes selected. */
  async changeQuantity(item: CartItem, stock: number): Promise<boolean> {
    if (this.isBusy(item.id)) return false
    this.busyIds.push(item.id)
    const result = await changeCartStock(item, stock)
    runInAction(() => {
      this.busyIds = this.busyIds.filter((id) => id !== item.id)
      if (!result.ok) return
      const updated = result.data
      this.items = this.items.map((row) => (row.id === item.id ? { ...row, ...updated, id: row.id } : row))
      this.remember(setSelected(this.unchecked, updated, true))
      this.badge.setCount(this.items.reduce((sum, row) => sum + row.stock, 0))
    })
    return result.ok
  }

  async remove(ids: string[]): Promise<boolean> {
    if (!ids.length || this.deleting) return false
    this.deleting = true
    this.busyIds.push(...ids)
    const result = await deleteCartItems(ids)
    runInAction(() => {
      this.deleting = false
      this.busyIds = this.busyIds.filter((id) => !ids.includes(id))
      if (!result.ok) return
      this.items = this.items.filter((row) => !ids.includes(row.id))
      this.status = this.items.length ? 'ready' : 'empty'
      this.remember(pruneUnchecked(this.unchecked, this.items))
      this.badge.setCount(result.data.buyNumber)
    })
    return result.ok
  }

  private apply(cart: Cart): void {
    this.items = cart.items
    this.error = ''
    this.failureKind = ''
    this.status = cart.items.length ? 'ready' : 'empty'
    this.remember(pruneUnchecked(this.unchecked, cart.items))
    this.badge.setCount(cart.buyNumber)
  }

  private remember(unchecked: UncheckedMemory): void {
    this.unchecked = unchecked
    setItem('cache_user_cart_not_use_data_key', unchecked)
  }
}
