import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { typeInto as typeIntoField } from './helpers/account-helpers'
import { parseCommonConfig } from '@/api/base'
import { getIntegralLog } from '@/api/integral'
import { claimPointsCode, getPointsMall, parsePointsMall, parseScanResult } from '@/api/plugins/points'
import PointsMallPage from '@/pages/plugins/points/index/index'
import PointsScanPage from '@/pages/plugins/points/scan/scan'
import { CheckoutPointsSwitch } from '@/pages/plugins/points/components/checkout-points-switch'
import { PointsUserShortcut } from '@/pages/plugins/points/components/points-user-shortcut'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'

jest.mock('@/api/plugins/points', () => ({
  ...jest.requireActual('@/api/plugins/points'),
  getPointsMall: jest.fn(),
  claimPointsCode: jest.fn(),
}))
jest.mock('@/api/integral', () => ({ ...jest.requireActual('@/api/integral'), getIntegralLog: jest.fn() }))

function stores(loggedIn: boolean, plugins: Record<string, unknown> = { points: { data: {} } }): RootStore {
  const root = resetRootStore()
  root.app.config = parseCommonConfig({ status: 1, config: {}, plugins_base: plugins })
  if (loggedIn) root.session.setUser({ id: '1', token: 'tok', username: 'demo', nickname: '小美' })
  return root
}

const renderWith = (root: RootStore, node: JSX.Element) => render(<StoreContext.Provider value={root}>{node}</StoreContext.Provider>)

const typeInto = (testId: string, value: string) => typeIntoField(() => screen.getByTestId(testId), value)

const mall = (balance: number | null) =>
  parsePointsMall({
    base: {
      application_name: '积分商城',
      is_home_points_record: 1,
      points_desc: ['100积分抵1元'],
      goods_exchange_data: [{ id: 9, title: '修眉刀套装', price: '19.90', points_value: 300 }],
    },
    user_integral: balance === null ? null : { integral: balance },
  })

beforeEach(() => {
  jest.clearAllMocks()
  Taro.clearStorageSync()
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/index/index' }] as never)
  jest.mocked(getIntegralLog).mockResolvedValue({
    ok: true,
    code: 0,
    msg: '',
    data: {
      items: [{ id: '1', isIncrease: true, amount: 20, before: 660, after: 680, reason: '订单商品赠送', time: '2026-11-18' }],
      page: 1,
      pageTotal: 1,
      total: 1,
    },
  })
})
afterEach(() => jest.restoreAllMocks())

describe('points mall page', () => {
  it('logged in: balance, latest changes, goods with points and rules', async () => {
    jest.mocked(getPointsMall).mockResolvedValue({ ok: true, code: 0, msg: '', data: mall(680) })
    renderWith(stores(true), <PointsMallPage />)
    await waitFor(() => expect(screen.getByText('当前可用 680 积分')).toBeTruthy())
    expect(screen.getByText('300 积分')).toBeTruthy()
    await waitFor(() => expect(screen.getByText('订单商品赠送')).toBeTruthy())
    fireEvent.click(screen.getByTestId('points-rules-open'))
    expect(screen.getByText(/100积分抵1元/)).toBeTruthy()
  })

  it('guests: a login prompt, no points record; exchanging asks to log in', async () => {
    jest.mocked(getPointsMall).mockResolvedValue({ ok: true, code: 0, msg: '', data: mall(null) })
    const navigate = jest.spyOn(Taro, 'navigateTo')
    renderWith(stores(false), <PointsMallPage />)
    await waitFor(() => expect(screen.getByText('立即登录')).toBeTruthy())
    expect(screen.queryByTestId('points-record')).toBeNull()
    expect(getIntegralLog).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('exchange-button'))
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/login/login' }))
  })

  it('exchange goes to checkout with one unit for a logged-in shopper', async () => {
    jest.mocked(getPointsMall).mockResolvedValue({ ok: true, code: 0, msg: '', data: mall(680) })
    const navigate = jest.spyOn(Taro, 'navigateTo')
    renderWith(stores(true), <PointsMallPage />)
    await waitFor(() => expect(screen.getByTestId('exchange-button')).toBeTruthy())
    fireEvent.click(screen.getByTestId('exchange-button'))
    expect(navigate).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringMatching(/^\/pages\/buy\/buy\?data=/) }))
  })
})

describe('points scan page', () => {
  it('landing, then claiming a typed code once while the request runs', async () => {
    jest.mocked(claimPointsCode).mockResolvedValueOnce({
      ok: true,
      code: 0,
      msg: '',
      data: parseScanResult({ base: { scan_tips: '演示领取码：XO2026' }, data: { status: -10000, msg: '输入或扫描领取码领取积分' } }),
    })
    renderWith(stores(true), <PointsScanPage />)
    await waitFor(() => expect(screen.getByText('演示领取码：XO2026')).toBeTruthy())
    expect(claimPointsCode).toHaveBeenCalledWith('')
    let finish: (value: unknown) => void = () => undefined
    jest.mocked(claimPointsCode).mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)) as never)
    await typeInto('scan-code-input', 'XO2026')
    fireEvent.click(screen.getByText('领取积分'))
    fireEvent.click(screen.getByText('领取积分'))
    expect(claimPointsCode).toHaveBeenCalledTimes(2)
    expect(claimPointsCode).toHaveBeenLastCalledWith('XO2026')
    finish({ ok: true, code: 0, msg: '', data: parseScanResult({ base: {}, data: { status: 0, msg: '成功领取100积分' } }) })
    await waitFor(() => expect(screen.getByTestId('scan-success')).toBeTruthy())
    expect(screen.getByText('成功领取100积分')).toBeTruthy()
  })

  it('an empty code is refused locally', async () => {
    jest.mocked(claimPointsCode).mockResolvedValue({ ok: true, code: 0, msg: '', data: parseScanResult({ base: {}, data: { status: -10000, msg: '' } }) })
    const toast = jest.spyOn(Taro, 'showToast')
    renderWith(stores(true), <PointsScanPage />)
    await waitFor(() => expect(claimPointsCode).toHaveBeenCalledTimes(1))
    fireEvent.click(screen.getByText('领取积分'))
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '请输入领取码' }))
    expect(claimPointsCode).toHaveBeenCalledTimes(1)
  })
})

describe('points embeds', () => {
  it('checkout switch sends is_points and the clamped amount', async () => {
    const onChange = jest.fn()
    const raw = {
      is_points: 0,
      use_integral: 680,
      actual_use_integral: 0,
      user_integral: 680,
      discount_price: '6.80',
      discount_type: 0,
      usable_msg_tips: '本单最多可用680积分',
    }
    renderWith(stores(true), <CheckoutPointsSwitch raw={raw} params={{}} onChange={onChange} />)
    await typeInto('checkout-points-input', '9999')
    fireEvent.click(screen.getByTestId('checkout-points-confirm'))
    expect(onChange).toHaveBeenLastCalledWith({ is_points: 1, actual_use_integral: 680 })
    expect(screen.getByText('本单最多可用680积分')).toBeTruthy()
  })

  it('shortcut and switch render nothing when the plugin is off', () => {
    const { container } = renderWith(
      stores(true, {}),
      <>
        <PointsUserShortcut integral={680} />
        <CheckoutPointsSwitch raw={{ use_integral: 1 }} params={{}} onChange={() => undefined} />
      </>,
    )
    expect(container.textContent).toBe('')
    renderWith(stores(true), <PointsUserShortcut integral={680} />)
    expect(screen.getByText('680 积分可用')).toBeTruthy()
  })
})
