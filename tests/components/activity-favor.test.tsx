import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { cancelFavorite, getFavorites, type ListedGoods } from '@/api/favor'
import UserFavorPage from '@/pages/user-favor/user-favor'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import { ensureLogin } from '@/lib/session-gate'

jest.mock('@/api/favor', () => ({
  ...jest.requireActual('@/api/favor'),
  getFavorites: jest.fn(),
  cancelFavorite: jest.fn(),
}))

// The gate itself (login redirect rules) is the platform's; here: the page asks it on first load.
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

const load = getFavorites as jest.MockedFunction<typeof getFavorites>
const cancel = cancelFavorite as jest.MockedFunction<typeof cancelFavorite>

const goods = (id: string, title: string): ListedGoods => ({
  rowId: `r${id}`,
  goodsId: id,
  title,
  image: '',
  price: '59.00',
  originalPrice: '',
  url: `/pages/goods-detail/goods-detail?id=${id}`,
  isUnavailable: false,
  unavailableReason: '',
  addedAt: '2026-11-22 10:00:00',
})

function renderPage(loggedIn = true) {
  if (loggedIn) setItem('cache_shop_user_info_key', { id: '1', token: 'token-1' })
  return render(
    <StoreContext.Provider value={resetRootStore()}>
      <UserFavorPage />
    </StoreContext.Provider>,
  )
}

// taro-ui's spinner (a busy button) sizes itself with pxTransform, which the H5 entry sets up in the app.
beforeAll(() => Taro.initPxTransform({ designWidth: 750, deviceRatio: { 750: 1 } }))

describe('favourites page', () => {
  let modal: jest.SpyInstance
  beforeEach(() => {
    Taro.clearStorageSync()
    load.mockReset()
    cancel.mockReset()
    load.mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: { items: [goods('7', '樱花沐浴露'), goods('8', '栀子淡香水')], page: 1, pageTotal: 1, total: 2 },
    })
    modal = jest.spyOn(Taro, 'showModal')
  })
  afterEach(() => modal.mockRestore())

  it('unfavourites only after the shopper confirms', async () => {
    renderPage()
    await waitFor(() => expect(screen.getByText('樱花沐浴露')).toBeTruthy())
    expect(screen.getByText('共收藏 2 件商品')).toBeTruthy()

    modal.mockResolvedValueOnce({ confirm: false, cancel: true } as never)
    await act(async () => {
      fireEvent.click(screen.getAllByText('取消收藏')[0])
    })
    expect(cancel).not.toHaveBeenCalled()
    expect(screen.getByText('樱花沐浴露')).toBeTruthy()

    modal.mockResolvedValueOnce({ confirm: true, cancel: false } as never)
    cancel.mockResolvedValue({ ok: true, code: 0, msg: '取消成功', data: { isFavorite: false, count: 0 } })
    await act(async () => {
      fireEvent.click(screen.getAllByText('取消收藏')[0])
    })
    await waitFor(() => expect(screen.queryByText('樱花沐浴露')).toBeNull())
    expect(cancel).toHaveBeenCalledWith('7')
    expect(screen.getByText('栀子淡香水')).toBeTruthy()
  })

  it('shows the empty state', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: { items: [], page: 1, pageTotal: 0, total: 0 } })
    renderPage()
    await waitFor(() => expect(screen.getByText('还没有收藏商品，去逛逛吧')).toBeTruthy())
  })

  it('a guest is sent to log in on first load, sees a log-in prompt, and no request goes out', async () => {
    renderPage(false)
    await waitFor(() => expect(screen.getByText('您还没有登录')).toBeTruthy())
    expect(ensureLogin).toHaveBeenCalledWith({ onInit: true })
    expect(load).not.toHaveBeenCalled()
  })
})
