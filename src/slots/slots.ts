import type { BuyChoices, BuyPreview } from '@/api/buy'
import type { CartItem } from '@/api/cart'
import type { GoodsDetailPage, GoodsSummary } from '@/api/goods'
import type { Order } from '@/api/order'
import type { CachedUser } from '@/stores/storage'
import { defineGuards, defineList, defineSlot } from './slot'
import type { IconName } from '@/components/icon/icon-names'

/**
 * Every slot of the core pages and the props its embeds get. Only types and names live here: which
 * plugins fill a page's slots is listed in src/slots/fills/<page>.ts, the embeds live with their plugin.
 */

/** Goods card (lists): drawn over the photo. */
export const GOODS_CARD_MEDIA = defineSlot<{ goods: GoodsSummary }>('goods-card.media')

export interface GoodsDetailSlotProps {
  goodsId: string
}
/** Goods detail: over the gallery, once the detail answer is in (its plugins_* keys). */
export const GOODS_DETAIL_GALLERY = defineSlot<GoodsDetailSlotProps & { plugins: GoodsDetailPage['plugins'] }>('goods-detail.gallery')
/** Goods detail: between the gallery and the price card (a running promotion). */
export const GOODS_DETAIL_PROMO = defineSlot<GoodsDetailSlotProps>('goods-detail.promo')
/** Goods detail: in the price row, after the price (price badges). */
export const GOODS_DETAIL_PRICE = defineSlot<GoodsDetailSlotProps>('goods-detail.price')
/** Goods detail: cards below the price card (coupons, seller card, Q&A...), with the answer's plugins_* keys. */
export const GOODS_DETAIL_BLOCKS = defineSlot<GoodsDetailSlotProps & { plugins: GoodsDetailPage['plugins'] }>('goods-detail.blocks')

export type CheckoutPluginParams = NonNullable<BuyChoices['pluginParams']>
/** Checkout: choices that change the order (coupon, points); each new choice re-asks buy/index. */
export interface CheckoutSlotProps {
  /** The raw plugins_*_data of the buy/index answer; each embed parses its own. */
  pluginData: BuyPreview['pluginData']
  /** The plugin params sent with buy/index and buy/add now. */
  params: CheckoutPluginParams
  /** All plugin params after the shopper's choice (an embed keeps the others' keys). */
  onChange: (params: CheckoutPluginParams) => void
  /** The page is busy or re-calculating: no new choice until it answers. */
  disabled: boolean
}
export const CHECKOUT_EXTRAS = defineSlot<CheckoutSlotProps>('checkout.extras')

/** User centre: entries between the header and the order panel. */
export interface UserCentreSlotProps {
  /** The shopper's points from the user-centre answer (null until it came). */
  integral: number | null
  /** Bumped each time the page shows again: embeds with data of their own reload. */
  refreshKey: number
}
export const USER_CENTRE_ENTRIES = defineSlot<UserCentreSlotProps>('user.entries')
/** User centre: the "more services" grid, one tile per plugin (shown while its plugin is on). */
export interface UserCentreShortcut {
  key: string
  /** The tile's icon from the shop's icon set (src/components/icon/icon-names.ts). */
  icon: IconName
  labelKey: string
  url: string
}
export const USER_CENTRE_SHORTCUTS = defineList<UserCentreShortcut>('user.shortcuts')

/** Settings page: rows in the card above "clear cache". */
export const SETUP_ENTRIES = defineSlot<Record<string, never>>('setup.entries')

/** Order list card and order detail: plugin links of one order (drawn as buttons of the host's class). */
export interface OrderSlotProps {
  order: Order
  className: string
}
export const ORDER_CARD_ACTIONS = defineSlot<OrderSlotProps>('order-card.actions')
export const ORDER_DETAIL_PARCELS = defineSlot<OrderSlotProps>('order-detail.parcels')

/**
 * Home: plugin blocks, drawn in the shop's `plugins_sort_list` order (the host passes it to <Slot order>).
 * Real ShopXO sends each block's data in the home answer as `plugins_<name>_data`: an embed reads
 * `pluginData.<name>` (parsed by its plugin's api module) before asking anything of its own.
 */
export interface HomeSlotProps {
  /** The home answer: a new one reloads the blocks. */
  refreshKey: unknown
  /** `plugins_<name>_data` of the home answer by plugin name, as sent. */
  pluginData: Readonly<Record<string, unknown>>
  /** A block calls it once it knows whether it shows (its answer came, or its plugin is off). */
  onSettled: (plugin: string) => void
}
/** Above the goods floors, after the icon navigation. The floors wait until every block has settled. */
export const HOME_BLOCKS = defineSlot<HomeSlotProps>('home.blocks')
/** After the goods floors (api-plugins-2 §1 "second pass": activity and blog location 1, sale records). */
export const HOME_BLOCKS_AFTER_FLOORS = defineSlot<HomeSlotProps>('home.after-floors')

/** Cart tab: plugin entries above the cart list (the realstore plugin's store cart). */
export const CART_ENTRIES = defineSlot<Record<string, never>>('cart.entries')

/** Order detail: plugin cards of one order after its pickup code (a store order's punch cards and batches). */
export const ORDER_DETAIL_BLOCKS = defineSlot<OrderSlotProps>('order-detail.blocks')

/** Goods detail: beside the share button (the distribution goods poster); drawn with the host's icon-button class. */
export const GOODS_DETAIL_SHARE = defineSlot<GoodsDetailSlotProps & { className: string }>('goods-detail.share')
/** Login page: sign-in ways of plugins under the form (third-party providers), drawn for every form. */
export interface LoginProvidersSlotProps {
  /** The form on show: login, reg, forget, bind_verify, bind_email or success. */
  form: string
  /** The shopper ticked the agreement (a third-party login needs it too). */
  agreed: boolean
  /** Finish a login as the page's own forms do (mandatory phone binding, then back where the shopper was). */
  onLoggedIn: (user: CachedUser) => void
}
export const LOGIN_PROVIDERS = defineSlot<LoginProvidersSlotProps>('login.providers')

/** Checkout: before buy/add (the order-goods form checks its fields). Same data as CHECKOUT_EXTRAS. */
export const CHECKOUT_SUBMIT_GUARDS = defineGuards<Pick<CheckoutSlotProps, 'pluginData' | 'params'>>('checkout.submit')
/** Cart: before opening the checkout with the selected rows (the prescription check). */
export const CART_CHECKOUT_GUARDS = defineGuards<{ items: CartItem[] }>('cart.checkout')
/** Cart: sheets a cart guard opens (the prescription choice), drawn once with the cart. */
export const CART_SHEETS = defineSlot<Record<string, never>>('cart.sheets')
