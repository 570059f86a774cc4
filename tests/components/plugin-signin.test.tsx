import Taro from '@tarojs/taro'
import { screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/signin'
import { setLanguage } from '@/i18n'
import { toast } from '@/lib/navigate'
import { SigninUserShortcut } from '@/pages/plugins/signin/components/signin-user-shortcut'
import SigninDetailPage from '@/pages/plugins/signin/detail/detail'
import SigninQrcodeSavePage from '@/pages/plugins/signin/user-qrcode-saveinfo/user-qrcode-saveinfo'
import { setItem } from '@/stores/storage'
import { clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/signin', () => ({
  ...jest.requireActual('@/api/plugins/signin'),
  getSigninPage: jest.fn(),
  checkIn: jest.fn(),
  getQrcodeForm: jest.fn(),
  saveQrcode: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  goBack: jest.fn(),
  goLogin: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const BASE = {
  canShare: true,
  canTeam: true,
  showUserMenu: true,
  showComingUsers: true,
  contactRequired: true,
  rewardMaster: 5,
  rewardInvitee: 10,
  rules: ['每日可签到一次'],
}

function page(checkedToday: boolean) {
  return ok({
    base: BASE,
    id: '0',
    ownerId: '0',
    background: '',
    successIcon: '',
    goods: [],
    team: { today: 0, total: 0 },
    user: {
      checkedToday,
      historyDays: checkedToday ? [19, 20, 21, 22] : [19, 20, 21],
      earnedToday: checkedToday ? 20 : 0,
      total: 5,
      streak: checkedToday ? 4 : 3,
      today: '2026-11-22',
    },
  })
}

describe('signin pages', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', mobile: '13800000000' })
  })

  it('detail: calendar of the server month, check in once, success popup, then "checked in"', async () => {
    ;(api.getSigninPage as jest.Mock).mockResolvedValueOnce(page(false)).mockResolvedValue(page(true))
    ;(api.checkIn as jest.Mock).mockResolvedValue(ok(20))
    renderWith(storesWithConfig({}, { signin: {} }), <SigninDetailPage />)
    await waitFor(() => expect(screen.getByTestId('signin-calendar').textContent).toContain('2026年11月22日'))
    expect(screen.getAllByTestId('signin-day-checked')).toHaveLength(3)
    expect(screen.getByTestId('signin-streak').textContent).toBe('已连续签到 3 天')
    await clickUntil(
      () => screen.getByTestId('signin-button'),
      () => expect(screen.getByTestId('signin-success').textContent).toContain('恭喜您获得 20 积分'),
    )
    expect(api.checkIn).toHaveBeenCalledWith('0')
    await waitFor(() => expect(screen.getByTestId('signin-button').textContent).toBe('已签到'))
    expect(screen.getByTestId('signin-summary').textContent).toContain('获得 20 积分')
  })

  it('contact form: refuses a one-letter name and a short phone, keeps what was typed', async () => {
    ;(api.getQrcodeForm as jest.Mock).mockResolvedValue(ok({ base: BASE, existing: null }))
    renderWith(storesWithConfig({}, { signin: {} }), <SigninQrcodeSavePage />)
    await typeInto(() => screen.getByTestId('signin-contact-name'), 'A')
    await typeInto(() => screen.getByTestId('signin-contact-tel'), '123')
    await typeInto(() => screen.getByTestId('signin-contact-address'), '上海市')
    await clickUntil(
      () => screen.getByTestId('signin-contact-save'),
      () => expect(toast).toHaveBeenCalled(),
    )
    expect(api.saveQrcode).not.toHaveBeenCalled()
    expect(fieldValue(screen.getByTestId('signin-contact-name'))).toBe('A')
    expect(fieldValue(screen.getByTestId('signin-contact-tel'))).toBe('123')
    expect(fieldValue(screen.getByTestId('signin-contact-address'))).toBe('上海市')

    ;(api.saveQrcode as jest.Mock).mockResolvedValue({ ok: false, code: -1, msg: 'server says no', kind: 'server', data: '' })
    await typeInto(() => screen.getByTestId('signin-contact-name'), '王小二')
    await typeInto(() => screen.getByTestId('signin-contact-tel'), '13900000002')
    await clickUntil(
      () => screen.getByTestId('signin-contact-save'),
      () => expect(api.saveQrcode).toHaveBeenCalled(),
    )
    expect((api.saveQrcode as jest.Mock).mock.calls[0][0]).toEqual({ name: '王小二', tel: '13900000002', address: '上海市', note: '' })
    await waitFor(() => expect(screen.getByTestId('signin-contact-save').textContent).toBe('保存'))
    expect(fieldValue(screen.getByTestId('signin-contact-name'))).toBe('王小二')
  })

  it('shortcut only with the plugin on', () => {
    const { container, unmount } = renderWith(storesWithConfig({}), <SigninUserShortcut />)
    expect(container.innerHTML).toBe('')
    unmount()
    renderWith(storesWithConfig({}, { signin: {} }), <SigninUserShortcut />)
    expect(screen.getByTestId('signin-user-shortcut')).toBeTruthy()
  })
})
