import Taro from '@tarojs/taro'
import { screen } from '@testing-library/react'
import { getLanguage } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import SetupPage from '@/pages/setup/setup'
import { getItem, setItem } from '@/stores/storage'
import { cleanStart, clickUntil, renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/lib/dialogs', () => ({ ...jest.requireActual('@/lib/dialogs'), confirmAction: jest.fn() }))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const confirmMock = confirmAction as jest.MockedFunction<typeof confirmAction>

describe('setup page', () => {
  beforeEach(cleanStart)

  it('switches language and theme, and signing out keeps both', async () => {
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', mobile: '13800000000' })
    setItem('cache_buy_user_address_select_key', { id: 3 })
    setItem('cache_tabbar_badge_key-cart', '2')
    const stores = storesWithConfig({ home_user_login_type: ['username'], home_use_multilingual_status: 1 }, { exchangerate: {} })
    const reloadConfig = jest.spyOn(stores.app, 'loadConfig').mockResolvedValue(true)
    renderWith(stores, <SetupPage />)
    expect(screen.getByTestId('setup-currency')).toBeTruthy()

    await clickUntil(
      () => screen.getByTestId('lang-en'),
      () => expect(screen.getByTestId('setup-sign-out').textContent).toBe('Sign out'),
    )
    // base/common again, so the shop's own texts come in the new language (api-core 1.11).
    expect(reloadConfig).toHaveBeenCalledTimes(1)
    await clickUntil(
      () => screen.getByTestId('theme-blue'),
      () => expect(stores.app.theme).toBe('blue'),
    )

    confirmMock.mockResolvedValue(false)
    await clickUntil(
      () => screen.getByTestId('setup-sign-out'),
      () => expect(confirmMock).toHaveBeenCalled(),
    )
    expect(stores.session.isLoggedIn).toBe(true)

    confirmMock.mockResolvedValue(true)
    await clickUntil(
      () => screen.queryByTestId('setup-sign-out'),
      () => expect(stores.session.isLoggedIn).toBe(false),
    )
    expect(getItem('cache_shop_user_info_key')).toBeUndefined()
    expect(getItem('cache_buy_user_address_select_key')).toBeUndefined()
    expect(stores.cart.badge).toBe('')
    expect(getItem('language')).toBe('en')
    expect(getItem('theme')).toBe('blue')
    expect(getLanguage()).toBe('en')
    expect(stores.app.theme).toBe('blue')
  })

  it('hides the currency entry when the exchangerate plugin is off, and account entries for guests', () => {
    renderWith(storesWithConfig({}), <SetupPage />)
    expect(screen.queryByTestId('setup-currency')).toBeNull()
    expect(screen.queryByTestId('setup-sign-out')).toBeNull()
    // No language picker unless the shop is multilingual (home_use_multilingual_status).
    expect(screen.queryByTestId('lang-zh')).toBeNull()
    expect(screen.getAllByTestId(/^theme-/)).toHaveLength(8)
  })

  it('offers the customer service phone', () => {
    const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    renderWith(storesWithConfig({ common_app_customer_service_tel: '021-62880000', home_use_multilingual_status: 1 }), <SetupPage />)
    expect(screen.getByTestId('lang-zh')).toBeTruthy()
    screen.getByTestId('setup-service-tel').click()
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '021-62880000' }))
  })
})
