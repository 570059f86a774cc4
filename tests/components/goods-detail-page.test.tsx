import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import GoodsDetailScreen from '@/pages/goods-detail/goods-detail'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { getSpecDetail, getSpecType, toggleFavor, type GoodsDetail, type GoodsDetailPage } from '@/api/goods'
import { getGoodsDetailView } from '@/api/goods-detail'
import { saveCart } from '@/api/cart'

jest.mock('@/api/goods-detail', () => ({ getGoodsDetailView: jest.fn() }))
jest.mock('@/api/goods', () => ({
  ...jest.requireActual('@/api/goods'),
  getSpecType: jest.fn(),
  getSpecDetail: jest.fn(),
  toggleFavor: jest.fn(),
}))
jest.mock('@/api/cart', () => ({ saveCart: jest.fn() }))

const detail = getGoodsDetailView as jest.MockedFunction<typeof getGoodsDetailView>
const specType = getSpecType as jest.MockedFunction<typeof getSpecType>
const specDetail = getSpecDetail as jest.MockedFunction<typeof getSpecDetail>
const favor = toggleFavor as jest.MockedFunction<typeof toggleFavor>
const cartSave = saveCart as jest.MockedFunction<typeof saveCart>

function goods(partial: Partial<GoodsDetail> = {}): GoodsDetail {
  return {
    id: '2',
    title: '华为笔记本 MateBook 14',
    titleColor: '',
    simpleDesc: '轻薄办公本',
    image: 'http://shop.test/g.png',
    photos: ['http://shop.test/g.png', 'http://shop.test/g2.png'],
    video: '',
    price: '4500.00-5500.00',
    minPrice: '4500.00',
    maxPrice: '5500.00',
    originalPrice: '6000.00-6800.00',
    priceLabel: '',
    showPrice: true,
    showOriginalPrice: true,
    showSales: true,
    showInventory: true,
    inventory: 100,
    inventoryUnit: '台',
    salesCount: 199,
    buyMin: 1,
    buyMax: 0,
    specGroups: [
      {
        name: '颜色',
        values: [
          { name: '金色', image: '', inventory: null },
          { name: '银色', image: '', inventory: null },
        ],
      },
      {
        name: '容量',
        values: [
          { name: '32G', image: '', inventory: null },
          { name: '128G', image: '', inventory: null },
        ],
      },
    ],
    parameters: [{ name: '品牌', value: '华为' }],
    contentHtml: '<p>好用<script>alert(1)</script></p>',
    contentApp: [],
    isFavor: false,
    isExhibition: false,
    errorMsg: '',
    commentsCount: 1,
    score: { avg: '5.0', rate: 100, rating: [] },
    comments: [
      {
        id: '1',
        avatar: '',
        userName: 'd***o',
        time: '11-20 10:00',
        rating: 5,
        content: '非常满意',
        images: [],
        specText: '金色',
        isAnonymous: false,
        reply: '谢谢',
      },
    ],
    categoryNames: ['笔记本'],
    brandName: '华为',
    seoTitle: '',
    seoDesc: '',
    shareImage: '',
    ...partial,
  }
}

function pageData(partial: Partial<GoodsDetail> = {}, extra: Partial<GoodsDetailPage> = {}): GoodsDetailPage {
  return {
    goods: goods(partial),
    cartCount: '3',
    buyButtons: [
      { type: 'cart', name: '加入购物车', color: 'second', value: '' },
      { type: 'buy', name: '立即购买', color: 'main', value: '' },
    ],
    buyError: '',
    leftNav: [],
    guessYouLike: [],
    plugins: {},
    ...extra,
  }
}

/** A value chip inside the spec picker (the same words may appear elsewhere on the page). */
function specValue(name: string): HTMLElement {
  const chip = screen.getAllByTestId('spec-value').find((el) => el.textContent === name)
  if (!chip) throw new Error(`no spec value ${name}`)
  return chip
}

function renderPage() {
  const stores = resetRootStore()
  render(
    <StoreContext.Provider value={stores}>
      <GoodsDetailScreen />
    </StoreContext.Provider>,
  )
  return stores
}

function logIn(stores: ReturnType<typeof resetRootStore>) {
  stores.session.setUser({ id: '1', token: 'tok', mobile: '13800000000' })
}

beforeEach(() => {
  Taro.clearStorageSync()
  jest.clearAllMocks()
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/goods-detail/goods-detail', options: { id: '2' } }] as never)
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '2' }, path: '/pages/goods-detail/goods-detail' } } as never)
})

describe('goods-detail page', () => {
  it('renders the goods from the api: title, price range, comments, safe description, cart count', async () => {
    detail.mockResolvedValue({ ok: true, code: 0, msg: '', data: pageData() })
    const stores = renderPage()
    await waitFor(() => expect(screen.getByTestId('goods-title').textContent).toContain('MateBook'))
    expect(screen.getByTestId('goods-price').textContent).toBe('￥4500.00-5500.00')
    // Comments and the description follow the first paint.
    expect(await screen.findByText('非常满意')).toBeTruthy()
    expect(screen.getByText('谢谢')).toBeTruthy()
    expect((await screen.findByTestId('rich-text')).innerHTML).not.toContain('script')
    expect(stores.cart.badge).toBe('3')
    expect(screen.getByTestId('bar-cart-count').textContent).toBe('3')
    expect(detail).toHaveBeenCalledWith('2')
  })

  it('draws the cached list card at once when its id matches', async () => {
    Taro.setStorageSync('cache_goods_data_key', { id: '2', title: '缓存的商品', images: 'http://shop.test/c.png', price: '4500.00' })
    detail.mockReturnValue(new Promise(() => undefined))
    renderPage()
    await waitFor(() => expect(screen.getByTestId('goods-title').textContent).toBe('缓存的商品'))
  })

  it('shows the server message as the empty state for missing goods', async () => {
    detail.mockResolvedValue({ ok: false, code: -1, msg: '商品不存在或已删除', kind: 'server', data: '' })
    renderPage()
    await waitFor(() => expect(screen.getByText('商品不存在或已删除')).toBeTruthy())
    expect(screen.getByTestId('status-empty')).toBeTruthy()
  })

  it('picks specs in order and shows the chosen spec price', async () => {
    detail.mockResolvedValue({ ok: true, code: 0, msg: '', data: pageData() })
    specType.mockResolvedValue({ ok: true, code: 0, msg: '', data: ['128G'] })
    specDetail.mockResolvedValue({ ok: true, code: 0, msg: '', data: { price: '4800.00', originalPrice: '6600.00', inventory: 7, buyMin: 0, buyMax: 0 } })
    renderPage()
    await waitFor(() => screen.getByTestId('buy-button-cart'))
    fireEvent.click(screen.getByTestId('buy-button-cart'))
    await waitFor(() => screen.getByTestId('spec-picker'))
    expect(screen.getByTestId('spec-picker-price').textContent).toContain('4500.00-5500.00')
    fireEvent.click(specValue('金色'))
    await waitFor(() => expect(specType).toHaveBeenCalledWith('2', [{ type: '颜色', value: '金色' }]))
    await waitFor(() => expect(specValue('32G').getAttribute('data-status')).toBe('disabled'))
    fireEvent.click(specValue('128G'))
    await waitFor(() => expect(screen.getByTestId('spec-picker-price').textContent).toContain('4800.00'))
    expect(screen.getByTestId('spec-picker-stock').textContent).toContain('7')
  })

  it('sends a guest to login when adding to cart', async () => {
    detail.mockResolvedValue({ ok: true, code: 0, msg: '', data: pageData({ specGroups: [] }) })
    specDetail.mockResolvedValue({ ok: true, code: 0, msg: '', data: { price: '1', originalPrice: '', inventory: 9, buyMin: 0, buyMax: 0 } })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
    renderPage()
    await waitFor(() => screen.getByTestId('buy-button-cart'))
    fireEvent.click(screen.getByTestId('buy-button-cart'))
    // The picker's code comes after the page's first paint (spec-picker-on-demand).
    const confirm = await screen.findByTestId('spec-confirm-cart')
    await act(async () => {
      fireEvent.click(confirm)
    })
    expect(cartSave).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/login/login' }))
    // ...and comes back here afterwards.
    expect(Taro.getStorageSync('cache_prev_page_key')).toBe('/pages/goods-detail/goods-detail?id=2')
  })

  it('adds to cart for a logged-in shopper and updates the badge', async () => {
    detail.mockResolvedValue({ ok: true, code: 0, msg: '', data: pageData({ specGroups: [] }) })
    cartSave.mockResolvedValue({ ok: true, code: 0, msg: '加入成功', data: { buyNumber: '5', totalPrice: '9000.00' } })
    const stores = renderPage()
    logIn(stores)
    await waitFor(() => screen.getByTestId('buy-button-cart'))
    fireEvent.click(screen.getByTestId('buy-button-cart'))
    // The picker's code comes after the page's first paint (spec-picker-on-demand).
    const confirm = await screen.findByTestId('spec-confirm-cart')
    await act(async () => {
      fireEvent.click(confirm)
    })
    expect(cartSave).toHaveBeenCalledWith('2', 1, [])
    await waitFor(() => expect(stores.cart.badge).toBe('5'))
  })

  it('asks for a specification before confirming', async () => {
    detail.mockResolvedValue({ ok: true, code: 0, msg: '', data: pageData() })
    const toastSpy = jest.spyOn(Taro, 'showToast')
    const stores = renderPage()
    logIn(stores)
    await waitFor(() => screen.getByTestId('buy-button-buy'))
    fireEvent.click(screen.getByTestId('buy-button-buy'))
    fireEvent.click(await screen.findByTestId('spec-confirm-buy'))
    expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择规格' }))
  })

  it('toggles the favourite for a logged-in shopper', async () => {
    detail.mockResolvedValue({ ok: true, code: 0, msg: '', data: pageData() })
    favor.mockResolvedValue({ ok: true, code: 0, msg: '收藏成功', data: { isFavor: true, text: '已收藏', count: 1 } })
    const stores = renderPage()
    logIn(stores)
    const button = await screen.findByTestId('goods-favor')
    // Drawn with the icon set (a heart), named by its label, not a text glyph.
    expect(button.querySelector('.icon--heart')).not.toBeNull()
    expect(button.textContent).toBe('收藏')
    expect(button.getAttribute('aria-pressed')).toBe('false')
    expect(screen.getByTestId('goods-share').querySelector('.icon--share-2')).not.toBeNull()
    expect(screen.getByTestId('goods-share').textContent).toBe('分享')
    await act(async () => {
      fireEvent.click(button)
    })
    expect(favor).toHaveBeenCalledWith('2')
    await waitFor(() => expect(screen.getByTestId('goods-favor').textContent).toBe('已收藏'))
    expect(screen.getByTestId('goods-favor').getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByTestId('goods-favor').className).toContain('gd-icon-button--on')
  })

  it('display-only goods get a disabled button with the server text', async () => {
    detail.mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: pageData({ isExhibition: true }, { buyButtons: [{ type: 'show', name: '立即咨询', color: 'main', value: '400' }], buyError: '' }),
    })
    renderPage()
    await waitFor(() => screen.getByTestId('buy-disabled'))
    expect(screen.getByTestId('buy-disabled').textContent).toBe('立即咨询')
    expect(screen.queryByTestId('spec-row')).toBeNull()
  })

  it('draws the custom price label, the server left nav with "back" for is_opt_back, and hides the cart for is_opt_cart=0', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({
      router: { params: { id: '2', is_opt_back: '1', is_opt_cart: '0' }, path: '/pages/goods-detail/goods-detail' },
    } as never)
    const leftNav = [
      { type: 'home', name: '首页', url: '/pages/index/index' },
      { type: 'favor', name: '收藏', url: '' },
      { type: 'chat', name: '客服', url: '' },
    ]
    detail.mockResolvedValue({ ok: true, code: 0, msg: '', data: pageData({ priceLabel: '会员价' }, { leftNav }) })
    renderPage()
    await waitFor(() => expect(screen.getByTestId('goods-price-label').textContent).toBe('会员价'))
    expect(screen.getByTestId('bar-back')).toBeTruthy()
    // Home gives way to "back"; favourite is never in the bar; chat is there; no cart.
    expect(screen.queryByTestId('bar-home')).toBeNull()
    expect(screen.queryByTestId('bar-favor')).toBeNull()
    expect(screen.getByTestId('bar-service').textContent).toBe('客服')
    expect(screen.queryByTestId('bar-cart')).toBeNull()
  })

  it('shows the left nav of the answer and the cart without is_opt_back', async () => {
    detail.mockResolvedValue({ ok: true, code: 0, msg: '', data: pageData({}, { leftNav: [{ type: 'home', name: '首页', url: '/pages/index/index' }] }) })
    renderPage()
    await waitFor(() => expect(screen.getByTestId('bar-home').textContent).toBe('首页'))
    expect(screen.queryByTestId('bar-back')).toBeNull()
    expect(screen.getByTestId('bar-cart')).toBeTruthy()
    expect(screen.queryByTestId('bar-service')).toBeNull()
  })

  it('opens the parameters and services popups, and the top nav "more" menu', async () => {
    const navigate = jest.spyOn(Taro, 'switchTab').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    detail.mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: pageData(
        {
          parameters: [
            { name: '品牌', value: '华为' },
            { name: '型号', value: 'MateBook 14' },
          ],
          parametersDetail: [1, 2, 3, 4, 5].map((n) => ({ name: `参数${n}`, value: `值${n}` })),
        },
        {
          services: [{ name: '正品保障', describe: '假一赔十', image: '' }],
          navMore: [{ name: '分类', url: '/pages/goods-category/goods-category' }],
          middleTabs: [
            { type: 'main', name: '商品' },
            { type: 'comments', name: '评价' },
            { type: 'detail', name: '详情' },
          ],
        },
      ),
    })
    renderPage()
    await waitFor(() => expect(screen.getByTestId('params-summary').textContent).toContain('华为，MateBook 14'))
    // Four detail parameters under the title, all of them in the popup.
    expect(screen.getByTestId('params-detail').textContent).toContain('值4')
    expect(screen.getByTestId('params-detail').textContent).not.toContain('值5')
    fireEvent.click(screen.getByTestId('params-all'))
    expect(screen.getByTestId('params-sheet').textContent).toContain('值5')
    fireEvent.click(screen.getByLabelText('关闭'))
    expect(screen.queryByTestId('params-sheet')).toBeNull()

    fireEvent.click(screen.getByTestId('services-row'))
    expect(screen.getByTestId('services-sheet').textContent).toContain('假一赔十')
    fireEvent.click(screen.getByLabelText('关闭'))

    fireEvent.click(screen.getByTestId('topnav-more'))
    fireEvent.click(screen.getByText('分类'))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/goods-category/goods-category' })))
    expect(screen.queryByTestId('topnav-menu')).toBeNull()
    navigate.mockRestore()
  })
})
