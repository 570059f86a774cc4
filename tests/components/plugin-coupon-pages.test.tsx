import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import { getCategoryTree, parseCategory } from '@/api/category'
import { claimCoupon, getCouponCentre, getShopCoupons, parseCoupon, parseCouponCentre, parseShopCoupons } from '@/api/plugins/coupon'
import { getCouponDetailPage, parseCouponDetail } from '@/api/plugins/coupon-detail'
import { setLanguage } from '@/i18n'
import CouponDetailPage from '@/pages/plugins/coupon/detail/detail'
import CouponCentrePage from '@/pages/plugins/coupon/index/index'
import ShopCouponsPage from '@/pages/plugins/coupon/shop/shop'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'

// The claim lives with the coupon card's code (coupon-core); ./coupon re-exports it.
jest.mock('@/api/plugins/coupon-core', () => ({ ...jest.requireActual('@/api/plugins/coupon-core'), claimCoupon: jest.fn() }))
jest.mock('@/api/plugins/coupon', () => ({
  ...jest.requireActual('@/api/plugins/coupon'),
  getShopCoupons: jest.fn(),
  getCouponCentre: jest.fn(),
}))
jest.mock('@/api/plugins/coupon-detail', () => ({ ...jest.requireActual('@/api/plugins/coupon-detail'), getCouponDetailPage: jest.fn() }))
jest.mock('@/api/category', () => ({ ...jest.requireActual('@/api/category'), getCategoryTree: jest.fn() }))

/** index/detail's data.data as the demo server sends it. */
const rawCoupon = (extra: Record<string, unknown> = {}) => ({
  id: 7,
  shop_id: 0,
  name: '护肤9折券',
  desc: '护肤分类可用',
  type: '1',
  type_name: '折扣券',
  type_unit: '折',
  discount_value: '9',
  where_order_price: '0.00',
  use_limit_type: 1,
  use_limit_type_name: '指定分类可用',
  use_value_ids: [3, 99],
  expire_type: 0,
  expire_hour: 168,
  fixed_time_start: '',
  fixed_time_end: '',
  limit_send_count: 0,
  already_send_count: 12,
  is_repeat_receive: 0,
  process_data: { type: 0, value: 0, msg: '不限量' },
  expire_tips: '领取后7天内有效',
  status_type: 0,
  status_operable_name: '立即领取',
  ...extra,
})

const answer = (extra: Record<string, unknown> = {}) => ({
  ok: true as const,
  code: 0 as const,
  msg: '',
  data: parseCouponDetail({ base: {}, data: rawCoupon(extra) }),
})

function stores(loggedIn: boolean): RootStore {
  const root = resetRootStore()
  root.app.config = parseCommonConfig({ status: 1, config: {}, currency_symbol: '￥', plugins_base: { coupon: { data: {} } } })
  if (loggedIn) root.session.setUser({ id: '1', token: 'tok', username: 'demo' })
  return root
}

const renderWith = (root: RootStore, node: JSX.Element) => render(<StoreContext.Provider value={root}>{node}</StoreContext.Provider>)
const renderPage = (root: RootStore) => renderWith(root, <CouponDetailPage />)
const ruleText = (key: string) => screen.getByTestId(`coupon-rule-${key}`).textContent

describe('coupon detail page', () => {
  let navigate: jest.SpyInstance
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '7' }, path: '/pages/plugins/coupon/detail/detail' } } as never)
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/index/index' }] as never)
    navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    jest.mocked(getCouponDetailPage).mockReset().mockResolvedValue(answer())
    jest.mocked(claimCoupon).mockReset()
    jest
      .mocked(getCategoryTree)
      .mockReset()
      .mockResolvedValue({
        ok: true,
        code: 0,
        msg: '',
        data: [parseCategory({ id: 1, name: '彩妆', items: [] }), parseCategory({ id: 2, name: '个护', items: [{ id: 3, pid: 2, name: '护肤', items: [] }] })],
      })
  })
  afterEach(() => jest.restoreAllMocks())

  it('shows every rule of the coupon and links to the categories it is limited to', async () => {
    renderPage(stores(false))
    await waitFor(() => expect(screen.getByTestId('coupon-rules')).toBeTruthy())
    expect(getCouponDetailPage).toHaveBeenCalledWith('7')
    expect(ruleText('type')).toContain('折扣券')
    expect(ruleText('value')).toContain('9 折')
    expect(ruleText('threshold')).toContain('无门槛')
    expect(ruleText('scope')).toContain('指定分类可用')
    expect(ruleText('validity')).toContain('领取后 7 天内有效')
    expect(ruleText('issue')).toContain('不限量')
    expect(ruleText('per-user')).toContain('每人限领 1 张')
    expect(ruleText('desc')).toContain('护肤分类可用')
    // Category 3 is named from the tree (a child), 99 is unknown and still links by id.
    await waitFor(() => expect(screen.getAllByTestId('coupon-scope-link').map((link) => link.textContent)).toEqual(['护肤', '分类 99']))
    fireEvent.click(screen.getAllByTestId('coupon-scope-link')[0])
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/goods-search/goods-search?category_id=3' }))
  })

  it('fixed validity, threshold and limited issue are spelled out; goods scope links each goods without looking it up', async () => {
    jest.mocked(getCouponDetailPage).mockResolvedValue(
      answer({
        type: '0',
        type_name: '满减券',
        discount_value: '10',
        where_order_price: '100.00',
        expire_type: 1,
        fixed_time_start: '2026-11-01 00:00:00',
        fixed_time_end: '2026-12-31 23:59:59',
        limit_send_count: 1000,
        already_send_count: 326,
        is_repeat_receive: 1,
        use_limit_type: 2,
        use_value_ids: [2, 7],
      }),
    )
    renderPage(stores(false))
    await waitFor(() => expect(screen.getByTestId('coupon-rules')).toBeTruthy())
    expect(ruleText('value')).toContain('立减 ￥10')
    expect(ruleText('threshold')).toContain('适用商品满 ￥100 可用')
    // Each date is kept on one line (no-break space, non-breaking hyphens); the range breaks only around 至.
    expect(
      ruleText('validity')
        .replace(/\u2011/g, '-')
        .replace(/\u00a0/g, ' '),
    ).toContain('2026-11-01 00:00:00 至 2026-12-31 23:59:59')
    expect(ruleText('validity')).toContain('2026\u201111\u201101\u00a000:00:00 至 2026\u201112\u201131\u00a023:59:59')
    expect(ruleText('issue')).toContain('限量 1000 张，已领 326 张')
    expect(ruleText('per-user')).toContain('可重复领取')
    await waitFor(() => expect(screen.getAllByTestId('coupon-scope-link')).toHaveLength(2))
    expect(getCategoryTree).not.toHaveBeenCalled()
    fireEvent.click(screen.getAllByTestId('coupon-scope-link')[1])
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/goods-detail/goods-detail?id=7' }))
  })

  it('guests are asked to log in before claiming', async () => {
    renderPage(stores(false))
    await waitFor(() => expect(screen.getByTestId('coupon-claim-button').textContent).toBe('登录后领取'))
    fireEvent.click(screen.getByTestId('coupon-claim-button'))
    expect(claimCoupon).not.toHaveBeenCalled()
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/login/login' }))
  })

  it('claims once, then shows the claimed state and "use it" leads to the one eligible goods', async () => {
    jest.mocked(getCouponDetailPage).mockResolvedValue(answer({ use_limit_type: 2, use_value_ids: [5] }))
    let finish: (value: unknown) => void = () => undefined
    jest.mocked(claimCoupon).mockImplementation(() => new Promise((resolve) => (finish = resolve)) as never)
    renderPage(stores(true))
    await waitFor(() => expect(screen.getByTestId('coupon-claim-button').textContent).toBe('立即领取'))
    fireEvent.click(screen.getByTestId('coupon-claim-button'))
    fireEvent.click(screen.getByTestId('coupon-claim-button'))
    expect(claimCoupon).toHaveBeenCalledTimes(1)
    expect(claimCoupon).toHaveBeenCalledWith('7')
    await act(async () => finish({ ok: true, code: 0, msg: '领取成功', data: parseCoupon(rawCoupon({ status_type: 1, status_operable_name: '已领取' })) }))
    await waitFor(() => expect(screen.getByTestId('coupon-claim-state').getAttribute('data-status')).toBe('claimed'))
    expect(screen.getByTestId('coupon-card').getAttribute('data-status')).toBe('claimed')
    expect(screen.getByText('您已领取过这张券')).toBeTruthy()
    fireEvent.click(screen.getByTestId('coupon-claim-button'))
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/goods-detail/goods-detail?id=5' }))
  })

  it('a sold-out coupon offers no action; a missing coupon shows the server message', async () => {
    jest.mocked(getCouponDetailPage).mockResolvedValueOnce(answer({ status_type: 2, status_operable_name: '已抢完' }))
    const first = renderPage(stores(true))
    await waitFor(() => expect(screen.getByText('这张券已被抢完')).toBeTruthy())
    expect(screen.queryByTestId('coupon-claim-button')).toBeNull()
    first.unmount()
    jest.mocked(getCouponDetailPage).mockResolvedValueOnce({ ok: false, code: -1, msg: '优惠券不存在', kind: 'business', data: '' } as never)
    renderPage(stores(false))
    await waitFor(() => expect(screen.getByText('优惠券不存在')).toBeTruthy())
    expect(screen.queryByTestId('coupon-rules')).toBeNull()
  })
})

describe('shop coupons page', () => {
  const shopAnswer = (url: string) =>
    parseShopCoupons({
      base: { shop_application_name: '花间集旗舰店 领券中心' },
      shop: { id: 1, name: '花间集旗舰店', url },
      data: [rawCoupon({ id: 8, name: '店铺满80减8' }), rawCoupon({ id: 9, name: '店铺9.5折', status_type: 1 })],
    })

  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { shop_id: '1' }, path: '' } } as never)
  })
  afterEach(() => jest.restoreAllMocks())

  it('heads the list with the shop from the answer and how many coupons can be claimed', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/index/index' }, { route: 'pages/plugins/coupon/shop/shop' }] as never)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.mocked(getShopCoupons).mockResolvedValue({ ok: true, code: 0, msg: '', data: shopAnswer('/pages/plugins/shop/detail/detail?id=1') })
    renderWith(stores(false), <ShopCouponsPage />)
    await waitFor(() => expect(screen.getAllByTestId('coupon-card')).toHaveLength(2))
    const head = screen.getByTestId('coupon-shop-head').textContent
    expect(head).toContain('花间集旗舰店')
    expect(head).toContain('1 张优惠券可领')
    fireEvent.click(screen.getByText('回到店铺'))
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/plugins/shop/detail/detail?id=1' }))
  })

  it('"back to shop" goes back when the shop page is the previous page', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/plugins/shop/detail/detail' }, { route: 'pages/plugins/coupon/shop/shop' }] as never)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' } as never)
    jest.mocked(getShopCoupons).mockResolvedValue({ ok: true, code: 0, msg: '', data: shopAnswer('/pages/plugins/shop/detail/detail?id=1') })
    renderWith(stores(false), <ShopCouponsPage />)
    await waitFor(() => expect(screen.getAllByTestId('coupon-card')).toHaveLength(2))
    fireEvent.click(screen.getByText('回到店铺'))
    expect(back).toHaveBeenCalled()
    expect(navigate).not.toHaveBeenCalled()
  })
})

describe('coupon centre page', () => {
  it('reloads the claim states when the shopper logs in', async () => {
    Taro.clearStorageSync()
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/index/index' }] as never)
    jest
      .mocked(getCouponCentre)
      .mockReset()
      .mockResolvedValue({ ok: true, code: 0, msg: '', data: parseCouponCentre({ base: { application_name: '领券中心' }, data: [rawCoupon()] }) })
    const root = stores(false)
    renderWith(root, <CouponCentrePage />)
    await waitFor(() => expect(screen.getByTestId('coupon-banner').textContent).toContain('1 张优惠券可领'))
    expect(getCouponCentre).toHaveBeenCalledTimes(1)
    jest.mocked(getCouponCentre).mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: parseCouponCentre({ base: {}, data: [rawCoupon({ status_type: 1, status_operable_name: '已领取' })] }),
    })
    await act(async () => root.session.setUser({ id: '1', token: 'tok', username: 'demo' }))
    await waitFor(() => expect(screen.getByTestId('coupon-card').getAttribute('data-status')).toBe('claimed'))
    expect(getCouponCentre).toHaveBeenCalledTimes(2)
  })
})
