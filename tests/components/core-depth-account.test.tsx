import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { parseUserCenter, getUserCenter } from '@/api/user'
import { setLanguage } from '@/i18n'
import { LOGIN_CALLBACK_EVENT, useLoginCallback } from '@/hooks/use-login-callback'
import { encodeBase64 } from '@/lib/base64'
import { ensureLogin } from '@/lib/session-gate'
import LoginPage, { loginMessage, thirdPartyUser } from '@/pages/login/login'
import UserPage from '@/pages/user/user'
import { getItem, setItem } from '@/stores/storage'
import { renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/user', () => ({ ...jest.requireActual('@/api/user'), getUserCenter: jest.fn() }))
const center = getUserCenter as jest.MockedFunction<typeof getUserCenter>

const nav = (id: number, name: string, page: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  images_url: `/static/nav/${id}.svg`,
  event_type: 1,
  event_value: page,
  ...extra,
})

const answer = parseUserCenter({
  user_name_view: 'demo',
  user_order_status: [
    { status: 1, count: 2 },
    { status: 101, count: 1 },
  ],
  navigation: [
    nav(1, '我的订单', '/pages/user-order/user-order'),
    nav(2, '我的收藏', '/pages/user-favor/user-favor'),
    nav(3, '我的资产', '/pages/user-integral/user-integral', {
      extension_data: [{ name: '积分', url: '/pages/user-integral/user-integral', icon: '/i.svg', count: 7 }],
    }),
    nav(4, '钱包', '/pages/plugins/wallet/user/user'),
  ],
  cart_total: { buy_number: 0 },
})

beforeEach(() => {
  Taro.clearStorageSync()
  setLanguage('zh')
  jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/user/user', options: {} }] as never)
  center.mockReset().mockResolvedValue({ ok: true, code: 0, msg: '', data: answer })
})
afterEach(() => jest.restoreAllMocks())

describe('user centre from the server navigation (api-core 3.4)', () => {
  it('draws the order panel and extension panels, the rest as the grid; plugin entries only while the plugin is on', async () => {
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo' })
    renderWith(storesWithConfig({ common_app_customer_service_tel: '400-1' }), <UserPage />)
    const panels = await screen.findAllByTestId('user-nav-panel')
    expect(panels).toHaveLength(2)
    expect(panels[0].textContent).toContain('我的订单')
    expect(panels[0].textContent).toContain('待付款')
    expect(panels[0].textContent).toContain('2')
    expect(panels[1].textContent).toContain('积分')
    expect(panels[1].textContent).toContain('7')
    const grid = screen.getByTestId('user-account-grid')
    expect(grid.textContent).toContain('我的收藏')
    expect(grid.textContent).not.toContain('钱包')
    expect(screen.getByTestId('user-clear-cache')).toBeTruthy()
    expect(screen.getByTestId('user-service-tel')).toBeTruthy()
    expect(screen.queryByTestId('user-online-service')).toBeNull()
  })

  it('clears the local cache and the login after a confirm, and shows the online-service button when on', async () => {
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo' })
    setItem('cache_user_no_login_page_status_data_key', ['/pages/cart/cart'])
    jest.spyOn(Taro, 'showModal').mockImplementation(() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' }) as never)
    const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    const stores = storesWithConfig({ common_app_is_online_service: 1, common_app_customer_service_tel: '400-1' })
    renderWith(stores, <UserPage />)
    fireEvent.click(await screen.findByTestId('user-online-service'))
    // No chat plugin and no custom address: the online service falls back to the phone.
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ phoneNumber: '400-1' }))
    fireEvent.click(screen.getByTestId('user-clear-cache'))
    await waitFor(() => expect(stores.session.isLoggedIn).toBe(false))
    expect(getItem('cache_user_no_login_page_status_data_key')).toBeUndefined()
    // Reloaded as a guest's centre.
    await waitFor(() => expect(center.mock.calls.length).toBeGreaterThanOrEqual(2))
  })
})

describe('login page query (api-core 3.13)', () => {
  it('shows the ?msg= text and reads it safely', async () => {
    const msg = encodeURIComponent(encodeBase64('授权已过期，请重新登录'))
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { msg }, path: '/pages/login/login' } } as never)
    renderWith(storesWithConfig({ home_user_login_type: ['username'] }), <LoginPage />)
    expect((await screen.findByTestId('login-notice')).textContent).toBe('授权已过期，请重新登录')
    expect(loginMessage('%%%')).toBe('')
    expect(loginMessage(undefined)).toBe('')
  })

  it('runs the event_callback of the page that opened login', () => {
    const run = jest.fn()
    function Probe() {
      useLoginCallback('init', run)
      return null
    }
    renderWith(storesWithConfig({}), <Probe />)
    act(() => {
      Taro.eventCenter.trigger(LOGIN_CALLBACK_EVENT, 'other')
      Taro.eventCenter.trigger(LOGIN_CALLBACK_EVENT, 'init')
    })
    expect(run).toHaveBeenCalledTimes(1)
  })
})

describe('session: a login record without user info is asked to authorise (spec 4)', () => {
  it('prompts instead of the plain login, and opens login on confirm', async () => {
    setItem('cache_user_login_key', { openid: 'wx-openid-1' })
    const modal = jest.spyOn(Taro, 'showModal').mockImplementation(() => Promise.resolve({ confirm: true, cancel: false, errMsg: 'ok' }) as never)
    const stores = storesWithConfig({})
    expect(stores.session.needsAuthorisation).toBe(true)
    renderWith(stores, <></>)
    expect(ensureLogin()).toBe(false)
    expect(ensureLogin()).toBe(false)
    expect(modal).toHaveBeenCalledTimes(1)
    expect(modal.mock.calls[0][0]).toMatchObject({ content: expect.stringContaining('绑定账号') })
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/login/login' })))
  })

  it('keeps a third-party user that must be bound as the login record and tells the shopper to log in', async () => {
    const user = { id: 0, nickname: 'WeChat user', openid: 'o-1', is_force_bind_user: 1 }
    const encoded = encodeURIComponent(encodeBase64(JSON.stringify(user)))
    expect(thirdPartyUser(encoded)).toMatchObject({ openid: 'o-1' })
    expect(thirdPartyUser('bm90IGpzb24=')).toBeNull()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { thirdpartylogin: encoded }, path: '/pages/login/login' } } as never)
    const stores = storesWithConfig({ home_user_login_type: ['username'] })
    renderWith(stores, <LoginPage />)
    expect((await screen.findByTestId('login-notice')).textContent).toContain('绑定账号')
    expect(stores.session.isLoggedIn).toBe(false)
    expect(getItem('cache_user_login_key')).toMatchObject({ openid: 'o-1' })
  })
})
