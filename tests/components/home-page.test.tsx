import { act, render, screen, waitFor } from '@testing-library/react'
import IndexPage from '@/pages/index/index'
import { getHome, type HomeData } from '@/api/home'
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
    banners: [banner('1'), banner('2')],
    navigation: [],
    floors: [
      { id: 'f1', name: '数码', viceName: '', describe: '', bgColor: '', goods: [goods('1'), goods('2')] },
      { id: 'f2', name: '服饰', viceName: '', describe: '', bgColor: '', goods: [goods('3')] },
    ] as unknown as HomeData['floors'],
    articles: [],
    rightIcons: [],
    middleAds: [],
    cartCount: '0',
    messageTotal: 0,
    mourning: false,
    isDiy: false,
    pluginData: {},
    pluginOrder: [],
    raw: {},
  }
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
    await screen.findByTestId('home-banner')
    // The banner's commit is observed before any frame has run: no floor is built yet.
    expect(screen.queryAllByTestId('home-floor')).toHaveLength(0)
    await waitFor(() => expect(screen.queryAllByTestId('home-floor')).toHaveLength(2))
    expect(container.querySelectorAll('[data-testid="goods-card"]')).toHaveLength(3)
    expect(screen.getByText('没有更多数据了')).toBeTruthy()
  })

  it('shows the offline notice while the shop shows stored content, in the shopper language', async () => {
    renderHome()
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
