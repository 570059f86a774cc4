import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import {
  claimCoupon,
  getCouponCentre,
  getMyCoupons,
  getShopCoupons,
  parseCoupon,
  parseCouponCentre,
  parseMyCoupons,
  parseShopCoupons,
} from '@/api/plugins/coupon'
import CouponCentrePage from '@/pages/plugins/coupon/index/index'
import ShopCouponsPage from '@/pages/plugins/coupon/shop/shop'
import MyCouponsPage from '@/pages/plugins/coupon/user/user'
import { CheckoutCouponPicker } from '@/pages/plugins/coupon/components/checkout-coupon-picker'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'

// The claim lives with the coupon card's code (coupon-core); ./coupon re-exports it.
jest.mock('@/api/plugins/coupon-core', () => ({ ...jest.requireActual('@/api/plugins/coupon-core'), claimCoupon: jest.fn() }))
jest.mock('@/api/plugins/coupon', () => ({
  ...jest.requireActual('@/api/plugins/coupon'),
  getCouponCentre: jest.fn(),
  getShopCoupons: jest.fn(),
  getMyCoupons: jest.fn(),
}))

const coupon = (id: number, status = 0, name = `券${id}`) => ({
  id,
  name,
  desc: '满100元可用',
  type: '0',
  discount_value: '10',
  type_unit: '元',
  use_limit_type_name: '全场通用',
  process_data: { type: 0, msg: '' },
  expire_tips: '有效期至2027-01-01',
  status_type: status,
  status_operable_name: ['立即领取', '已领取', '已抢完', '去使用', '已使用', '已过期'][status],
})

function stores(loggedIn: boolean): RootStore {
  const root = resetRootStore()
  root.app.config = parseCommonConfig({ status: 1, config: {}, plugins_base: { coupon: { data: {} } } })
  if (loggedIn) root.session.setUser({ id: '1', token: 'tok', username: 'demo' })
  return root
}

// jsdom has no Taro page stack; the login gate reads it.
beforeEach(() => {
  Taro.clearStorageSync()
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/index/index' }] as never)
})
afterEach(() => jest.restoreAllMocks())

const renderWith = (root: RootStore, node: JSX.Element) => render(<StoreContext.Provider value={root}>{node}</StoreContext.Provider>)

describe('coupon centre page', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    jest
      .mocked(getCouponCentre)
      .mockResolvedValue({ ok: true, code: 0, msg: '', data: parseCouponCentre({ base: { application_name: '领券中心' }, data: [coupon(1), coupon(2, 2)] }) })
  })

  it('claims a coupon once (button still while it runs) and shows its new state', async () => {
    let finish: (value: unknown) => void = () => undefined
    jest.mocked(claimCoupon).mockImplementation(() => new Promise((resolve) => (finish = resolve)) as never)
    renderWith(stores(true), <CouponCentrePage />)
    await waitFor(() => expect(screen.getAllByTestId('coupon-card')).toHaveLength(2))
    const action = screen.getAllByTestId('coupon-action')[0]
    fireEvent.click(action)
    fireEvent.click(action)
    expect(claimCoupon).toHaveBeenCalledTimes(1)
    finish({ ok: true, code: 0, msg: '领取成功', data: parseCoupon(coupon(1, 1)) })
    await waitFor(() => expect(screen.getAllByTestId('coupon-card')[0].getAttribute('data-status')).toBe('claimed'))
    expect(screen.getByText('已领取')).toBeTruthy()
  })

  it('guests are sent to login instead of claiming; sold-out coupons do nothing', async () => {
    jest.mocked(claimCoupon).mockClear()
    const navigate = jest.spyOn(Taro, 'navigateTo')
    renderWith(stores(false), <CouponCentrePage />)
    await waitFor(() => expect(screen.getAllByTestId('coupon-card')).toHaveLength(2))
    fireEvent.click(screen.getAllByTestId('coupon-action')[1])
    expect(navigate).not.toHaveBeenCalled()
    fireEvent.click(screen.getAllByTestId('coupon-action')[0])
    expect(claimCoupon).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/login/login' }))
  })

  it('error with retry', async () => {
    jest.mocked(getCouponCentre).mockResolvedValueOnce({ ok: false, code: -1, msg: '网络开小差了哦~', kind: 'network', data: '' })
    renderWith(stores(false), <CouponCentrePage />)
    await waitFor(() => expect(screen.getByText('网络开小差了哦~')).toBeTruthy())
    fireEvent.click(screen.getByText('重新加载'))
    await waitFor(() => expect(screen.getAllByTestId('coupon-card')).toHaveLength(2))
  })
})

describe('shop coupons page', () => {
  it('shows the empty state for a shop without coupons', async () => {
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { shop_id: '42' }, path: '' } } as never)
    jest.mocked(getShopCoupons).mockResolvedValue({ ok: true, code: 0, msg: '', data: parseShopCoupons({ base: {}, shop: null, data: [] }) })
    renderWith(stores(false), <ShopCouponsPage />)
    await waitFor(() => expect(screen.getByText('该店铺暂无可领取的优惠券')).toBeTruthy())
    expect(getShopCoupons).toHaveBeenCalledWith('42')
  })
})

describe('my coupons page', () => {
  const row = (id: number, status: number) => ({
    id,
    coupon: coupon(id),
    status_type: status,
    status_operable_name: 'x',
    time_start_show_text: '2026-11-01 10:00',
    time_end_show_text: '2026-12-01 10:00',
  })

  it('three tabs from one call, with counts and an empty state', async () => {
    jest.mocked(getMyCoupons).mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: parseMyCoupons({ not_use: [row(1, 3), row(2, 3)], already_use: [row(3, 4)], already_expire: [] }),
    })
    renderWith(stores(true), <MyCouponsPage />)
    await waitFor(() => expect(screen.getByText('未使用(2)')).toBeTruthy())
    expect(screen.getAllByTestId('coupon-card')).toHaveLength(2)
    fireEvent.click(screen.getByTestId('coupon-tab-used'))
    expect(screen.getAllByTestId('coupon-card')[0].getAttribute('data-status')).toBe('used')
    fireEvent.click(screen.getByTestId('coupon-tab-expired'))
    expect(screen.getByText('您暂无优惠券哦～')).toBeTruthy()
    expect(getMyCoupons).toHaveBeenCalledTimes(1)
  })

  it('guests see a login prompt and no call goes out', async () => {
    jest.mocked(getMyCoupons).mockClear()
    renderWith(stores(false), <MyCouponsPage />)
    expect(await screen.findByText('您还没有登录')).toBeTruthy()
    expect(getMyCoupons).not.toHaveBeenCalled()
  })
})

describe('checkout coupon picker', () => {
  it('choosing a coupon or none sets coupon_id_<warehouse>', async () => {
    const onChange = jest.fn()
    const raw = [
      {
        warehouse_id: 1,
        coupon_data: { coupon_list: [{ id: 9, coupon: coupon(4), status_type: 3, time_start_show_text: 'a', time_end_show_text: 'b' }], coupon_choice: null },
      },
    ]
    renderWith(stores(true), <CheckoutCouponPicker raw={raw} params={{ is_points: 0 }} onChange={onChange} />)
    expect(screen.getByText('可选优惠券 1 张')).toBeTruthy()
    fireEvent.click(screen.getByTestId('checkout-coupon-row'))
    fireEvent.click(screen.getByTestId('checkout-coupon-option'))
    expect(onChange).toHaveBeenLastCalledWith({ is_points: 0, coupon_id_1: '9' })
    fireEvent.click(screen.getByTestId('checkout-coupon-row'))
    fireEvent.click(screen.getByTestId('checkout-coupon-none'))
    expect(onChange).toHaveBeenLastCalledWith({ is_points: 0, coupon_id_1: 0 })
  })
})
