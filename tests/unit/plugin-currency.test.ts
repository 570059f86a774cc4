import Taro from '@tarojs/taro'
import { formatPrice } from '@/lib/money'
import { baseCurrency, rateText } from '@/pages/plugins/exchangerate/components/currency-format'
import { getItem } from '@/stores/storage'
import { resetCurrencyStore } from '@/stores/plugins/currency-store'
import * as api from '@/api/plugins/exchangerate'

jest.mock('@/api/plugins/exchangerate', () => ({ ...jest.requireActual('@/api/plugins/exchangerate'), getCurrencies: jest.fn(), setCurrency: jest.fn() }))

const CNY = { id: '1', name: '人民币', code: 'CNY', symbol: '￥', rate: 1, icon: '' }
const USD = { id: '2', name: '美元', code: 'USD', symbol: '$', rate: 0.14, icon: '' }

describe('currency formatting', () => {
  it('prices use the chosen symbol with two decimals (ranges too)', () => {
    expect(formatPrice('18.2', '$')).toBe('$18.20')
    expect(formatPrice('1.40-2.80', '$')).toBe('$1.40-2.80')
    expect(formatPrice(0.005, '€')).toBe('€0.01')
  })

  it('explains rates against the base currency', () => {
    expect(rateText(CNY, USD)).toBe('1 CNY = 0.14 USD')
    expect(rateText(CNY, { code: 'JPY', rate: 20.123456 })).toBe('1 CNY = 20.1235 JPY')
    expect(rateText(CNY, { code: 'XXX', rate: NaN })).toBe('1 CNY = 1 XXX')
    expect(baseCurrency([USD, CNY])).toBe(CNY)
    expect(baseCurrency([USD])).toBe(USD)
  })
})

describe('currency store', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    jest.clearAllMocks()
  })

  it('remembers the server choice and persists a switch, then reloads the config', async () => {
    ;(api.getCurrencies as jest.Mock).mockResolvedValue({ ok: true, code: 0, msg: '', data: { current: CNY, currencies: [CNY, USD] } })
    ;(api.setCurrency as jest.Mock).mockResolvedValue({ ok: true, code: 0, msg: '', data: USD })
    const store = resetCurrencyStore()
    await store.load()
    expect(store.chosenId).toBe('1')
    const loadConfig = jest.fn().mockResolvedValue(true)
    expect(await store.choose(USD, { loadConfig }, () => undefined)).toBe(true)
    expect(api.setCurrency).toHaveBeenCalledWith('2')
    expect(loadConfig).toHaveBeenCalledTimes(1)
    expect(getItem('cache_plugin_currency_key')).toEqual({ id: '2', code: 'USD', symbol: '$' })
    expect(resetCurrencyStore().chosenId).toBe('2')
  })

  it('does nothing for the current currency and keeps the old choice when refused', async () => {
    ;(api.setCurrency as jest.Mock).mockResolvedValue({ ok: false, code: -1, msg: 'no', kind: 'server', data: '' })
    const store = resetCurrencyStore()
    store.remember(CNY)
    const loadConfig = jest.fn()
    expect(await store.choose(CNY, { loadConfig }, () => undefined)).toBe(false)
    expect(api.setCurrency).not.toHaveBeenCalled()
    expect(await store.choose(USD, { loadConfig }, () => undefined)).toBe(false)
    expect(store.chosenId).toBe('1')
    expect(loadConfig).not.toHaveBeenCalled()
    expect(store.switching).toBe(false)
  })
})
