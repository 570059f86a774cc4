import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as api from '@/api/plugins/realstore'
import * as pages from '@/api/plugins/realstore-pages'
import { setLanguage } from '@/i18n'
import { decodeBuyParams, decodeParam } from '@/lib/buy-params'
import { openPage } from '@/lib/navigate'
import { codeProblem } from '@/pages/plugins/realstore/components/code-rules'
import StoreCheckPage from '@/pages/plugins/realstore/check/check'
import StoreDetailPage from '@/pages/plugins/realstore/detail/detail'
import { getItem, setItem } from '@/stores/storage'
import { fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/realstore', () => ({ ...jest.requireActual('@/api/plugins/realstore'), getStoreCart: jest.fn() }))
jest.mock('@/api/plugins/realstore-pages', () => ({
  ...jest.requireActual('@/api/plugins/realstore-pages'),
  getStorePage: jest.fn(),
  getStoreGoods: jest.fn(),
  addToStoreCart: jest.fn(),
  changeStoreCartLine: jest.fn(),
  removeStoreCartLines: jest.fn(),
  verifyStoreCode: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), openPage: jest.fn(() => Promise.resolve()), toast: jest.fn() }))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const failure = (msg: string) => ({ ok: false as const, code: -1, msg, kind: 'server' as const, data: '' })

function rawStore(overrides: Record<string, unknown> = {}) {
  return {
    id: 2,
    name: '美妆优选 陆家嘴体验店',
    province_name: '上海市',
    city_name: '上海市',
    county_name: '浦东新区',
    address: '陆家嘴环路1000号',
    lng: '121.5020000000',
    lat: '31.2397000000',
    distance: '1.2km',
    status_info: { status: 1, type: 1, msg: '营业中', time: '09:00-21:00' },
    buy_use_type_list: [{ index: 2, name: '到店自提' }],
    default_buy_use_type: 2,
    starting_price: '99.00',
    starting_price_limit_type_list: [2],
    service_data: { service_tel: '021-58880002' },
    ...overrides,
  }
}

const storePage = (overrides: Record<string, unknown> = {}) =>
  ok({ store: api.parseStore(rawStore(overrides)), useType: 2, categories: [{ id: '1', name: '护肤', inCart: 0, children: [] }], favored: false })

const cleanser: pages.StoreGoods = {
  id: '2',
  title: '花间集 玫瑰氨基酸洁面乳',
  image: 'g2.svg',
  simpleDesc: '',
  price: '69.00',
  originalPrice: '89.00',
  errorMsg: '',
  manySpecs: false,
  inCart: 0,
  buyMin: 1,
  buyMax: 0,
  inventory: 200,
  unit: '件',
  url: '/pages/goods-detail/goods-detail?id=2',
}

const cartOf = (quantity: number): api.StoreCart =>
  quantity
    ? {
        lines: [
          {
            id: '31',
            goodsId: '2',
            title: cleanser.title,
            image: 'g2.svg',
            spec: [],
            specText: '',
            price: '69.00',
            quantity,
            buyMin: 1,
            buyMax: 0,
            unit: '件',
            errorMsg: '',
          },
        ],
        count: quantity,
        total: (69 * quantity).toFixed(2),
      }
    : api.EMPTY_STORE_CART

const settle = () => screen.getByTestId('store-cart-settle')
const disabled = (el: HTMLElement) => el.className.includes('at-button--disabled')

describe('store page and its cart bar', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo' })
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '2' }, path: '/pages/plugins/realstore/detail/detail' } } as never)
    jest.mocked(pages.getStoreGoods).mockResolvedValue(ok({ items: [cleanser], page: 1, pageTotal: 1, total: 1 }))
  })

  it('adds to the store cart; settle waits for the minimum order, then opens checkout for pickup at this store', async () => {
    jest.mocked(pages.getStorePage).mockResolvedValue(storePage())
    jest.mocked(api.getStoreCart).mockResolvedValue(ok(cartOf(0)))
    jest
      .mocked(pages.addToStoreCart)
      .mockResolvedValueOnce(ok(cartOf(1)))
      .mockResolvedValueOnce(ok(cartOf(2)))
    renderWith(storesWithConfig({}, { realstore: {} }), <StoreDetailPage />)

    await screen.findByTestId('store-goods')
    await waitFor(() => expect(screen.getByTestId('store-cart-note').textContent).toBe('还没有选商品'))
    expect(disabled(settle())).toBe(true)
    // Entering the store makes it the remembered choice.
    expect(getItem('cache_realstore_detail_choice_key')).toMatchObject({ id: '2', name: '美妆优选 陆家嘴体验店' })

    fireEvent.click(screen.getByTestId('store-goods-plus'))
    await waitFor(() => expect(screen.getByTestId('store-cart-count').textContent).toBe('1'))
    expect(pages.addToStoreCart).toHaveBeenLastCalledWith('2', 2, '2', 1, [])
    expect(screen.getByTestId('store-goods-count').textContent).toBe('1')
    expect(screen.getByTestId('store-cart-note').textContent).toBe('到店自提￥99.00起送')
    expect(disabled(settle())).toBe(true)

    fireEvent.click(screen.getByTestId('store-goods-plus'))
    await waitFor(() => expect(screen.getByTestId('store-cart-count').textContent).toBe('2'))
    expect(screen.queryByTestId('store-cart-note')).toBeNull()
    expect(disabled(settle())).toBe(false)
    fireEvent.click(settle())
    // The checkout link's code loads with the tap (web build).
    await waitFor(() => expect(openPage).toHaveBeenLastCalledWith(expect.stringMatching(/^\/pages\/buy\/buy\?data=/)))
    const url = jest.mocked(openPage).mock.calls.at(-1)?.[0] as string
    const params = decodeBuyParams(url.split('data=')[1])
    expect(params).toMatchObject({ buy_type: 'goods', realstore_id: '2', buy_use_type_data_index: '2' })
    expect(decodeParam(params && 'goods_data' in params ? params.goods_data : '')).toEqual([{ goods_id: '2', stock: 2, spec: [] }])

    // The cart sheet (its own code on the web) opens from the bar with the line and closes from its mask.
    fireEvent.click(screen.getByTestId('store-cart-toggle'))
    const sheet = await screen.findByTestId('store-cart-sheet')
    expect(within(sheet).getAllByTestId('store-cart-line')).toHaveLength(1)
    expect(within(sheet).getByText(cleanser.title)).toBeTruthy()
    fireEvent.click(sheet.querySelector('.rs-cart-sheet__mask')!)
    await waitFor(() => expect(screen.queryByTestId('store-cart-sheet')).toBeNull())
  })

  it('a closed store says so and takes no order; the minimum reads in English too', async () => {
    jest.mocked(pages.getStorePage).mockResolvedValue(storePage({ status_info: { status: 0, type: 2, msg: '休息中', time: '09:00-21:00' } }))
    jest.mocked(api.getStoreCart).mockResolvedValue(ok(cartOf(1)))
    const view = renderWith(storesWithConfig({}, { realstore: {} }), <StoreDetailPage />)
    await waitFor(() => expect(screen.getByTestId('store-cart-count').textContent).toBe('1'))
    expect(screen.getByTestId('store-cart-note').textContent).toBe('休息中')
    expect(disabled(settle())).toBe(true)
    fireEvent.click(settle())
    expect(openPage).not.toHaveBeenCalled()
    view.unmount()

    // The server names the order types in the shopper's language.
    jest.mocked(pages.getStorePage).mockResolvedValue(storePage({ buy_use_type_list: [{ index: 2, name: 'Store pickup' }] }))
    const stores = storesWithConfig({}, { realstore: {} })
    setLanguage('en')
    renderWith(stores, <StoreDetailPage />)
    await waitFor(() => expect(screen.getByTestId('store-cart-note').textContent).toBe('Store pickup: minimum order ￥99.00'))
  })

  it('taking the last one off asks first, then removes the line', async () => {
    jest.mocked(pages.getStorePage).mockResolvedValue(storePage({ starting_price: '0.00', starting_price_limit_type_list: [] }))
    jest.mocked(api.getStoreCart).mockResolvedValue(ok(cartOf(1)))
    jest.mocked(pages.removeStoreCartLines).mockResolvedValue(ok(cartOf(0)))
    const modal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' } as never)
    renderWith(storesWithConfig({}, { realstore: {} }), <StoreDetailPage />)
    await waitFor(() => expect(screen.getByTestId('store-goods-count').textContent).toBe('1'))
    expect(disabled(settle())).toBe(false)
    fireEvent.click(screen.getByTestId('store-goods-minus'))
    await waitFor(() => expect(screen.queryByTestId('store-cart-count')).toBeNull())
    expect(modal).toHaveBeenCalled()
    expect(pages.removeStoreCartLines).toHaveBeenCalledWith(['31'])
    expect(screen.getByTestId('store-cart-note').textContent).toBe('还没有选商品')
  })

  it('a link without a store id says so, with a way home, and asks the server nothing', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {}, path: '/pages/plugins/realstore/detail/detail' } } as never)
    renderWith(storesWithConfig({}, { realstore: {} }), <StoreDetailPage />)
    expect((await screen.findByTestId('status-error')).textContent).toContain('页面链接不完整')
    expect(screen.getByTestId('status-action').textContent).toBe('回到首页')
    expect(pages.getStorePage).not.toHaveBeenCalled()
  })

  it("a store the server does not know reads as not found in the page's words, with a way home", async () => {
    jest.mocked(pages.getStorePage).mockResolvedValue(failure('门店id格式有误'))
    jest.mocked(api.getStoreCart).mockResolvedValue(ok(cartOf(0)))
    renderWith(storesWithConfig({}, { realstore: {} }), <StoreDetailPage />)
    expect((await screen.findByTestId('status-empty')).textContent).toContain('门店不存在或已关闭')
    expect(screen.getByTestId('status-action').textContent).toBe('回到首页')
    expect(screen.queryByText('门店id格式有误')).toBeNull()
  })
})

describe('staff code check', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '9', token: 'tok', username: 'storestaff' })
  })

  it('refuses a code that cannot be right in zh and en', () => {
    expect(codeProblem('  ')).toBe('请输入核销码')
    expect(codeProblem('12')).toBe('核销码为4-20位字母或数字')
    expect(codeProblem('51 0003')).toBe('核销码为4-20位字母或数字')
    expect(codeProblem(' 510003 ')).toBeNull()
    setLanguage('en')
    expect(codeProblem('')).toBe('Please enter the verification code')
    expect(codeProblem('<b>')).toBe('The code is 4-20 letters or digits')
  })

  it('keeps a bad code in the box, shows the answer red or green, and clears the box after a success', async () => {
    const { toast } = jest.requireMock('@/lib/navigate') as { toast: jest.Mock }
    jest
      .mocked(pages.verifyStoreCode)
      .mockResolvedValueOnce(failure('核销码不存在'))
      .mockResolvedValueOnce(ok({ kind: 'pickup', message: '取货核销成功，订单号 123' }))
    renderWith(storesWithConfig({}, { realstore: {} }), <StoreCheckPage />)
    const field = () => screen.getByTestId('check-code')
    await typeInto(field, '12')
    fireEvent.click(screen.getByTestId('check-submit'))
    expect(toast).toHaveBeenCalledWith('核销码为4-20位字母或数字')
    expect(pages.verifyStoreCode).not.toHaveBeenCalled()
    expect(fieldValue(field())).toBe('12')

    await typeInto(field, '999999')
    fireEvent.click(screen.getByTestId('check-submit'))
    await waitFor(() => expect(screen.getByTestId('check-result').dataset.ok).toBe('0'))
    expect(screen.getByTestId('check-result').textContent).toContain('核销码不存在')
    expect(fieldValue(field())).toBe('999999')

    await typeInto(field, '510003')
    fireEvent.click(screen.getByTestId('check-submit'))
    await waitFor(() => expect(screen.getByTestId('check-result').dataset.ok).toBe('1'))
    expect(screen.getByTestId('check-result').textContent).toContain('510003')
    expect(pages.verifyStoreCode).toHaveBeenLastCalledWith('510003')
    await waitFor(() => expect(fieldValue(field())).toBe(''))
  })
})
