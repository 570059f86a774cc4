import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import { getDiyPage, parseDiyPage } from '@/api/diy'
import { saveCart } from '@/api/cart'
import { claimCoupon } from '@/api/plugins/coupon'
import { claimCoupons } from '@/api/plugins/coupon-diy'
import { searchGoods } from '@/api/search'
import DiyPageScreen from '@/pages/diy/diy'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'
import { getItem, setItem } from '@/stores/storage'

jest.mock('@/api/diy', () => ({ ...jest.requireActual('@/api/diy'), getDiyPage: jest.fn() }))
jest.mock('@/api/cart', () => ({ saveCart: jest.fn() }))
jest.mock('@/api/plugins/coupon-core', () => ({ ...jest.requireActual('@/api/plugins/coupon-core'), claimCoupon: jest.fn() }))
jest.mock('@/api/plugins/coupon-diy', () => ({ ...jest.requireActual('@/api/plugins/coupon-diy'), claimCoupons: jest.fn() }))
jest.mock('@/api/search', () => ({ ...jest.requireActual('@/api/search'), searchGoods: jest.fn() }))

const load = getDiyPage as jest.MockedFunction<typeof getDiyPage>
const cartSave = saveCart as jest.MockedFunction<typeof saveCart>
const claimOne = claimCoupon as jest.MockedFunction<typeof claimCoupon>
const claimAll = claimCoupons as jest.MockedFunction<typeof claimCoupons>
const search = searchGoods as jest.MockedFunction<typeof searchGoods>

const mod = (key: string, content: Record<string, unknown>, style: Record<string, unknown> = {}) => ({
  id: `m-${key}-${Object.keys(content).length}`,
  key,
  is_enable: '1',
  com_data: { content, style: { common_style: { padding: 10, color_list: [{ color: '#ffffff' }] }, ...style } },
})

const goodsRow = (id: number, title: string) => ({
  id,
  title,
  images: `http://shop.test/g${id}.png`,
  min_price: '59.00',
  sales_count: 12,
  inventory: 100,
  goods_url: `/pages/goods-detail/goods-detail?id=${id}`,
  is_error: 0,
  buy_min_number: 1,
  specifications: [],
})

/** The shape diy/index answers for the showcase page, plus a module this version does not know. */
const showcase = {
  data: {
    id: 1,
    name: '美妆专题',
    config: {
      header: { com_data: { content: { title: '美妆专题', is_left_back_btn_show: '1' }, style: { common_style: { color_list: [{ color: '#f5f5f5' }] } } } },
      diy_data: [
        mod('search', { tips: '搜索心仪好物', is_search_show: '1', search_type: 'text', search_tips: '搜索' }),
        mod('carousel', {
          height: 150,
          carousel_list: [{ carousel_img: [{ url: 'http://shop.test/s1.svg' }], carousel_link: { page: '/pages/goods-detail/goods-detail?id=1' } }],
        }),
        mod('nav-group', {
          nav_content_list: [{ title: '护肤', img: [{ url: 'http://shop.test/n1.svg' }], link: { page: '/pages/goods-search/goods-search' } }],
        }),
        mod('notice', {
          title: '公告',
          notice_list: [
            { notice_title: '全场满299减50', is_show: '1' },
            { notice_title: '隐藏公告', is_show: '0' },
          ],
        }),
        mod('title', { title: '今日推荐', subtitle: '编辑精选', right_show: '1', right_title: '更多' }),
        { key: 'hologram', id: 'future', is_enable: '1', com_data: { content: { anything: 1 }, style: {} } },
        mod('goods-list', {
          theme: '1',
          data_type: '0',
          data_list: [
            { data_id: 1, new_title: '人气主推好物', data: goodsRow(1, '丝绒口红') },
            { data_id: 2, data: goodsRow(2, '保湿精华') },
          ],
          is_shop_show: '1',
          shop_button_text: '加购',
          shop_button_effect: '1',
        }),
        mod('row-line', { styles: 'dashed' }, { line_color: '#e93a6b', line_width: 1 }),
        mod('img-magic', {
          magic_cube_density: 4,
          img_magic_list: [{ img: [{ url: 'http://shop.test/m1.svg' }], start: { x: 1, y: 1 }, end: { x: 2, y: 4 } }],
        }),
        mod('auxiliary-blank', { height: 12 }),
        mod('article-list', {
          data_type: '1',
          data_auto_list: [
            { id: 9, title: '如何下单购买', add_time: '2026-11-20 10:00:00', access_count: 5, url: '/pages/article-detail/article-detail?id=9' },
          ],
        }),
        mod('rich-text', { html: '<p>美妆小贴士</p><script>window.diyHacked=1</script><img src="x.png" onerror="window.diyHacked=2">' }),
        mod('user-info', { config: ['order_count'], data: { user_name_view: '小美', user_avatar: 'http://shop.test/a.png', order_count: 6 } }),
        mod('goods-tabs', {
          theme: '1',
          tabs_list: [
            { title: '护肤榜', data_type: '1', data_auto_list: [goodsRow(3, '修护面霜')] },
            { title: '彩妆榜', data_type: '1', data_auto_list: [goodsRow(4, '哑光唇釉')] },
          ],
        }),
        mod('data-tabs', {
          tabs_list: [
            { title: '资讯', tabs_data_type: 'article', article_config: { content: { data_type: '1', data_auto_list: [{ id: 8, title: '夏季防晒指南' }] } } },
            {
              title: '品牌',
              tabs_data_type: 'custom',
              custom_config: {
                content: {
                  data_source: 'brand',
                  data_source_content: { data_type: '1', data_auto_list: [{ id: 1, name: '花漾' }] },
                  height: 40,
                  custom_list: [{ key: 'text', location: { x: 0, y: 0 }, com_data: { com_width: 200, com_height: 20, text_title: '品牌：${name}' } }],
                },
              },
            },
          ],
        }),
        mod('coupon', {
          theme: '4',
          title: '领券中心',
          data_type: '1',
          data_auto_list: [
            { id: 11, name: '满100减10', desc: '满100可用', type: 0, discount_value: '10', status_type: 0, status_operable_name: '领取' },
            { id: 12, name: '无门槛5元', desc: '无门槛', type: 0, discount_value: '5', status_type: 0, status_operable_name: '领取' },
          ],
        }),
        mod('seckill', {
          title_text: '限时秒杀',
          data: {
            current: {
              goods: [{ id: 5, title: '秒杀精华', min_price: '99.00', seckill_min_price: '59.00' }],
              time: { status: 1 },
              time_start_number: 0,
              time_end_number: 4102444800,
            },
          },
        }),
      ],
    },
  },
}

const SHOWN = [
  'search',
  'carousel',
  'nav-group',
  'notice',
  'title',
  'goods-list',
  'row-line',
  'img-magic',
  'auxiliary-blank',
  'article-list',
  'rich-text',
  'user-info',
  'goods-tabs',
  'data-tabs',
  'coupon',
  'seckill',
]

/** Stores with the seckill and coupon plugins switched on (their modules draw only then). */
function withPlugins(names = ['seckill', 'coupon']): RootStore {
  const root = resetRootStore()
  root.app.config = parseCommonConfig({ status: 1, config: {}, plugins_base: Object.fromEntries(names.map((name) => [name, { data: {} }])) })
  return root
}

function renderPage(params: Record<string, string>, stores: RootStore = withPlugins()) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/pages/diy/diy' } } as never)
  return render(
    <StoreContext.Provider value={stores}>
      <DiyPageScreen />
    </StoreContext.Provider>,
  )
}

describe('DIY page', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    load.mockReset()
    cartSave.mockReset()
    claimOne.mockReset()
    claimAll.mockReset()
    search.mockReset()
  })
  afterEach(() => jest.restoreAllMocks())

  it('renders every module of the showcase with its data; an unknown key is skipped without breaking the page', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    const { container } = renderPage({ id: '1' })
    await screen.findByTestId('diy-body')
    expect(load).toHaveBeenCalledWith('1')
    for (const key of SHOWN) expect(screen.getByTestId(`diy-module-${key}`)).toBeTruthy()
    expect(container.querySelector('[data-testid="diy-module-hologram"]')).toBeNull()
    expect(within(screen.getByTestId('diy-header')).getByText('美妆专题')).toBeTruthy()
    expect(screen.getByText('秒杀精华')).toBeTruthy()
    expect(screen.getByText('小美')).toBeTruthy()
    expect(screen.getByText('搜索心仪好物')).toBeTruthy()
    expect(screen.getByText('护肤')).toBeTruthy()
    expect(screen.getByText('全场满299减50')).toBeTruthy()
    expect(screen.queryByText('隐藏公告')).toBeNull()
    expect(screen.getByText('人气主推好物')).toBeTruthy()
    expect(screen.getByText('保湿精华')).toBeTruthy()
    expect(screen.getByText('如何下单购买')).toBeTruthy()
    // A carousel's later slides draw once its first one has painted.
    expect(await screen.findByText('美妆小贴士')).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
    expect(screen.getByTestId('diy-module-search').getAttribute('style')).toContain('padding: 10px')
  })

  it('add-to-cart opens the shared spec picker and adds the goods', async () => {
    const stores = withPlugins()
    stores.session.setUser({ id: '1', token: 'tok', mobile: '13800000000' })
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    cartSave.mockResolvedValue({ ok: true, code: 0, msg: '加入成功', data: { buyNumber: 3, totalPrice: '177.00' } } as never)
    renderPage({ id: '1' }, stores)
    const buttons = await screen.findAllByTestId('diy-goods-button')
    fireEvent.click(buttons[1])
    await screen.findByTestId('spec-picker')
    fireEvent.click(screen.getByTestId('spec-confirm-cart'))
    await waitFor(() => expect(cartSave).toHaveBeenCalledWith('2', 1, []))
    await waitFor(() => expect(screen.queryByTestId('spec-picker')).toBeNull())
  })

  it('a guest tapping add-to-cart goes to login and comes back to this DIY page', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    const navigate = jest.spyOn(Taro, 'navigateTo')
    // Taro H5's page has no options: the query (the DIY id) is lost from the current page.
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/diy/diy', options: {} }] as never)
    renderPage({ id: '1' })
    const buttons = await screen.findAllByTestId('diy-goods-button')
    fireEvent.click(buttons[0])
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/pages/login/login') })))
    expect(getItem('cache_prev_page_key')).toBe('/pages/diy/diy?id=1')
    expect(screen.queryByTestId('spec-picker')).toBeNull()
    expect(cartSave).not.toHaveBeenCalled()
  })

  it('a link without an id says so, with a way home and no request', async () => {
    renderPage({})
    expect(await screen.findByText('页面链接缺少页面编号，无法打开')).toBeTruthy()
    expect(screen.getByText('返回首页')).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
    // With no page to draw, the shared title bar names the page and offers home (nothing before it).
    expect(screen.getByTestId('nav-title').textContent).toBe('专题页')
    expect(screen.getByTestId('nav-home')).toBeTruthy()
  })

  it("the page's own header is its title bar on the web: the title as a heading and home on a deep link", async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as ReturnType<typeof Taro.getCurrentPages>)
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' })
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    renderPage({ id: '1' })
    const header = await screen.findByTestId('diy-header')
    expect(header.getAttribute('data-title-bar')).toBe('true')
    expect(within(header).getByRole('heading', { level: 1 }).getAttribute('aria-label')).toBe('美妆专题')
    expect(screen.queryByTestId('nav-bar')).toBeNull()
    fireEvent.click(within(header).getByTestId('nav-home'))
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('a null page (how ShopXO answers an unknown id) says the page does not exist, with a way home', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: 'success', data: parseDiyPage({ data: null }) })
    renderPage({ id: '77' })
    expect(await screen.findByText('页面不存在或已停用')).toBeTruthy()
    expect(screen.getByTestId('status-empty')).toBeTruthy()
    expect(screen.getByText('返回首页')).toBeTruthy()
  })

  it("an unknown page shows the server's message with retry and home", async () => {
    load.mockResolvedValueOnce({ ok: false, code: -1, msg: '页面不存在或已停用', kind: 'server', data: '' })
    load.mockResolvedValueOnce({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    renderPage({ id: '404' })
    expect(await screen.findByText('页面不存在或已停用')).toBeTruthy()
    expect(screen.getByText('返回首页')).toBeTruthy()
    fireEvent.click(screen.getByText('重新加载'))
    await screen.findByTestId('diy-body')
  })

  it("draws this device's copy of the page at once, then the fresh answer", async () => {
    setItem('cache_diy_page_data_key1', showcase.data as never)
    let answer: (value: Awaited<ReturnType<typeof getDiyPage>>) => void = () => undefined
    load.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderPage({ id: '1' })
    expect(await screen.findByText('人气主推好物')).toBeTruthy()
    const fresh = { data: { ...showcase.data, config: { ...showcase.data.config, diy_data: [mod('title', { title: '新的标题' })] } } }
    answer({ ok: true, code: 0, msg: '', data: parseDiyPage(fresh) })
    expect(await screen.findByText('新的标题')).toBeTruthy()
    expect(screen.queryByText('人气主推好物')).toBeNull()
  })

  it('goods tabs and data tabs switch their body locally', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    renderPage({ id: '1' })
    expect(await screen.findByText('修护面霜')).toBeTruthy()
    fireEvent.click(within(screen.getByTestId('diy-goods-tabs')).getByText('彩妆榜'))
    expect(await screen.findByText('哑光唇釉')).toBeTruthy()
    expect(screen.queryByText('修护面霜')).toBeNull()
    expect(screen.getByText('夏季防晒指南')).toBeTruthy()
    fireEvent.click(within(screen.getByTestId('diy-data-tabs')).getByText('品牌'))
    expect(await screen.findByText('品牌：花漾')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a coupon module claims one coupon through the coupon plugin and shows its new state', async () => {
    const stores = withPlugins()
    stores.session.setUser({ id: '1', token: 'tok', mobile: '13800000000' })
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    claimOne.mockResolvedValue({ ok: true, code: 0, msg: '领取成功', data: { status: 'claimed', actionText: '已领取' } as never })
    renderPage({ id: '1' }, stores)
    const module = await screen.findByTestId('diy-module-coupon')
    fireEvent.click(within(module).getAllByTestId('coupon-action')[0])
    await waitFor(() => expect(claimOne).toHaveBeenCalledWith('11'))
    await waitFor(() => expect(within(module).getAllByText('已领取')).toHaveLength(1))
    // one claimable coupon left: no "claim all" for a single one
    expect(within(module).queryByTestId('coupon-diy-claim-all')).toBeNull()
  })

  it('"claim all" sends every claimable id in one request and updates each coupon', async () => {
    const stores = withPlugins()
    stores.session.setUser({ id: '1', token: 'tok', mobile: '13800000000' })
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    claimAll.mockResolvedValue({
      ok: true,
      code: 0,
      msg: '领取成功',
      data: [
        { id: '11', status: 'claimed', actionText: '已领取' },
        { id: '12', status: 'claimed', actionText: '已领取' },
      ] as never,
    })
    renderPage({ id: '1' }, stores)
    const module = await screen.findByTestId('diy-module-coupon')
    fireEvent.click(within(module).getByTestId('coupon-diy-claim-all'))
    await waitFor(() => expect(claimAll).toHaveBeenCalledWith(['11', '12']))
    await waitFor(() => expect(within(module).getAllByText('已领取')).toHaveLength(2))
    expect(claimOne).not.toHaveBeenCalled()
  })

  it('page tabs: a micro-page tab loads that page body, a category tab pages its goods', async () => {
    const tabbed = {
      data: {
        ...showcase.data,
        config: {
          ...showcase.data.config,
          tabs_data: [
            {
              key: 'tabs',
              id: 'tabs',
              com_data: {
                content: {
                  home_data: { title: '精选' },
                  tabs_list: [
                    { title: '护肤课堂', data_type: '0', micro_page_list: { id: 2 } },
                    { title: '彩妆', data_type: '1', classify: { id: 3 } },
                  ],
                },
                style: {},
              },
            },
          ],
        },
      },
    }
    const micro = { data: { id: 2, config: { header: {}, diy_data: [mod('title', { title: '课堂第一课' })] } } }
    load.mockImplementation((id) => Promise.resolve({ ok: true, code: 0, msg: '', data: parseDiyPage(id === '2' ? micro : tabbed) }))
    search.mockImplementation((_filters, page) =>
      Promise.resolve({
        ok: true,
        code: 0,
        msg: '',
        data: {
          items: [
            {
              id: `${page}`,
              title: `彩妆第${page}页`,
              image: '',
              price: '9',
              originalPrice: '',
              salesCount: 0,
              inventory: 1,
              inventoryUnit: '',
              url: '/x',
              simpleDesc: '',
              hasSpecs: false,
              errorMsg: '',
            },
          ] as never,
          page,
          pageTotal: 2,
          total: 2,
        },
      }),
    )
    renderPage({ id: '1' })
    const bar = await screen.findByTestId('diy-page-tab-bar')
    fireEvent.click(within(bar).getByText('护肤课堂'))
    expect(await screen.findByText('课堂第一课')).toBeTruthy()
    expect(load).toHaveBeenCalledWith('2')
    expect(screen.queryByText('人气主推好物')).toBeNull()
    fireEvent.click(within(bar).getByText('彩妆'))
    expect(await screen.findByText('彩妆第1页')).toBeTruthy()
    expect(search).toHaveBeenCalledWith(expect.objectContaining({ categoryId: '3' }), 1)
    fireEvent.click(within(bar).getByText('精选'))
    expect(await screen.findByText('人气主推好物')).toBeTruthy()
  })

  it('a plugin module draws nothing while its plugin is off; the rest of the page still draws', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    renderPage({ id: '1' }, withPlugins(['seckill']))
    await screen.findByTestId('diy-module-seckill')
    expect(screen.queryByTestId('diy-module-coupon')).toBeNull()
    expect(screen.getByTestId('diy-module-goods-list')).toBeTruthy()
  })
})
