import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import { changeCartStock, deleteCartItems, getCart, saveCart, type Cart, type CartItem } from '@/api/cart'
import { getCategoryTree, type Category } from '@/api/category'
import type { GoodsSummary } from '@/api/goods-summary'
import { searchGoods } from '@/api/search'
import { setLanguage } from '@/i18n'
import GoodsCategoryPage from '@/pages/goods-category/goods-category'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'

jest.mock('@/api/category', () => ({ ...jest.requireActual('@/api/category'), getCategoryTree: jest.fn() }))
jest.mock('@/api/search', () => ({ ...jest.requireActual('@/api/search'), searchGoods: jest.fn() }))
jest.mock('@/api/cart', () => ({
  ...jest.requireActual('@/api/cart'),
  getCart: jest.fn(),
  saveCart: jest.fn(),
  changeCartStock: jest.fn(),
  deleteCartItems: jest.fn(),
}))

const tree = getCategoryTree as jest.MockedFunction<typeof getCategoryTree>
const search = searchGoods as jest.MockedFunction<typeof searchGoods>
const load = getCart as jest.MockedFunction<typeof getCart>
const save = saveCart as jest.MockedFunction<typeof saveCart>
const stock = changeCartStock as jest.MockedFunction<typeof changeCartStock>
const remove = deleteCartItems as jest.MockedFunction<typeof deleteCartItems>

const category = (id: string, name: string, children: Category[] = [], banner = ''): Category => ({
  id,
  pid: '0',
  name,
  viceName: '',
  icon: '',
  bigImage: '',
  banner,
  children,
})

const categories = [
  category('1', '护肤', [category('11', '精华', [category('111', '修护精华'), category('112', '美白精华')])], '/banner-1.svg'),
  category('2', '彩妆'),
]

const goods: GoodsSummary = {
  id: '7',
  title: '玫瑰精华',
  image: '',
  price: '99.00',
  originalPrice: '',
  salesCount: 0,
  inventory: 10,
  inventoryUnit: '件',
  url: '/pages/goods-detail/goods-detail?id=7',
  simpleDesc: '',
  hasSpecs: false,
  errorMsg: '',
  buyMin: 1,
  buyMax: 0,
}

const cartRow = (stockCount: number): CartItem => ({
  id: '501',
  goodsId: '7',
  title: '玫瑰精华',
  image: '',
  price: '99.00',
  originalPrice: '',
  stock: stockCount,
  spec: [],
  specText: '',
  inventory: 10,
  inventoryUnit: '件',
  buyMin: 1,
  buyMax: 0,
  isInvalid: false,
  errorMsg: '',
  url: '',
})

const cartOf = (items: CartItem[]): { ok: true; code: 0; msg: string; data: Cart } => ({
  ok: true,
  code: 0,
  msg: '',
  data: { items, totalPrice: '0', buyNumber: String(items.reduce((s, i) => s + i.stock, 0)) },
})

function renderPage(level: number) {
  setItem('cache_shop_user_info_key', { id: '1', token: 'token-1', username: 'demo' })
  const stores = resetRootStore()
  stores.app.config = parseCommonConfig({ status: 1, config: { category_show_level: level }, plugins_base: {} })
  render(
    <StoreContext.Provider value={stores}>
      <GoodsCategoryPage />
    </StoreContext.Provider>,
  )
  return stores
}

describe('goods-category goods-list mode (category_show_level 0)', () => {
  let toastSpy: jest.SpyInstance
  let modalSpy: jest.SpyInstance
  let navSpy: jest.SpyInstance
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    tree.mockResolvedValue({ ok: true, code: 0, msg: '', data: categories })
    search.mockReset().mockResolvedValue({ ok: true, code: 0, msg: '', data: { items: [goods], page: 1, pageTotal: 1, total: 1 } })
    load.mockReset()
    save.mockReset()
    stock.mockReset()
    remove.mockReset()
    toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    modalSpy = jest.spyOn(Taro, 'showModal').mockImplementation(() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' }) as never)
    navSpy = jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  })
  afterEach(() => {
    toastSpy.mockRestore()
    modalSpy.mockRestore()
    navSpy.mockRestore()
  })

  it('adds, raises and removes a goods with −/+, reading the cart after each change', async () => {
    load
      .mockResolvedValueOnce(cartOf([]))
      .mockResolvedValueOnce(cartOf([cartRow(1)]))
      .mockResolvedValueOnce(cartOf([cartRow(2)]))
      .mockResolvedValue(cartOf([]))
    save.mockResolvedValue({ ok: true, code: 0, msg: '', data: { buyNumber: '1', totalPrice: '99.00' } })
    stock.mockResolvedValue({ ok: true, code: 0, msg: '', data: cartRow(2) })
    remove.mockResolvedValue({ ok: true, code: 0, msg: '', data: { buyNumber: '0', totalPrice: '0' } })
    renderPage(0)
    // The stepper refuses taps while a change runs: each tap waits until the previous one has settled.
    const settled = () => waitFor(() => expect(screen.getByTestId('category-step').className).not.toContain('cat-step--busy'))
    fireEvent.click(await screen.findByTestId('category-step-plus'))
    await waitFor(() => expect(screen.getByTestId('category-step-count').textContent).toBe('1'))
    expect(save).toHaveBeenCalledWith('7', 1)
    expect(screen.getByTestId('category-cart-count').textContent).toBe('1')

    await settled()
    fireEvent.click(screen.getByTestId('category-step-plus'))
    await waitFor(() => expect(screen.getByTestId('category-step-count').textContent).toBe('2'))
    expect(stock).toHaveBeenCalledWith(expect.objectContaining({ id: '501' }), 2)
    expect(screen.getByTestId('category-cart-bar').textContent).toContain('198.00')

    // Back to 1 is a cart/stock; under the minimum asks, then deletes the row.
    stock.mockResolvedValueOnce({ ok: true, code: 0, msg: '', data: cartRow(1) })
    load
      .mockReset()
      .mockResolvedValueOnce(cartOf([cartRow(1)]))
      .mockResolvedValue(cartOf([]))
    await settled()
    fireEvent.click(screen.getByTestId('category-step-minus'))
    await waitFor(() => expect(screen.getByTestId('category-step-count').textContent).toBe('1'))
    await settled()
    fireEvent.click(screen.getByTestId('category-step-minus'))
    await waitFor(() => expect(screen.queryByTestId('category-step-count')).toBeNull())
    expect(remove).toHaveBeenCalledWith(['501'])
    expect(modalSpy).toHaveBeenCalled()
  })

  it('checks out the cart rows from the bar and refuses an empty cart', async () => {
    load.mockResolvedValue(cartOf([]))
    renderPage(0)
    await screen.findByTestId('category-goods-row')
    fireEvent.click(screen.getByTestId('category-checkout'))
    await waitFor(() => expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择要结算的商品' })))
    expect(navSpy).not.toHaveBeenCalled()
  })

  it('filters by keyword, sorts by popularity and narrows to a third-level chip', async () => {
    load.mockResolvedValue(cartOf([cartRow(3)]))
    renderPage(0)
    await screen.findByTestId('category-goods-row')
    fireEvent.click(screen.getByTestId('category-sort-access_count'))
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'access_count', type: 'desc' } }), 1))
    fireEvent.click(screen.getAllByTestId('category-second')[1])
    fireEvent.click(await screen.findByText('美白精华'))
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ categoryId: '112' }), 1))
    fireEvent.input(screen.getByTestId('search-input'), { target: { value: '玫瑰' } })
    fireEvent.click(screen.getByTestId('search-submit'))
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ keywords: '玫瑰' }), 1))
    // The cart list opens from the bar icon with the row's own −/+.
    fireEvent.click(screen.getByTestId('category-cart-toggle'))
    expect((await screen.findByTestId('category-cart-list')).textContent).toContain('玫瑰精华')
  })

  it('opens the "more" drawer of top categories and switches to the chosen one', async () => {
    load.mockResolvedValue(cartOf([]))
    renderPage(0)
    fireEvent.click(await screen.findByTestId('category-more'))
    const items = await screen.findAllByTestId('category-drawer-item')
    expect(items).toHaveLength(2)
    fireEvent.click(items[1])
    await waitFor(() => expect(screen.queryByTestId('category-drawer')).toBeNull())
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ categoryId: '2' }), 1))
  })

  it('draws banner_images over the panel in the three-level layout', async () => {
    renderPage(3)
    const banner = await screen.findByTestId('category-banner')
    expect((banner.querySelector('img') ?? banner).getAttribute('src')).toBe('/banner-1.svg')
    expect(screen.getByText('修护精华')).toBeTruthy()
  })
})
