import Taro from '@tarojs/taro'
import { screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/excellentbuyreturntocash'
import { setLanguage } from '@/i18n'
import CashbackDetailPage from '@/pages/plugins/excellentbuyreturntocash/profit-detail/profit-detail'
import CashbackProfitPage from '@/pages/plugins/excellentbuyreturntocash/profit/profit'
import { setItem } from '@/stores/storage'
import { clickUntil, renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/excellentbuyreturntocash', () => ({
  ...jest.requireActual('@/api/plugins/excellentbuyreturntocash'),
  getCashbacks: jest.fn(),
  getCashback: jest.fn(),
  settleCashback: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), toast: jest.fn(), openPage: jest.fn(() => Promise.resolve()) }))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const row = (id: string, status: number, statusName: string) =>
  api.parseCashback({
    id,
    order_id: 2,
    status,
    status_name: statusName,
    total_price: '100.00',
    refund_price: '0.00',
    valid_price: '100.00',
    profit_price: '5.00',
    add_time: '2026-11-01 10:00:00',
    success_time: '2026-11-24 10:00:00',
    success_estimate_icon: status === 2 ? '预计' : '',
    order_no: 'N1',
  })

describe('excellentbuyreturntocash pages', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', mobile: '13800000000' })
  })

  it('lists every state and settles a record pending settlement', async () => {
    ;(api.getCashbacks as jest.Mock).mockResolvedValue(
      ok({ items: [row('1', 0, '待生效'), row('2', 1, '生效中'), row('3', 2, '待结算'), row('4', 3, '已结算')], page: 1, pageTotal: 1, total: 4 }),
    )
    ;(api.settleCashback as jest.Mock).mockResolvedValue(ok({ status: 3 }))
    renderWith(storesWithConfig({}, { excellentbuyreturntocash: {} }), <CashbackProfitPage />)
    await waitFor(() => expect(screen.getAllByTestId('cashback-row')).toHaveLength(4))
    expect(screen.getAllByTestId('cashback-settle')).toHaveLength(1)
    await clickUntil(
      () => screen.getByTestId('cashback-settle'),
      () => expect(screen.queryByTestId('cashback-settle')).toBeNull(),
    )
    expect(api.settleCashback).toHaveBeenCalledWith('3')
    expect(screen.getAllByTestId('cashback-status').map((s) => s.textContent)).toEqual(['待生效', '生效中', '已结算', '已结算'])
    expect(api.getCashbacks).toHaveBeenCalledWith(1, '-1')
  })

  it('detail marks the estimated settlement time while pending', async () => {
    ;(api.getCashback as jest.Mock).mockResolvedValue(ok(row('3', 2, '待结算')))
    jest
      .spyOn(Taro, 'getCurrentInstance')
      .mockReturnValue({ router: { params: { id: '3' }, path: '/pages/plugins/excellentbuyreturntocash/profit-detail/profit-detail' } } as never)
    renderWith(storesWithConfig({}, { excellentbuyreturntocash: {} }), <CashbackDetailPage />)
    await waitFor(() => expect(screen.getByTestId('cashback-detail').textContent).toContain('(预计) 2026-11-24 10:00:00'))
  })

  it('an empty list shows the empty state', async () => {
    ;(api.getCashbacks as jest.Mock).mockResolvedValue(ok({ items: [], page: 1, pageTotal: 0, total: 0 }))
    renderWith(storesWithConfig({}, { excellentbuyreturntocash: {} }), <CashbackProfitPage />)
    await waitFor(() => expect(screen.getByTestId('status-empty').textContent).toContain('暂无返现记录'))
  })
})
