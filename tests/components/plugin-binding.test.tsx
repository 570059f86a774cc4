import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/binding'
import { setLanguage } from '@/i18n'
import { decodeBuyParams, decodeParam } from '@/lib/buy-params'
import { openPage, toast } from '@/lib/navigate'
import BundlePage from '@/pages/plugins/binding/detail/detail'
import { setItem } from '@/stores/storage'
import { renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/binding', () => ({ ...jest.requireActual('@/api/plugins/binding'), getBundle: jest.fn() }))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), openPage: jest.fn(() => Promise.resolve()), toast: jest.fn() }))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })

const goods = (id: number, title: string, price: string, discount: string, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  images: `${id}.svg`,
  goods_url: `/pages/goods-detail/goods-detail?id=${id}`,
  price,
  discount_price: '',
  discount,
  min_price: price.split('-')[0],
  max_price: price.split('-').at(-1),
  inventory: 100,
  inventory_unit: '件',
  is_exist_many_spec: 0,
  specifications: [],
  buy_min_number: 1,
  ...extra,
})

const sunMix = api.parseBundle({
  id: 2,
  title: '夏日防晒自由搭',
  type: 1,
  type_name: '自由搭配',
  buy_min_number: 2,
  estimate_price: '147.00',
  estimate_original_price: '177.00',
  estimate_discount_price: '30.00',
  goods: [goods(18, '晒后修护凝胶', '49.00', '10.00'), goods(38, '儿童防晒霜', '99.00', '15.00'), goods(40, '修眉刀', '29.00', '5.00')],
})

const skincare = api.parseBundle({
  id: 1,
  title: '焕亮护肤三件套',
  type: 0,
  buy_min_number: 3,
  goods: [
    goods(2, '洁面乳', '69.00', '10.00'),
    goods(24, '爽肤水', '119.00', '20.00'),
    goods(3, '精华液', '239.00-359.00', '40.00', {
      is_exist_many_spec: 1,
      specifications: { choose: [{ name: '规格', value: [{ name: '30ml' }, { name: '50ml' }] }] },
    }),
  ],
})

const barPrice = () => screen.getByTestId('bundle-bar').textContent

describe('bundle page', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo' })
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '2' }, path: '/pages/plugins/binding/detail/detail' } } as never)
  })

  it('a pick-and-mix shows the bundle price and saving of what is ticked, and buys only that', async () => {
    jest.mocked(api.getBundle).mockResolvedValue(ok(sunMix))
    renderWith(storesWithConfig({}, { binding: {} }), <BundlePage />)
    await screen.findByTestId('bundle-detail')
    expect(barPrice()).toContain('￥147.00')
    expect(barPrice()).toContain('￥177.00')
    expect(screen.getByTestId('bundle-bar-saving').textContent).toBe('省￥30.00')

    const checks = () => screen.getAllByTestId('bundle-goods-check')
    fireEvent.click(checks()[2])
    await waitFor(() => expect(screen.getByTestId('bundle-bar-saving').textContent).toBe('省￥25.00'))
    expect(barPrice()).toContain('￥123.00')
    expect(barPrice()).toContain('￥148.00')

    fireEvent.click(checks()[1])
    await waitFor(() => expect(checks()[1].dataset.on).toBe('0'))
    fireEvent.click(screen.getByTestId('bundle-buy'))
    expect(toast).toHaveBeenCalledWith('至少选择2件商品')
    expect(openPage).not.toHaveBeenCalled()

    fireEvent.click(checks()[1])
    await waitFor(() => expect(screen.getByTestId('bundle-bar-saving').textContent).toBe('省￥25.00'))
    fireEvent.click(screen.getByTestId('bundle-buy'))
    const url = jest.mocked(openPage).mock.calls.at(-1)?.[0] as string
    const params = decodeBuyParams(url.split('data=')[1])
    expect(params).toMatchObject({ buy_type: 'goods', binding_id: '2' })
    expect(decodeParam(params && 'goods_data' in params ? params.goods_data : '')).toEqual([
      { goods_id: '18', stock: 1, spec: [] },
      { goods_id: '38', stock: 1, spec: [] },
    ])
  })

  it('a fixed bundle prices a goods with several specs as a range until one is chosen, and will not buy before', async () => {
    jest.mocked(api.getBundle).mockResolvedValue(ok(skincare))
    const stores = storesWithConfig({}, { binding: {} })
    setLanguage('en')
    renderWith(stores, <BundlePage />)
    await screen.findByTestId('bundle-detail')
    expect(screen.queryByTestId('bundle-goods-check')).toBeNull()
    expect(barPrice()).toContain('￥357.00-477.00')
    expect(barPrice()).toContain('￥427.00-547.00')
    expect(screen.getByTestId('bundle-bar-saving').textContent).toBe('Save ￥70.00')
    fireEvent.click(screen.getByTestId('bundle-buy'))
    expect(toast).toHaveBeenCalledWith('Choose an option for product 3 (精华液)')
    expect(openPage).not.toHaveBeenCalled()
  })
})
