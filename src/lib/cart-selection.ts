import type { CartItem } from '@/api/cart'
import { fromCents, toCents } from './money'

/**
 * Cart selection as ShopXO keeps it (api-core 3.3): every row is selected unless the shopper
 * unchecked it; unchecked rows are remembered as { cartId: quantity at uncheck time } so a row
 * whose quantity changed since becomes selected again.
 */
export type UncheckedMemory = Record<string, number>

export function isSelected(item: Pick<CartItem, 'id' | 'stock'>, unchecked: UncheckedMemory): boolean {
  return unchecked[item.id] !== item.stock
}

export function setSelected(unchecked: UncheckedMemory, item: Pick<CartItem, 'id' | 'stock'>, selected: boolean): UncheckedMemory {
  const next = { ...unchecked }
  if (selected) delete next[item.id]
  else next[item.id] = item.stock
  return next
}

/** Forget rows that are no longer in the cart so the memory does not grow forever. */
export function pruneUnchecked(unchecked: UncheckedMemory, items: Array<Pick<CartItem, 'id'>>): UncheckedMemory {
  const ids = new Set(items.map((item) => item.id))
  return Object.fromEntries(Object.entries(unchecked).filter(([id]) => ids.has(id)))
}

export function selectableItems<T extends Pick<CartItem, 'isInvalid'>>(items: T[]): T[] {
  return items.filter((item) => !item.isInvalid)
}

export function selectedItems<T extends Pick<CartItem, 'id' | 'stock' | 'isInvalid'>>(items: T[], unchecked: UncheckedMemory): T[] {
  return selectableItems(items).filter((item) => isSelected(item, unchecked))
}

export interface SelectionTotals {
  /** Σ quantity × price of selected valid rows, two decimals. */
  price: string
  /** Number of pieces selected. */
  quantity: number
  /** Number of rows selected. */
  rows: number
}

/** Totals in cents so 0.1 + 0.2 stays 0.30. */
export function selectionTotals(items: Array<Pick<CartItem, 'id' | 'stock' | 'isInvalid' | 'price'>>, unchecked: UncheckedMemory): SelectionTotals {
  const chosen = selectedItems(items, unchecked)
  const cents = chosen.reduce((sum, item) => sum + toCents(item.price) * item.stock, 0)
  return { price: fromCents(cents), quantity: chosen.reduce((sum, item) => sum + item.stock, 0), rows: chosen.length }
}

export function allSelected(items: Array<Pick<CartItem, 'id' | 'stock' | 'isInvalid'>>, unchecked: UncheckedMemory): boolean {
  const usable = selectableItems(items)
  return usable.length > 0 && usable.every((item) => isSelected(item, unchecked))
}

/** "Select all" toggles: all on when anything is off, otherwise all off. */
export function toggleAll(items: Array<Pick<CartItem, 'id' | 'stock' | 'isInvalid'>>, unchecked: UncheckedMemory): UncheckedMemory {
  if (!allSelected(items, unchecked)) return {}
  return Object.fromEntries(selectableItems(items).map((item) => [item.id, item.stock]))
}

export type QuantityCheck = { ok: true; stock: number } | { ok: false; reason: 'unchanged' | 'below_min' | 'over_max' | 'out_of_stock' | 'remove' }

/**
 * Clamp a requested quantity (stepper or typed) to the row's limits before calling cart/stock.
 * Going below 1 from the stepper means "remove this row" (the caller asks to confirm a delete).
 */
export function checkQuantity(item: Pick<CartItem, 'stock' | 'buyMin' | 'buyMax' | 'inventory'>, wanted: number): QuantityCheck {
  const target = Math.trunc(wanted)
  if (!Number.isFinite(target)) return { ok: false, reason: 'unchanged' }
  if (target < 1) return { ok: false, reason: 'remove' }
  if (target < item.buyMin) return { ok: false, reason: 'below_min' }
  if (item.buyMax > 0 && target > item.buyMax) return { ok: false, reason: 'over_max' }
  if (item.inventory > 0 && target > item.inventory) return { ok: false, reason: 'out_of_stock' }
  if (target === item.stock) return { ok: false, reason: 'unchanged' }
  return { ok: true, stock: target }
}
