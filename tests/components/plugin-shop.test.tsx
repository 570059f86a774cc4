import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as shopApi from '@/api/plugins/shop'
import * as shopCore from '@/api/plugins/shop-core'
import type { GoodsSummary } from '@/api/goods'
import { setLanguage } from '@/i18n'
import { openPage, openUrl } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'
import { ShopHeader } from '@/pages/plugins/shop/components/shop-header'
import ShopCheckPage from '@/pages/plugins/shop/check/check'
import ShopDetailPage from '@/pages/plugins/shop/detail/detail'
import ShopSearchPage from '@/pages/plugins/shop/search/search'
import { setItem } from '@/stores/storage'
import { cleanStart, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/shop-core', () => ({ ...jest.requireActual('@/api/plugins/shop-core'), toggleShopFavor: jest.fn() }))
jest.mock('@/api/plugins/shop', () => ({
  ...jest.requireActual('@/api/plugins/shop'),
  getShopSearchInfo: jest.fn(),
  getShopDetail: jest.fn(),
  searchShopGoods: jest.fn(),
  verifyPickupCode: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  openPage: jest.fn(() => Promise.resolve()),
  openUrl: jest.fn(),
  toast: jest.fn(),
}))
// The gate itself (login redirect rules) is the platform's; here: the header asks it before favouriting.
jest.mock('@/lib/session-gate', () => {
  const { getRootStore } = jest.requireActual('@/stores/root-store')
  return { ensureLogin: jest.fn(() => getRootStore().session.isLoggedIn) }
})

// Lazy images watch the viewport; jsdom has no IntersectionObserver.
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { IntersectionObserver: NoopObserver })
// taro-ui's spinner (a busy button) sizes itself with pxTransform, which the H5 entry sets up in the app.
beforeAll(() => Taro.initPxTransform({ designWidth: 750, deviceRatio: { 750: 1 } }))

const ok = <T,>(data: T, msg = '') => ({ ok: true as const, code: 0 as const, msg, data })

/** A shop detail answer as the server sends it, through the real parser. */
function headerData(overrides: { base?: Record<string, unknown>; shop?: Record<string, unknown>; favoured?: number[] } = {}): shopApi.ShopHeaderData {
  const parsed = shopApi.parseShopHeader({
    base: { is_service_info: 1, is_shop_search_all_search_button: 1, ...overrides.base },
    shop: {
      id: 7,
      name: '悦色彩妆旗舰店',
      logo: 'logo.svg',
      describe: '潮流彩妆',
      shop_favor_count: 12,
      score_data: { value: '4.9' },
      service_qq: '800123456',
      service_tel: '400-800-1234',
      open_week_name: '周一',
      close_week_name: '周日',
      open_time: '09:00',
      close_time: '21:00',
      chat_info: null,
      ...overrides.shop,
    },
    shop_favor_user: overrides.favoured ?? [],
    shop_navigation: [
      { name: '全部商品', url: '/pages/plugins/shop/search/search?shop_id=7', items: [] },
      { name: '热门', url: '', items: [{ name: '口红', url: '/pages/plugins/shop/search/search?shop_id=7&category_id=2' }] },
    ],
    shop_goods_category: [
      { id: 1, name: '唇妆', items: [{ id: 2, name: '口红' }] },
      { id: 4, name: '眼妆', items: [] },
    ],
  })
  if (!parsed) throw new Error('the header data did not parse')
  return parsed
}

const signedIn = () => {
  setItem('cache_shop_user_info_key', { id: '1', token: 'token-1' })
  return storesWithConfig({}, { shop: {} })
}

describe('shop header', () => {
  beforeEach(cleanStart)

  it('favourites for a signed-in shopper once per tap, and shows the server label and count', async () => {
    let answer: (value: unknown) => void = () => undefined
    jest.mocked(shopCore.toggleShopFavor).mockReturnValue(new Promise((resolve) => (answer = resolve)) as never)
    renderWith(signedIn(), <ShopHeader data={headerData()} />)
    expect(screen.getByTestId('shop-name').textContent).toBe('悦色彩妆旗舰店')
    expect(screen.getByTestId('shop-favor').textContent).toContain('收藏')
    expect(screen.getByTestId('shop-favor-count').textContent).toBe('12 人收藏')
    fireEvent.click(screen.getByTestId('shop-favor'))
    // A second tap while the first runs sends nothing.
    fireEvent.click(screen.getByTestId('shop-favor'))
    expect(shopCore.toggleShopFavor).toHaveBeenCalledTimes(1)
    expect(shopCore.toggleShopFavor).toHaveBeenCalledWith('7')
    await act(async () => answer(ok({ isFavor: true, label: '已收藏', count: 13 }, '收藏成功')))
    expect(screen.getByTestId('shop-favor').getAttribute('data-on')).toBe('1')
    expect(screen.getByTestId('shop-favor').textContent).toContain('已收藏')
    expect(screen.getByTestId('shop-favor-count').textContent).toBe('13 人收藏')
  })

  it('asks a guest to log in instead of favouriting; a favoured shop starts favoured', () => {
    const guest = renderWith(storesWithConfig({}, { shop: {} }), <ShopHeader data={headerData()} />)
    fireEvent.click(screen.getByTestId('shop-favor'))
    expect(ensureLogin).toHaveBeenCalled()
    expect(shopCore.toggleShopFavor).not.toHaveBeenCalled()
    guest.unmount()
    renderWith(signedIn(), <ShopHeader data={headerData({ favoured: [3, 7] })} />)
    expect(screen.getByTestId('shop-favor').getAttribute('data-on')).toBe('1')
  })

  it('searches this shop or, when the shop allows it, the whole mall', async () => {
    const first = renderWith(storesWithConfig({}, { shop: {} }), <ShopHeader data={headerData()} />)
    await typeInto(() => screen.getByTestId('shop-search-input'), ' 口红 & 唇釉 ')
    fireEvent.click(screen.getByTestId('shop-search-submit'))
    expect(openPage).toHaveBeenLastCalledWith('/pages/plugins/shop/search/search?shop_id=7&keywords=%E5%8F%A3%E7%BA%A2%20%26%20%E5%94%87%E9%87%89')
    fireEvent.click(screen.getByTestId('shop-search-all'))
    expect(openPage).toHaveBeenLastCalledWith('/pages/goods-search/goods-search?keywords=%E5%8F%A3%E7%BA%A2%20%26%20%E5%94%87%E9%87%89')
    first.unmount()
    renderWith(storesWithConfig({}, { shop: {} }), <ShopHeader data={headerData({ base: { is_shop_search_all_search_button: 0 } })} />)
    expect(screen.queryByTestId('shop-search-all')).toBeNull()
  })

  it('opens the category panel and a navigation group, and leads to their pages', () => {
    renderWith(storesWithConfig({}, { shop: {} }), <ShopHeader data={headerData()} />)
    expect(screen.queryByTestId('shop-categories-panel')).toBeNull()
    fireEvent.click(screen.getByTestId('shop-categories-toggle'))
    const categories = screen.getAllByTestId('shop-category').map((el) => el.textContent)
    expect(categories).toEqual(['唇妆', '口红', '眼妆'])
    fireEvent.click(screen.getAllByTestId('shop-category')[1])
    expect(openPage).toHaveBeenLastCalledWith('/pages/plugins/shop/search/search?shop_id=7&category_id=2')
    // A tap on the toggle again closes the panel.
    fireEvent.click(screen.getByTestId('shop-categories-toggle'))
    expect(screen.queryByTestId('shop-categories-panel')).toBeNull()

    const nav = screen.getAllByTestId('shop-nav-item')
    fireEvent.click(nav[0])
    expect(openUrl).toHaveBeenLastCalledWith('/pages/plugins/shop/search/search?shop_id=7')
    fireEvent.click(nav[1])
    expect(screen.getByTestId('shop-nav-group')).toBeTruthy()
    fireEvent.click(screen.getAllByTestId('shop-nav-link')[0])
    expect(openUrl).toHaveBeenLastCalledWith('/pages/plugins/shop/search/search?shop_id=7&category_id=2')
    expect(screen.queryByTestId('shop-nav-group')).toBeNull()
  })

  it('shows the service sheet with the shop contacts only while the shop publishes service info', async () => {
    const first = renderWith(storesWithConfig({}, { shop: {} }), <ShopHeader data={headerData()} />)
    fireEvent.click(screen.getByTestId('shop-service'))
    // The sheet's code loads with its first opening (shop-service-popup-on-demand).
    expect((await screen.findByTestId('shop-service-qq')).textContent).toContain('800123456')
    expect(screen.getByTestId('shop-service-tel').textContent).toContain('400-800-1234')
    expect(screen.getByTestId('shop-service-hours').textContent).toContain('周一至周日 09:00-21:00')
    expect(screen.queryByTestId('shop-service-chat')).toBeNull()
    fireEvent.click(screen.getByTestId('shop-service-tel').querySelector('.shop-service__action') as HTMLElement)
    expect(openUrl).toHaveBeenLastCalledWith('tel://400-800-1234')
    fireEvent.click(screen.getByTestId('shop-service-close'))
    expect(screen.queryByTestId('shop-service-popup')).toBeNull()
    first.unmount()
    renderWith(storesWithConfig({}, { shop: {} }), <ShopHeader data={headerData({ base: { is_service_info: 0 } })} />)
    expect(screen.queryByTestId('shop-service')).toBeNull()
  })
})

const goods = (id: string, price: string): GoodsSummary => ({
  id,
  title: `商品${id}`,
  image: '',
  price,
  originalPrice: '',
  url: `/pages/goods-detail/goods-detail?id=${id}`,
  salesCount: 0,
  inventory: 1,
  inventoryUnit: '件',
  simpleDesc: '',
  hasSpecs: false,
  errorMsg: '',
})

describe('shop home', () => {
  const layoutRow = (modules: unknown[]) => ({ value: '12', value_arr: ['12'], status: 1, children: [{ children: modules }] })

  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '7' }, path: '/pages/plugins/shop/detail/detail' } } as never)
  })

  it('draws a designed shop home (data_model 2) with the layout renderer, loaded with that answer', async () => {
    const detail = shopApi.parseShopDetail({
      base: {},
      shop: { id: 7, name: '悦色彩妆旗舰店', logo: 'logo.svg', data_model: 2 },
      data: [layoutRow([{ value: 'title', config: { title: '店铺精选' } }])],
    })
    jest.mocked(shopApi.getShopDetail).mockResolvedValue(ok(detail))
    renderWith(storesWithConfig({}, { shop: {} }), <ShopDetailPage />)
    expect(await screen.findByText('店铺精选')).toBeTruthy()
    expect(shopApi.getShopDetail).toHaveBeenCalledWith('7')
    expect(screen.getByTestId('shop-more-goods')).toBeTruthy()
  })
})

describe('shop search', () => {
  const searchInfo = () => {
    const header = headerData()
    return ok({ shop: header.shop, categories: header.categories })
  }
  /** The request body of the latest list call. */
  const lastBody = () => shopApi.shopSearchBody(jest.mocked(shopApi.searchShopGoods).mock.lastCall![0], 1)
  /** The lit arrow of a sort tab: ▲ ascending, ▼ descending, '' none. */
  const arrowOn = (field: string) => {
    const lit = screen.getByTestId(`sort-${field}`).querySelector('.sort-bar__arrow--on')
    return lit ? (lit.classList.contains('sort-bar__arrow--up') ? '▲' : '▼') : ''
  }

  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({
      router: { params: { shop_id: '7', category_id: '1' }, path: '/pages/plugins/shop/search/search' },
    } as never)
    jest.mocked(shopApi.getShopSearchInfo).mockResolvedValue(searchInfo())
    jest.mocked(shopApi.searchShopGoods).mockResolvedValue(ok({ items: [goods('1', '79.00'), goods('2', '99.00')], page: 1, pageTotal: 1, total: 2 }))
  })

  it('turns each tab on its own, first tap ascending, and sends what the arrow shows', async () => {
    renderWith(storesWithConfig({}, { shop: {} }), <ShopSearchPage />)
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(2))
    // The category of the link goes out in ShopXO's first form.
    expect(lastBody()).toMatchObject({ shop_id: '7', category_ids: '{"0":"1"}', order_by_field: 'default', order_by_type: 'desc' })

    fireEvent.click(screen.getByTestId('sort-min_price'))
    await waitFor(() => expect(lastBody()).toMatchObject({ order_by_field: 'min_price', order_by_type: 'asc' }))
    expect(arrowOn('min_price')).toBe('▲')
    fireEvent.click(screen.getByTestId('sort-min_price'))
    await waitFor(() => expect(lastBody()).toMatchObject({ order_by_field: 'min_price', order_by_type: 'desc' }))
    expect(arrowOn('min_price')).toBe('▼')
    // Another tab starts ascending; coming back turns the price tab from where it was left.
    fireEvent.click(screen.getByTestId('sort-sales_count'))
    await waitFor(() => expect(lastBody()).toMatchObject({ order_by_field: 'sales_count', order_by_type: 'asc' }))
    fireEvent.click(screen.getByTestId('sort-min_price'))
    await waitFor(() => expect(lastBody()).toMatchObject({ order_by_field: 'min_price', order_by_type: 'asc' }))
    fireEvent.click(screen.getByTestId('sort-default'))
    await waitFor(() => expect(lastBody()).toMatchObject({ order_by_field: 'default', order_by_type: 'desc' }))
    expect(arrowOn('min_price')).toBe('')
  })

  it('filters by keywords and one category of the tree, sent as its plain id', async () => {
    renderWith(storesWithConfig({}, { shop: {} }), <ShopSearchPage />)
    await waitFor(() => expect(screen.getAllByTestId('goods-card')).toHaveLength(2))
    expect(screen.getByTestId('shop-search-category').textContent).toContain('唇妆')
    fireEvent.click(screen.getByTestId('shop-filter-open'))
    expect(screen.getByTestId('shop-filter-found').textContent).toBe('共找到 2 件商品')
    await typeInto(() => screen.getByTestId('shop-filter-keywords'), '丝绒')
    fireEvent.click(screen.getAllByTestId('shop-filter-category').find((el) => el.textContent === '口红')!)
    fireEvent.click(screen.getByTestId('shop-filter-apply'))
    await waitFor(() => expect(lastBody()).toMatchObject({ wd: '丝绒', category_ids: '2' }))
    expect(screen.queryByTestId('shop-filter')).toBeNull()
    expect(screen.getByTestId('shop-search-category').textContent).toContain('口红')
    expect(fieldValue(screen.getByTestId('shop-search-keywords'))).toBe('丝绒')
    // "Clear" empties both.
    fireEvent.click(screen.getByTestId('shop-filter-open'))
    fireEvent.click(screen.getByTestId('shop-filter-clear'))
    fireEvent.click(screen.getByTestId('shop-filter-apply'))
    await waitFor(() => expect(lastBody()).toMatchObject({ wd: '', category_ids: '' }))
  })

  it('says the shop does not exist, and asks for no goods, when the shop is unknown', async () => {
    jest.mocked(shopApi.getShopSearchInfo).mockResolvedValue({ ok: false, code: -1, msg: 'shop_id格式有误', kind: 'server', data: '' })
    renderWith(storesWithConfig({}, { shop: {} }), <ShopSearchPage />)
    await waitFor(() => expect(screen.getByTestId('status-empty').textContent).toContain('店铺不存在或已关闭'))
    expect(screen.getByTestId('status-empty').textContent).not.toContain('格式有误')
    expect(shopApi.searchShopGoods).not.toHaveBeenCalled()
  })
})

describe('shop check', () => {
  beforeEach(cleanStart)

  it('checks the code first, then shows the answer green or red; only a success clears the field', async () => {
    renderWith(signedIn(), <ShopCheckPage />)
    fireEvent.click(screen.getByTestId('shop-check-submit'))
    expect(screen.getByTestId('shop-check-outcome').textContent).toBe('请输入核销码')
    expect(shopApi.verifyPickupCode).not.toHaveBeenCalled()

    jest.mocked(shopApi.verifyPickupCode).mockResolvedValueOnce({ ok: false, code: -1, msg: '核销码不存在或不属于本店铺', kind: 'server', data: '' })
    await typeInto(() => screen.getByTestId('shop-check-code'), '2026 2002')
    fireEvent.click(screen.getByTestId('shop-check-submit'))
    await waitFor(() => expect(screen.getByTestId('shop-check-outcome').textContent).toBe('核销码不存在或不属于本店铺（20262002）'))
    expect(shopApi.verifyPickupCode).toHaveBeenLastCalledWith('20262002')
    expect(screen.getByTestId('shop-check-outcome').getAttribute('data-ok')).toBe('0')
    expect(fieldValue(screen.getByTestId('shop-check-code'))).toBe('2026 2002')

    jest.mocked(shopApi.verifyPickupCode).mockResolvedValueOnce(ok({ message: '核销成功' }, '核销成功'))
    await typeInto(() => screen.getByTestId('shop-check-code'), '20261001')
    fireEvent.click(screen.getByTestId('shop-check-submit'))
    await waitFor(() => expect(screen.getByTestId('shop-check-outcome').getAttribute('data-ok')).toBe('1'))
    expect(screen.getByTestId('shop-check-outcome').textContent).toBe('核销成功（20261001）')
    expect(fieldValue(screen.getByTestId('shop-check-code'))).toBe('')
  })
})
