import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { login } from '@/api/account'
import { returnAfterLogin, toast } from '@/lib/navigate'
import LoginPage from '@/pages/login/login'
import { cleanStart, clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/account', () => ({
  ...jest.requireActual('@/api/account'),
  login: jest.fn(),
  register: jest.fn(),
  sendVerifyCode: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  returnAfterLogin: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const loginMock = login as jest.MockedFunction<typeof login>
const toastMock = toast as jest.MockedFunction<typeof toast>

describe('login page', () => {
  beforeEach(cleanStart)

  it('shows only the login modes the config enables', async () => {
    renderWith(storesWithConfig({ home_user_login_type: ['username', 'email'], home_user_reg_type: [] }), <LoginPage />)
    await waitFor(() => expect(screen.getByTestId('login-type-username')).toBeTruthy())
    expect(screen.getByTestId('login-type-email')).toBeTruthy()
    expect(screen.queryByTestId('login-type-sms')).toBeNull()
    // Registration is switched off: no way into it.
    expect(screen.queryByTestId('to-register')).toBeNull()
    await clickUntil(
      () => screen.getByTestId('login-type-email'),
      () => expect(screen.getByTestId('login-code')).toBeTruthy(),
    )
    expect(screen.queryByTestId('login-pwd')).toBeNull()
  })

  it('says login is closed when no login type is enabled', async () => {
    renderWith(storesWithConfig({ home_user_login_type: [], home_user_reg_type: ['username'] }), <LoginPage />)
    await waitFor(() => expect(screen.getByTestId('login-closed')).toBeTruthy())
    expect(screen.getByText('暂时关闭了登录')).toBeTruthy()
    expect(screen.queryByTestId('login-submit')).toBeNull()
  })

  it('refuses to log in before the agreement is accepted, then logs in and returns', async () => {
    try {
      const stores = storesWithConfig({ home_user_login_type: ['username'], home_user_reg_type: ['username'] })
      renderWith(stores, <LoginPage />)
      await waitFor(() => expect(screen.getByTestId('login-accounts')).toBeTruthy())
      await typeInto(() => screen.getByTestId('login-accounts'), 'demo')
      await typeInto(() => screen.getByTestId('login-pwd'), 'demo123456')
      await clickUntil(
        () => screen.getByTestId('login-submit'),
        () => expect(toastMock).toHaveBeenCalled(),
      )
      expect(toastMock).toHaveBeenCalledWith('请先同意协议')
      expect(loginMock).not.toHaveBeenCalled()
      // The typed values stay.
      expect(fieldValue(screen.getByTestId('login-accounts'))).toBe('demo')

      loginMock.mockResolvedValue({ ok: true, code: 0, msg: '登录成功', data: { id: '1', token: 'tok', username: 'demo', mobile: '13800000000' } })
      await clickUntil(
        () => screen.getByTestId('login-agree'),
        () => expect(screen.getByTestId('login-agree').className).toContain('--on'),
      )
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
      fireEvent.click(screen.getByTestId('login-submit'))
      await waitFor(() => expect(loginMock).toHaveBeenCalledWith({ type: 'username', accounts: 'demo', pwd: 'demo123456', verify: undefined }))
      await waitFor(() => expect(stores.session.isLoggedIn).toBe(true))
      act(() => {
        jest.advanceTimersByTime(1500)
      })
      expect(returnAfterLogin).toHaveBeenCalled()
    } finally {
      jest.useRealTimers()
    }
  })

  it('asks a user without a phone to bind one when binding is mandatory', async () => {
    const stores = storesWithConfig({ home_user_login_type: ['username'], common_user_is_mandatory_bind_mobile: 1 })
    renderWith(stores, <LoginPage />)
    await waitFor(() => expect(screen.getByTestId('login-accounts')).toBeTruthy())
    await typeInto(() => screen.getByTestId('login-accounts'), 'demo')
    await typeInto(() => screen.getByTestId('login-pwd'), 'demo123456')
    await clickUntil(
      () => screen.getByTestId('login-agree'),
      () => expect(screen.getByTestId('login-agree').className).toContain('--on'),
    )
    loginMock.mockResolvedValue({ ok: true, code: 0, msg: '登录成功', data: { id: '1', token: 'tok', username: 'demo', mobile: '' } })
    await clickUntil(
      () => screen.getByTestId('login-submit'),
      () => expect(loginMock).toHaveBeenCalled(),
    )
    await waitFor(() => expect(toastMock).toHaveBeenCalledWith('请先绑定手机号码'))
    expect(screen.getByTestId('login-title').textContent).toBe('绑定手机号码')
    expect(stores.session.mustBindMobile).toBe(true)
    expect(returnAfterLogin).not.toHaveBeenCalled()
  })
})
