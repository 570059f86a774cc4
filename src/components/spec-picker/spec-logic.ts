import type { SpecBase, SpecGroup, SpecPair } from '@/api/goods'
import '@/i18n/locales/goods'

/**
 * The goods-buy rules of api-core 2.2 as pure functions, so they are tested without a UI:
 * groups are chosen in order, later groups reset when an earlier one changes, values the server
 * does not offer are disabled, and the quantity stays within min / max / stock.
 */
export interface SpecState {
  /** Chosen values of groups 0..n-1 in order (a prefix: group k is chosen only if 0..k-1 are). */
  chosen: string[]
  /** Per group: values that can be chosen, or null while the group is locked (earlier group open). */
  allowed: Array<string[] | null>
}

export type ValueState = 'selected' | 'enabled' | 'disabled'

/** Values of a group that have stock of their own (single-group goods carry per-value inventory). */
function stockedValues(group: SpecGroup): string[] {
  return group.values.filter((value) => value.inventory === null || value.inventory > 0).map((value) => value.name)
}

export function initialSpecState(groups: SpecGroup[]): SpecState {
  return { chosen: [], allowed: groups.map((group, index) => (index === 0 ? stockedValues(group) : null)) }
}

export function valueState(state: SpecState, groupIndex: number, value: string): ValueState {
  if (state.chosen[groupIndex] === value) return 'selected'
  const allowed = state.allowed[groupIndex]
  return allowed && allowed.includes(value) ? 'enabled' : 'disabled'
}

/**
 * Tap a value: choosing keeps the earlier groups, replaces this one and resets every later group
 * (locked until the server says what the next group offers). Tapping the selected value clears it.
 * Returns the same state when the tap is not allowed.
 */
export function chooseValue(state: SpecState, groupIndex: number, value: string): SpecState {
  const current = valueState(state, groupIndex, value)
  if (current === 'disabled') return state
  const chosen = current === 'selected' ? state.chosen.slice(0, groupIndex) : [...state.chosen.slice(0, groupIndex), value]
  const allowed = state.allowed.map((values, index) => (index <= groupIndex ? values : null))
  return { chosen, allowed }
}

/** The server's answer for the group after the chosen prefix (goods/spectype). */
export function applyNextValues(state: SpecState, groupIndex: number, values: string[]): SpecState {
  // A late answer for a prefix that has since changed is ignored.
  if (groupIndex !== state.chosen.length || groupIndex >= state.allowed.length) return state
  const allowed = state.allowed.map((current, index) => (index === groupIndex ? values : current))
  return { ...state, allowed }
}

/** Index of the group whose choices must be fetched next, or -1 when none. */
export function pendingGroup(state: SpecState, groups: SpecGroup[]): number {
  const next = state.chosen.length
  return next > 0 && next < groups.length && state.allowed[next] === null ? next : -1
}

export function isComplete(state: SpecState, groups: SpecGroup[]): boolean {
  return state.chosen.length === groups.length
}

export function specPairs(state: SpecState, groups: SpecGroup[]): SpecPair[] {
  return state.chosen.map((value, index) => ({ type: groups[index].name, value }))
}

/** "Gold / 128G" for the detail page's "selected" row. */
export function specText(state: SpecState): string {
  return state.chosen.join(' / ')
}

/** The picture of the last chosen value that has one, else the goods image. */
export function chosenImage(state: SpecState, groups: SpecGroup[], fallback: string): string {
  for (let index = state.chosen.length - 1; index >= 0; index--) {
    const value = groups[index].values.find((v) => v.name === state.chosen[index])
    if (value?.image) return value.image
  }
  return fallback
}

export interface Offer {
  price: string
  originalPrice: string
  inventory: number
  buyMin: number
  /** 0 = no limit. */
  buyMax: number
}

export interface GoodsOffer {
  price: string
  originalPrice: string
  inventory: number
  buyMin: number
  buyMax: number
}

/** Price, stock and limits to show: the chosen spec's when known, else the goods'. */
export function currentOffer(goods: GoodsOffer, specBase: SpecBase | null): Offer {
  if (!specBase)
    return { price: goods.price, originalPrice: goods.originalPrice, inventory: goods.inventory, buyMin: Math.max(1, goods.buyMin), buyMax: goods.buyMax }
  return {
    price: specBase.price || goods.price,
    originalPrice: specBase.originalPrice || goods.originalPrice,
    inventory: specBase.inventory,
    buyMin: Math.max(1, specBase.buyMin || goods.buyMin),
    buyMax: specBase.buyMax || goods.buyMax,
  }
}

export type QuantityMessage = 'errors.out_of_stock' | 'errors.restricted_purchase' | 'goods.min_purchase_hint'

/** The highest quantity allowed: stock, and the purchase limit when there is one. */
export function maxQuantity(offer: Offer): number {
  return offer.buyMax > 0 ? Math.min(offer.inventory, offer.buyMax) : offer.inventory
}

/** Keep a typed or stepped quantity within limits; the message says which limit was hit. */
export function clampQuantity(wanted: number, offer: Offer): { quantity: number; message: QuantityMessage | null } {
  const asked = Number.isFinite(wanted) ? Math.floor(wanted) : offer.buyMin
  const min = offer.buyMin
  if (asked < min) return { quantity: Math.min(min, Math.max(offer.inventory, 1)), message: 'goods.min_purchase_hint' }
  if (offer.buyMax > 0 && asked > offer.buyMax && offer.buyMax <= offer.inventory)
    return { quantity: Math.max(min, offer.buyMax), message: 'errors.restricted_purchase' }
  if (asked > offer.inventory) return { quantity: Math.max(min, Math.min(offer.inventory, asked)), message: 'errors.out_of_stock' }
  return { quantity: asked, message: null }
}

export type ConfirmMessage = 'errors.choose_spec' | 'errors.out_of_stock' | 'errors.restricted_purchase'

/** Why confirm (cart / buy) cannot go ahead yet, or null. */
export function confirmProblem(state: SpecState, groups: SpecGroup[], quantity: number, offer: Offer): ConfirmMessage | null {
  if (!isComplete(state, groups)) return 'errors.choose_spec'
  if (offer.inventory <= 0 || quantity > offer.inventory) return 'errors.out_of_stock'
  if (offer.buyMax > 0 && quantity > offer.buyMax) return 'errors.restricted_purchase'
  return null
}

/** Pre-select values from the page's `spec` param ("v1|v2"): the names that exist, in group order. */
export function parsePreselection(param: string | undefined, groups: SpecGroup[]): string[] {
  if (!param) return []
  let text = param
  try {
    text = decodeURIComponent(param)
  } catch {
    /* already decoded */
  }
  const names = text.split('|')
  const picked: string[] = []
  for (let index = 0; index < groups.length && index < names.length; index++) {
    if (!groups[index].values.some((v) => v.name === names[index])) break
    picked.push(names[index])
  }
  return picked
}
