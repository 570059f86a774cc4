import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { SYSTEM_TAB_PAGES } from '@/stores/app-store'
import type { CartStore } from '@/stores/cart-store'

/** Labels of the native bar, in app.config.ts order. */
const NATIVE_LABELS = ['tabs.index', 'tabs.category', 'tabs.cart', 'tabs.user']
const CART_INDEX = SYSTEM_TAB_PAGES.indexOf('/pages/cart/cart')

/**
 * Baidu, Douyin and Kuaishou show the platform's own bar (config/mini-targets.js): keep its labels in
 * the UI language and its cart badge in step with the cart. Called when a tab page shows, since some
 * platforms refuse tab bar calls from other pages.
 */
export function syncNativeTabBar(cart: Pick<CartStore, 'badge'>): void {
  NATIVE_LABELS.forEach((key, index) => void Taro.setTabBarItem({ index, text: t(key) }).catch(() => undefined))
  if (cart.badge) void Taro.setTabBarBadge({ index: CART_INDEX, text: cart.badge }).catch(() => undefined)
  else void Taro.removeTabBarBadge({ index: CART_INDEX }).catch(() => undefined)
}
