import Taro from '@tarojs/taro'
import { screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/membershiplevelvip'
import { toast } from '@/lib/navigate'
import { VipUserEntry } from '@/pages/plugins/membershiplevelvip/components/vip-user-entry'
import VipBuyPage from '@/pages/plugins/membershiplevelvip/buy/buy'
import MemberCodePage from '@/pages/plugins/membershiplevelvip/member-code/member-code'
import VipUserPage from '@/pages/plugins/membershiplevelvip/user/user'
import { setItem } from '@/stores/storage'
import { cleanStart, clickUntil, renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/membershiplevelvip', () => ({
  ...jest.requireActual('@/api/plugins/membershiplevelvip'),
  getBuyInfo: jest.fn(),
  createVipOrder: jest.fn(),
  payVipOrder: jest.fn(),
  getVipCenter: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  goLogin: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const BASE = {
  applicationName: '会员VIP',
  bannerTopTitle: '',
  buyButtonText: '',
  bannerContent: '',
  memberCodeEnabled: true,
  userCanBuy: true,
  renewOldOrder: true,
  centerNotices: [],
  notMemberNotes: [],
}
const PAYMENTS = [{ id: '2', name: '演示支付', logo: '', payment: 'DemoPay', tips: '' }]

function logIn(extra: Record<string, unknown> = {}) {
  setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', nickname: '小美', mobile: '13800000000', ...extra })
}

describe('membershiplevelvip pages', () => {
  beforeEach(cleanStart)

  it('buy: asks for a duration, creates "<level>-<number>" and opens the pay sheet; lifetime sends "id-"', async () => {
    logIn()
    ;(api.getBuyInfo as jest.Mock).mockResolvedValue(
      ok({
        base: BASE,
        levels: [
          { id: '1', name: '黄金会员', icon: '', rules: [{ number: '30', value: '1', unit: '个月', desc: '', price: '29.90' }] },
          { id: '2', name: '钻石会员', icon: '', rules: [{ number: '', value: '', unit: '', desc: '', price: '999.00' }] },
        ],
        payments: PAYMENTS,
        defaultPaymentId: '2',
      }),
    )
    ;(api.createVipOrder as jest.Mock).mockResolvedValue(ok({ id: '9', price: '29.90' }))
    renderWith(storesWithConfig({}, { membershiplevelvip: {} }), <VipBuyPage />)
    await waitFor(() => expect(screen.getAllByTestId('vip-rule')).toHaveLength(1))
    await clickUntil(
      () => screen.getByTestId('vip-activate'),
      () => expect(toast).toHaveBeenCalledWith('请选择开通时长'),
    )
    expect(api.createVipOrder).not.toHaveBeenCalled()

    await clickUntil(
      () => screen.getByTestId('vip-rule'),
      () => expect(screen.getByTestId('vip-activate').textContent).toContain('/ 1个月'),
    )
    await clickUntil(
      () => screen.getByTestId('vip-activate'),
      () => expect(screen.getByTestId('vip-pay-sheet')).toBeTruthy(),
    )
    expect(api.createVipOrder).toHaveBeenCalledWith('1-30')

    await clickUntil(
      () => screen.getAllByTestId('vip-level')[1],
      () => expect(screen.getByTestId('vip-rule').textContent).toContain('终身'),
    )
  })

  it('buy: shows the empty state when no level is configured', async () => {
    logIn()
    ;(api.getBuyInfo as jest.Mock).mockResolvedValue(ok({ base: BASE, levels: [], payments: [], defaultPaymentId: '' }))
    renderWith(storesWithConfig({}, { membershiplevelvip: {} }), <VipBuyPage />)
    await waitFor(() => expect(screen.getByTestId('status-empty').textContent).toContain('未配置会员等级'))
  })

  it('user centre: badge with the time left and the renew button; error state on failure', async () => {
    logIn()
    ;(api.getVipCenter as jest.Mock).mockResolvedValueOnce(
      ok({
        base: BASE,
        userVip: {
          name: '黄金会员',
          icon: '',
          levelName: '黄金会员',
          isPermanent: false,
          permanentText: '',
          remainingNumber: 20,
          remainingUnit: '天',
          supportsRenew: false,
        },
        nav: [{ url: '/pages/plugins/membershiplevelvip/order/order', icon: '', title: '开通订单' }],
        headBackground: '',
        teamStats: [{ name: '推广客户', value: '4' }],
        profitStats: [{ first: '￥', name: '返利总额', value: '10.00' }],
      }),
    )
    const { unmount } = renderWith(storesWithConfig({}, { membershiplevelvip: {} }), <VipUserPage />)
    await waitFor(() => expect(screen.getByTestId('vip-badge').textContent).toBe('黄金会员 · 剩余20天'))
    expect(screen.getByTestId('vip-renew')).toBeTruthy()
    unmount()
    ;(api.getVipCenter as jest.Mock).mockResolvedValueOnce({ ok: false, code: -1, msg: '服务器繁忙', kind: 'server', data: '' })
    renderWith(storesWithConfig({}, { membershiplevelvip: {} }), <VipUserPage />)
    await waitFor(() => expect(screen.getByTestId('status-error').textContent).toContain('服务器繁忙'))
  })

  it('member code: a QR code of number_code; empty and guest states', () => {
    logIn({ number_code: '88880000000001' })
    const { unmount } = renderWith(storesWithConfig({}, { membershiplevelvip: {} }), <MemberCodePage />)
    const qr = screen.getByTestId('qr-code')
    expect(qr.getAttribute('data-modules')).toBe('21')
    expect(qr.children.length).toBeGreaterThan(20)
    expect(screen.getByTestId('member-code-number').textContent).toBe('8888 0000 0000 01')
    unmount()

    logIn()
    const second = renderWith(storesWithConfig({}, { membershiplevelvip: {} }), <MemberCodePage />)
    expect(screen.getByTestId('status-empty').textContent).toContain('会员码为空')
    second.unmount()

    Taro.clearStorageSync()
    renderWith(storesWithConfig({}, { membershiplevelvip: {} }), <MemberCodePage />)
    expect(screen.getByTestId('status-empty').textContent).toContain('请先登录')
  })

  it('the user-centre entry renders nothing while the plugin is off', () => {
    logIn()
    const { container, unmount } = renderWith(storesWithConfig({}), <VipUserEntry />)
    expect(container.innerHTML).toBe('')
    unmount()
    renderWith(storesWithConfig({}, { membershiplevelvip: { data: { is_enable_member_code: 1 } } }), <VipUserEntry />)
    expect(screen.getByTestId('vip-member-code-entry')).toBeTruthy()
  })
})
