import Taro from '@tarojs/taro'
import { screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/exchangerate'
import { currentPageUrl, goBack } from '@/lib/navigate'
import { setLanguage } from '@/i18n'
import CurrencyPage from '@/pages/plugins/exchangerate/currency/currency'
import { resetCurrencyStore } from '@/stores/plugins/currency-store'
import { clickUntil, renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/exchangerate', () => ({ ...jest.requireActual('@/api/plugins/exchangerate'), getCurrencies: jest.fn(), setCurrency: jest.fn() }))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  goBack: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
  currentPageUrl: jest.fn(() => '/pages/plugins/exchangerate/currency/currency'),
}))

const CNY = { id: '1', name: '人民币', code: 'CNY', symbol: '￥', rate: 1, icon: '' }
const USD = { id: '2', name: '美元', code: 'USD', symbol: '$', rate: 0.14, icon: '' }
const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })

describe('exchangerate pages', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    resetCurrencyStore()
  })

  it('marks the current currency; choosing USD switches and reloads the config', async () => {
    ;(api.getCurrencies as jest.Mock).mockResolvedValue(ok({ current: CNY, currencies: [CNY, USD] }))
    ;(api.setCurrency as jest.Mock).mockResolvedValue(ok(USD))
    const stores = storesWithConfig({}, { exchangerate: {} })
    const loadConfig = jest.spyOn(stores.app, 'loadConfig').mockResolvedValue(true)
    renderWith(stores, <CurrencyPage />)
    await waitFor(() => expect(screen.getAllByTestId('currency-item')).toHaveLength(2))
    expect(screen.getByTestId('currency-current').closest('[data-code]')?.getAttribute('data-code')).toBe('CNY')
    expect(screen.getAllByTestId('currency-item')[1].textContent).toContain('1 CNY = 0.14 USD')
    await clickUntil(
      () => screen.getAllByTestId('currency-item')[1],
      () => expect(loadConfig).toHaveBeenCalled(),
    )
    expect(api.setCurrency).toHaveBeenCalledWith('2')
    await waitFor(() => expect(screen.getByTestId('currency-current').closest('[data-code]')?.getAttribute('data-code')).toBe('USD'))
    // Back to where the shopper came from once the toast has been seen.
    await waitFor(() => expect(goBack).toHaveBeenCalledTimes(1), { timeout: 5000 })
  })

  it('does not go back from another page when the shopper left before the toast ended', async () => {
    ;(api.getCurrencies as jest.Mock).mockResolvedValue(ok({ current: CNY, currencies: [CNY, USD] }))
    ;(api.setCurrency as jest.Mock).mockResolvedValue(ok(USD))
    const stores = storesWithConfig({}, { exchangerate: {} })
    jest.spyOn(stores.app, 'loadConfig').mockResolvedValue(true)
    jest.mocked(currentPageUrl).mockReturnValue('/pages/goods-detail/goods-detail?id=2')
    renderWith(stores, <CurrencyPage />)
    await clickUntil(
      () => screen.getAllByTestId('currency-item')[1],
      () => expect(api.setCurrency).toHaveBeenCalledWith('2'),
    )
    // The delayed step ran (it asked where the shopper is) and stayed put.
    await waitFor(() => expect(currentPageUrl).toHaveBeenCalled(), { timeout: 5000 })
    expect(goBack).not.toHaveBeenCalled()
  })

  it('shows the error state when the list fails', async () => {
    ;(api.getCurrencies as jest.Mock).mockResolvedValue({ ok: false, code: -11, msg: '应用未启用', kind: 'server', data: '' })
    renderWith(storesWithConfig({}, { exchangerate: {} }), <CurrencyPage />)
    await waitFor(() => expect(screen.getByTestId('status-error').textContent).toContain('应用未启用'))
  })
})
