import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { getDiyPage, parseDiyPage } from '@/api/diy'
import { saveCart } from '@/api/cart'
import DiyPageScreen from '@/pages/diy/diy'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'
import { getItem } from '@/stores/storage'

jest.mock('@/api/diy', () => ({ ...jest.requireActual('@/api/diy'), getDiyPage: jest.fn() }))
jest.mock('@/api/cart', () => ({ saveCart: jest.fn() }))

const load = getDiyPage as jest.MockedFunction<typeof getDiyPage>
const cartSave = saveCart as jest.MockedFunction<typeof saveCart>

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
      ],
    },
  },
}

const BATCH = ['search', 'carousel', 'nav-group', 'notice', 'title', 'goods-list', 'row-line', 'img-magic', 'auxiliary-blank', 'article-list', 'rich-text']

function renderPage(params: Record<string, string>, stores: RootStore = resetRootStore()) {
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
  })
  afterEach(() => jest.restoreAllMocks())

  it('renders every module of the showcase with its data; an unknown key is skipped without breaking the page', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDiyPage(showcase) })
    const { container } = renderPage({ id: '1' })
    await screen.findByTestId('diy-body')
    expect(load).toHaveBeenCalledWith('1')
    for (const key of BATCH) expect(screen.getByTestId(`diy-module-${key}`)).toBeTruthy()
    expect(container.querySelector('[data-testid="diy-module-hologram"]')).toBeNull()
    expect(within(screen.getByTestId('diy-header')).getByText('美妆专题')).toBeTruthy()
    expect(screen.getByText('搜索心仪好物')).toBeTruthy()
    expect(screen.getByText('护肤')).toBeTruthy()
    expect(screen.getByText('全场满299减50')).toBeTruthy()
    expect(screen.queryByText('隐藏公告')).toBeNull()
    expect(screen.getByText('人气主推好物')).toBeTruthy()
    expect(screen.getByText('保湿精华')).toBeTruthy()
    expect(screen.getByText('如何下单购买')).toBeTruthy()
    expect(screen.getByText('美妆小贴士')).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
    expect(screen.getByTestId('diy-module-search').getAttribute('style')).toContain('padding: 10px')
  })

  it('add-to-cart opens the shared spec picker and adds the goods', async () => {
    const stores = resetRootStore()
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
})
