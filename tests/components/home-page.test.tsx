import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import IndexPage from '@/pages/index/index'
import Taro from '@tarojs/taro'
import { getHome, parseHome, type HomeData } from '@/api/home'
import { setItem } from '@/stores/storage'
import { networkState, setOffline } from '@/lib/web-app/network-state'
import { setLanguage } from '@/i18n'
import { resetRootStore, StoreContext } from '@/stores/root-store'

jest.mock('@/api/home', () => ({
  ...jest.requireActual('@/api/home'),
  getHome: jest.fn(),
  takeEarlyHome: () => null,
}))

const home = getHome as jest.MockedFunction<typeof getHome>

function goods(id: string) {
  return {
    id,
    title: `商品${id}`,
    image: `http://shop.test/g${id}.png`,
    price: '10.00',
    originalPrice: '',
    url: `/pages/goods-detail/goods-detail?id=${id}`,
    salesCount: 0,
  }
}

function data(): HomeData {
  const banner = (id: string) => ({ id, name: id, image: `http://shop.test/banner${id}.png`, eventType: 1, eventValue: '', bgColor: '' })
  return {
    mode: 'floors',
    pageData: null,
    banners: [banner('1'), banner('2')],
    navigation: [],
    floors: [
      { id: 'f1', name: '数码', viceName: '', describe: '', bgColor: '', goods: [goods('1'), goods('2')] },
      { id: 'f2', name: '服饰', viceName: '', describe: '', bgColor: '', goods: [goods('3')] },
    ] as unknown as HomeData['floors'],
    articles: [],
    rightIcons: [],
    cartCount: '0',
    messageTotal: 0,
    mourning: false,
    labelData: undefined,
    pluginData: {},
    pluginOrder: [],
    raw: {},
  }
}

/** The banner's first picture has loaded (jsdom loads none): the blocks and floors may follow. */
async function bannerLoaded() {
  fireEvent.load((await screen.findByTestId('home-banner')).querySelector('img')!)
}

function renderHome() {
  const stores = resetRootStore()
  return render(
    <StoreContext.Provider value={stores}>
      <IndexPage />
    </StoreContext.Provider>,
  )
}

describe('home page loading order (web)', () => {
  beforeEach(() => {
    setLanguage('zh')
    home.mockResolvedValue({ ok: true, code: 0, msg: '', data: data() })
  })
  afterEach(() => setOffline(false))

  it('paints the first screen before the goods floors, then builds the floors one by one', async () => {
    const { container } = renderHome()
    const banner = await screen.findByTestId('home-banner')
    // The banner's commit is observed before any frame has run: no floor is built yet.
    expect(screen.queryAllByTestId('home-floor')).toHaveLength(0)
    // The blocks and floors wait for the banner's first picture (the largest of the first screen).
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
    expect(screen.queryAllByTestId('home-floor')).toHaveLength(0)
    fireEvent.load(banner.querySelector('img')!)
    await waitFor(() => expect(screen.queryAllByTestId('home-floor')).toHaveLength(2))
    expect(container.querySelectorAll('[data-testid="goods-card"]')).toHaveLength(3)
    expect(screen.getByText('没有更多数据了')).toBeTruthy()
  })

  it('shows the offline notice while the shop shows stored content, in the shopper language', async () => {
    renderHome()
    await bannerLoaded()
    await screen.findAllByTestId('home-floor')
    expect(screen.queryByTestId('offline-notice')).toBeNull()
    act(() => setOffline(true))
    expect(networkState.offline).toBe(true)
    expect((await screen.findByTestId('offline-notice')).textContent).toBe('当前处于离线状态，显示的是上次浏览的内容')
    act(() => setLanguage('en'))
    expect((await screen.findByTestId('offline-notice')).textContent).toBe('You are offline: showing what you last saw')
    act(() => setOffline(false))
    expect(screen.queryByTestId('offline-notice')).toBeNull()
  })
})

describe('home page modes', () => {
  beforeEach(() => {
    setLanguage('zh')
    Taro.clearStorageSync()
    home.mockReset()
  })

  it('draws the last answer kept on this device at once, then the fresh one', async () => {
    setItem('cache_index_data_key', {
      data_mode: '0',
      banner_list: [{ id: 1, name: 'old', images_url: 'http://shop.test/old.png' }],
      data_list: [{ id: 9, name: '上次的楼层', goods: [{ id: 1, title: '旧商品', min_price: '1.00' }] }],
    })
    let answer: (value: Awaited<ReturnType<typeof getHome>>) => void = () => undefined
    home.mockReturnValue(new Promise((resolve) => (answer = resolve)))
    renderHome()
    await bannerLoaded()
    expect(await screen.findByText('上次的楼层')).toBeTruthy()
    await act(async () => answer({ ok: true, code: 0, msg: '', data: data() }))
    expect(await screen.findByText('数码')).toBeTruthy()
    expect(screen.queryByText('上次的楼层')).toBeNull()
  })

  it('data_mode 3 draws the assigned DIY page in place (its header, its modules), as a tab page', async () => {
    const diy = parseHome({
      data_mode: 3,
      data_list: {
        id: 3,
        config: {
          header: { com_data: { content: { theme: '1', title: '店铺首页', is_left_back_btn_show: '1' } } },
          diy_data: [
            { key: 'title', id: 't', com_data: { content: { title: '今日上新' } } },
            { key: 'unheard-of', id: 'u', com_data: { content: {} } },
          ],
        },
      },
      cart_total: { buy_number: 2 },
    })
    home.mockResolvedValue({ ok: true, code: 0, msg: '', data: diy })
    renderHome()
    expect(await screen.findByText('今日上新')).toBeTruthy()
    expect(within(screen.getByTestId('diy-header')).getByText('店铺首页')).toBeTruthy()
    // a tab page has no back button; the classic floors and banner are not drawn
    expect(screen.queryByTestId('diy-back')).toBeNull()
    expect(screen.queryByTestId('home-banner')).toBeNull()
  })

  it('data_mode 2 draws the drag layout where the floors go, under the classic header', async () => {
    const layout = parseHome({
      data_mode: '2',
      banner_list: [{ id: 1, name: 'b', images_url: 'http://shop.test/b.png' }],
      data_list: [
        {
          value: '12',
          value_arr: ['12'],
          status: 1,
          children: [{ children: [{ value: 'title', config: { title: '布局标题', title_more: '更多', title_more_url: '/x' } }] }],
        },
        { value: '6:6', value_arr: ['6', '6'], status: 1, children: [{ children: [] }] },
      ],
    })
    home.mockResolvedValue({ ok: true, code: 0, msg: '', data: layout })
    renderHome()
    await bannerLoaded()
    expect(await screen.findByText('布局标题')).toBeTruthy()
    expect(screen.getByTestId('home-banner')).toBeTruthy()
    expect(screen.queryAllByTestId('home-floor')).toHaveLength(0)
  })

  it('right icons carry their badges; the location picker opens the location page', async () => {
    home.mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: parseHome({
        data_mode: '0',
        banner_list: [{ id: 1, name: 'b', images_url: 'http://shop.test/b.png' }],
        right_icon_list: [
          { name: '我的收藏', icon: 'icon-star', url: '/pages/user-favor/user-favor' },
          { name: '消息', icon: 'icon-message', url: '/pages/message/message' },
        ],
        message_total: 120,
      }),
    })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    // jsdom has no Taro page stack; openPage reads its depth.
    const pages = jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as never)
    renderHome()
    expect((await screen.findByTestId('home-right-badge')).textContent).toBe('99+')
    const [star, message] = screen.getAllByTestId('home-right-icon')
    expect([star, message]).toHaveLength(2)
    // Icons of the shop's set named by the server's label, not text glyphs.
    expect(star.querySelector('.icon--star')?.getAttribute('aria-label')).toBe('我的收藏')
    expect(message.querySelector('.icon--message-circle')?.getAttribute('aria-label')).toBe('消息')
    expect(star.textContent).toBe('')
    fireEvent.click(screen.getByTestId('home-location'))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/common/open-setting-location/open-setting-location' })))
    navigate.mockRestore()
    pages.mockRestore()
  })
})
