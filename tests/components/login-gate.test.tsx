import { Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { observer } from 'mobx-react-lite'
import { getFavorites } from '@/api/favor'
import type { ApiResult } from '@/api/types'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import UserFavorPage from '@/pages/user-favor/user-favor'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'

jest.mock('@/api/favor', () => ({ ...jest.requireActual('@/api/favor'), getFavorites: jest.fn() }))

// Lazy images watch the viewport; jsdom has no IntersectionObserver.
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { IntersectionObserver: NoopObserver })

const LOGIN = '/pages/login/login'

/** A login-only page the way every page writes it: gate, gated load, guest notice. */
const GatedPage = observer(function GatedPage({ load, ask }: { load: () => Promise<ApiResult<string>>; ask?: boolean }) {
  const allowed = useLoginGate(ask === undefined ? {} : { ask })
  const remote = useRemote(whenLoggedIn(allowed, load), [allowed])
  if (!allowed) return <GuestNotice />
  return <Text data-testid='gated-content'>{remote.status === 'ready' ? remote.data : remote.status}</Text>
})

const answer = (data: string) => jest.fn(() => Promise.resolve<ApiResult<string>>({ ok: true, code: 0, msg: '', data }))

function at(path: string) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {}, path } } as never)
}

/** Render, then let the gated load (an answer without a request for a guest) settle. */
async function renderWith(stores: RootStore, ui: JSX.Element) {
  const view = render(<StoreContext.Provider value={stores}>{ui}</StoreContext.Provider>)
  await act(async () => undefined)
  return view
}

let redirect: jest.SpyInstance
let navigate: jest.SpyInstance
beforeEach(() => {
  Taro.clearStorageSync()
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/x/x' }] as never)
  redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
  navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
  at('/pages/user-address/user-address')
})
afterEach(() => jest.restoreAllMocks())

const loginOpens = (spy: jest.SpyInstance) => spy.mock.calls.filter(([options]) => String(options.url).startsWith(LOGIN)).length

describe('useLoginGate', () => {
  it('a guest sees the notice, login opens once, nothing loads; logging in elsewhere unlocks and loads', async () => {
    const stores = resetRootStore()
    const load = answer('my data')
    const { rerender } = await renderWith(stores, <GatedPage load={load} />)

    expect(screen.getByTestId('status-empty').textContent).toContain('您还没有登录')
    await waitFor(() => expect(loginOpens(redirect)).toBe(1))
    // A non-tab page is replaced by the login page, and comes back here afterwards.
    expect(Taro.getStorageSync('cache_prev_page_key')).toBe('/pages/user-address/user-address')
    rerender(
      <StoreContext.Provider value={stores}>
        <GatedPage load={load} />
      </StoreContext.Provider>,
    )
    expect(loginOpens(redirect) + loginOpens(navigate)).toBe(1)
    expect(load).not.toHaveBeenCalled()

    act(() => stores.session.setUser({ id: '1', token: 'token-1' }))
    expect((await screen.findByTestId('gated-content')).textContent).toBe('my data')
    expect(load).toHaveBeenCalledTimes(1)
    expect(loginOpens(redirect) + loginOpens(navigate)).toBe(1)

    // Signing out elsewhere shuts it again.
    await act(async () => stores.session.clear())
    expect(screen.getByTestId('status-empty').textContent).toContain('您还没有登录')
  })

  it('the notice opens login on tap', async () => {
    await renderWith(resetRootStore(), <GatedPage load={answer('x')} ask={false} />)
    fireEvent.click(screen.getByText('立即登录'))
    await waitFor(() => expect(loginOpens(navigate)).toBe(1))
  })

  it('a signed-in shopper loads at once and no login page opens', async () => {
    const stores = resetRootStore()
    stores.session.setUser({ id: '1', token: 'token-1' })
    const load = answer('mine')
    await renderWith(stores, <GatedPage load={load} />)
    expect((await screen.findByTestId('gated-content')).textContent).toBe('mine')
    expect(loginOpens(redirect) + loginOpens(navigate)).toBe(0)
  })

  it('ask: false shows the notice without opening login, and still unlocks', async () => {
    const stores = resetRootStore()
    const load = answer('code')
    await renderWith(stores, <GatedPage load={load} ask={false} />)
    expect(screen.getByText('您还没有登录')).toBeTruthy()
    act(() => stores.session.setUser({ id: '1', token: 'token-1' }))
    expect((await screen.findByTestId('gated-content')).textContent).toBe('code')
    expect(loginOpens(redirect) + loginOpens(navigate)).toBe(0)
  })

  it('a shopper who must bind a phone is held at the notice until the phone is bound', async () => {
    const stores = resetRootStore()
    stores.session.setUser({ id: '1', token: 'token-1' }, true)
    const load = answer('bound')
    await renderWith(stores, <GatedPage load={load} />)
    expect(screen.getByTestId('status-empty').textContent).toContain('请先绑定手机')
    expect(load).not.toHaveBeenCalled()
    act(() => stores.session.updateUser({ mobile: '13800000000' }))
    expect((await screen.findByTestId('gated-content')).textContent).toBe('bound')
  })

  it('a tab page opens login only the first time', async () => {
    at('/pages/cart/cart')
    const first = await renderWith(resetRootStore(), <GatedPage load={answer('x')} />)
    await waitFor(() => expect(loginOpens(navigate)).toBe(1))
    first.unmount()
    await renderWith(resetRootStore(), <GatedPage load={answer('x')} />)
    expect(screen.getByText('您还没有登录')).toBeTruthy()
    expect(loginOpens(navigate) + loginOpens(redirect)).toBe(1)
  })

  it('a real login-only page (favourites) unlocks and loads when the shopper logs in elsewhere', async () => {
    const load = getFavorites as jest.MockedFunction<typeof getFavorites>
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: { items: [], page: 1, pageTotal: 0, total: 0 } })
    const stores = resetRootStore()
    await renderWith(stores, <UserFavorPage />)
    expect(screen.getByText('您还没有登录')).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
    act(() => stores.session.setUser({ id: '1', token: 'token-1' }))
    expect(await screen.findByText('还没有收藏商品，去逛逛吧')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
