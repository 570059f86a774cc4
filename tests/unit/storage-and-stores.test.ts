import Taro from '@tarojs/taro'
import { AppStore } from '@/stores/app-store'
import { CartStore } from '@/stores/cart-store'
import { SessionStore } from '@/stores/session-store'
import { clearAll, clearExceptPreferences, getItem, removeItem, setItem } from '@/stores/storage'
import { getLanguage, t } from '@/i18n'

beforeEach(() => Taro.clearStorageSync())

describe('storage', () => {
  it('round-trips typed values and reports missing keys as undefined', () => {
    expect(getItem('cache_search_history_key')).toBeUndefined()
    setItem('cache_search_history_key', ['lipstick', 'serum'])
    expect(getItem('cache_search_history_key')).toEqual(['lipstick', 'serum'])
    removeItem('cache_search_history_key')
    expect(getItem('cache_search_history_key')).toBeUndefined()
  })

  it('clearAll wipes everything (code -400)', () => {
    setItem('theme', 'blue')
    setItem('cache_shop_user_info_key', { id: '1', token: 'abc' })
    clearAll()
    expect(getItem('theme')).toBeUndefined()
    expect(getItem('cache_shop_user_info_key')).toBeUndefined()
  })

  it('sign-out keeps language, theme and the device uuid but drops the user', () => {
    setItem('theme', 'green')
    setItem('language', 'en')
    setItem('cache_user_uuid_key', 'uuid-1')
    setItem('cache_shop_user_info_key', { id: '1', token: 'abc' })
    setItem('cache_buy_user_address_select_key', { id: 3 })
    clearExceptPreferences()
    expect(getItem('theme')).toBe('green')
    expect(getItem('language')).toBe('en')
    expect(getItem('cache_user_uuid_key')).toBe('uuid-1')
    expect(getItem('cache_shop_user_info_key')).toBeUndefined()
    expect(getItem('cache_buy_user_address_select_key')).toBeUndefined()
  })
})

describe('AppStore', () => {
  it('reads theme and language from storage and persists changes', () => {
    setItem('theme', 'purple')
    setItem('language', 'en-US')
    const app = new AppStore()
    expect(app.theme).toBe('purple')
    expect(app.language).toBe('en')
    expect(getLanguage()).toBe('en')
    expect(t('tabs.cart')).toBe('Cart')
    app.setLanguage('zh')
    expect(t('tabs.cart')).toBe('购物车')
    expect(getItem('language')).toBe('zh')
    app.setTheme('blue')
    expect(getItem('theme')).toBe('blue')
    expect(app.serverLang).toBe('zh')
  })

  it('ignores an unknown cached theme', () => {
    setItem('theme', 'pink')
    expect(new AppStore().theme).toBe('red')
  })

  it('knows plugins by key presence, the currency symbol and the mourning window', () => {
    setItem('cache_config_info_key', {
      status: 1,
      config: { home_site_name: 'Beauty' },
      currency_symbol: '$',
      plugins_base: { coupon: { data: {} }, mourning: { data: { is_app: 1, time_start: '2026-11-01 00:00:00', time_end: '2026-11-30 00:00:00' } } },
    })
    const app = new AppStore()
    expect(app.ready).toBe(true)
    expect(app.currencySymbol).toBe('$')
    expect(app.isPluginEnabled('coupon')).toBe(true)
    expect(app.isPluginEnabled('wallet')).toBe(false)
    expect(app.settings.siteName).toBe('Beauty')
    app.now = () => new Date('2026-11-22T10:00:00')
    expect(app.mourning).toBe(true)
    app.now = () => new Date('2026-12-02T10:00:00')
    expect(app.mourning).toBe(false)
  })

  it('falls back to ￥ and the four system tabs without config', () => {
    const app = new AppStore()
    expect(app.currencySymbol).toBe('￥')
    expect(app.tabPages).toEqual(['/pages/index/index', '/pages/goods-category/goods-category', '/pages/cart/cart', '/pages/user/user'])
  })
})

describe('SessionStore', () => {
  it('is logged in exactly when a cached user has a token', () => {
    const empty = new SessionStore()
    expect(empty.isLoggedIn).toBe(false)
    empty.setUser({ id: '7', token: 'tok', mobile: '' }, true)
    const restored = new SessionStore()
    expect(restored.isLoggedIn).toBe(true)
    expect(restored.token).toBe('tok')
    expect(restored.mustBindMobile).toBe(true)
    restored.updateUser({ mobile: '13800000000' })
    expect(restored.mustBindMobile).toBe(false)
  })

  it('a login record without user info asks for authorisation', () => {
    const session = new SessionStore()
    session.setLoginRecord({ openid: 'o1' })
    expect(session.needsAuthorisation).toBe(true)
    session.setLoginRecord(null)
    expect(getItem('cache_user_login_key')).toBeUndefined()
  })
})

describe('CartStore badge', () => {
  it('follows the count, caps at 99+, and is cleared at 0', () => {
    const cart = new CartStore()
    cart.setCount('3')
    expect(cart.badge).toBe('3')
    expect(getItem('cache_tabbar_badge_key-cart')).toBe('3')
    cart.setCount(120)
    expect(cart.badge).toBe('99+')
    cart.setCount(0)
    expect(cart.badge).toBe('')
    expect(getItem('cache_tabbar_badge_key-cart')).toBeUndefined()
  })
})
