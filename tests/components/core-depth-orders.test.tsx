import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import { getAddresses, parseAddress, setDefaultAddress } from '@/api/address'
import { getAfterSaleForm, parseAfterSaleForm } from '@/api/aftersale'
import { getOrderDetail, getOrders, parseOrder, parseOrderDetail, payOrders, type OrderListPage } from '@/api/order'
import { setLanguage } from '@/i18n'
import UserAddressPage from '@/pages/user-address/user-address'
import UserOrderPage from '@/pages/user-order/user-order'
import OrderDetailPage from '@/pages/user-order-detail/user-order-detail'
import AfterSaleDetailPage from '@/pages/user-orderaftersale-detail/user-orderaftersale-detail'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'

jest.mock('@/api/order', () => ({ ...jest.requireActual('@/api/order'), getOrders: jest.fn(), getOrderDetail: jest.fn(), payOrders: jest.fn() }))
jest.mock('@/api/aftersale', () => ({ ...jest.requireActual('@/api/aftersale'), getAfterSaleForm: jest.fn() }))
jest.mock('@/api/address', () => ({ ...jest.requireActual('@/api/address'), getAddresses: jest.fn(), setDefaultAddress: jest.fn() }))

const list = getOrders as jest.MockedFunction<typeof getOrders>
const detail = getOrderDetail as jest.MockedFunction<typeof getOrderDetail>
const pay = payOrders as jest.MockedFunction<typeof payOrders>
const aftersaleForm = getAfterSaleForm as jest.MockedFunction<typeof getAfterSaleForm>
const addresses = getAddresses as jest.MockedFunction<typeof getAddresses>
const makeDefault = setDefaultAddress as jest.MockedFunction<typeof setDefaultAddress>
const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })

const item = (id: number, btn: string | null) => ({
  id,
  goods_id: 3,
  title: `商品${id}`,
  images: '',
  price: '10.00',
  buy_number: 1,
  orderaftersale_btn_text: btn,
})
const rawOrder = (id: number, status: number, patch: Record<string, unknown> = {}) => ({
  id,
  order_no: `NO${id}`,
  status,
  status_name: `状态${status}`,
  total_price: `${id}0.00`,
  payment_id: 2,
  order_model: 0,
  is_can_launch_aftersale: status <= 4 ? 1 : 0,
  items: [item(id * 10, status >= 2 && status <= 4 ? '退款/退货' : null)],
  ...patch,
})

const page = (orders: Array<Record<string, unknown>>): OrderListPage => ({
  items: orders.map((o) => parseOrder(o)),
  page: 1,
  pageTotal: 1,
  total: orders.length,
  payments: [{ id: '2', name: '演示支付', logo: '', payment: 'DemoPay', tips: '' }],
  defaultPaymentId: '2',
})

function renderAs(node: JSX.Element, params: Record<string, string> = {}, config: Record<string, unknown> = {}) {
  setItem('cache_shop_user_info_key', { id: '1', token: 'token-1', username: 'demo' })
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/pages/x/x' } } as never)
  const stores = resetRootStore()
  stores.app.config = parseCommonConfig({ status: 1, config, plugins_base: {} })
  render(<StoreContext.Provider value={stores}>{node}</StoreContext.Provider>)
}

let toastSpy: jest.SpyInstance
beforeEach(() => {
  Taro.clearStorageSync()
  setLanguage('zh')
  toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'navigateTo').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([] as never)
  list.mockReset()
  detail.mockReset()
  pay.mockReset()
})
afterEach(() => jest.restoreAllMocks())

describe('my orders (api-core 3.17)', () => {
  it('offers after-sale only where the line has a button text, and reminds shipping on "to ship" orders', async () => {
    list.mockResolvedValue(ok(page([rawOrder(1, 1), rawOrder(2, 2), rawOrder(3, 5)])))
    renderAs(<UserOrderPage />)
    await screen.findAllByTestId('order-card')
    // Unpaid (1) and cancelled (3) get no after-sale even though ShopXO marks open orders as launchable.
    expect(screen.getAllByTestId('order-aftersale')).toHaveLength(1)
    fireEvent.click(screen.getByTestId('order-action-remind'))
    expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: '已提醒商家尽快发货' }))
    expect(screen.getAllByTestId('order-action-remind')).toHaveLength(1)
  })

  it('searches by keyword', async () => {
    list.mockResolvedValue(ok(page([rawOrder(1, 1)])))
    renderAs(<UserOrderPage />)
    await screen.findAllByTestId('order-card')
    fireEvent.input(screen.getByTestId('search-input'), { target: { value: 'NO1' } })
    fireEvent.click(screen.getByTestId('search-submit'))
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(1, '-1', 'NO1'))
  })

  it('pays two picked orders of the "to pay" tab together when batch pay is on', async () => {
    list.mockResolvedValue(ok(page([rawOrder(1, 1), rawOrder(2, 1), rawOrder(3, 1)])))
    pay.mockResolvedValue(ok({ is_success: 1 }))
    renderAs(<UserOrderPage />, { status: '1' }, { home_is_enable_order_bulk_pay: 1 })
    await screen.findAllByTestId('order-card')
    const picks = screen.getAllByTestId('order-pick')
    expect(picks).toHaveLength(3)
    fireEvent.click(screen.getByTestId('order-bulk-pay'))
    expect(toastSpy).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择要支付的订单' }))
    fireEvent.click(picks[0])
    fireEvent.click(picks[1])
    expect(screen.getByTestId('order-bulk').textContent).toContain('30.00')
    fireEvent.click(screen.getByTestId('order-bulk-pay'))
    const sheet = await screen.findByTestId('payment-sheet')
    expect(sheet.textContent).toContain('30.00')
    fireEvent.click(screen.getByTestId('payment-confirm'))
    await waitFor(() => expect(pay).toHaveBeenCalledWith(expect.objectContaining({ ids: '1,2', paymentId: '2' })))
  })

  it('has no batch payment without the switch', async () => {
    list.mockResolvedValue(ok(page([rawOrder(1, 1)])))
    renderAs(<UserOrderPage />, { status: '1' })
    await screen.findAllByTestId('order-card')
    expect(screen.queryByTestId('order-pick')).toBeNull()
    expect(screen.queryByTestId('order-bulk')).toBeNull()
  })
})

describe('order detail (api-core 3.18)', () => {
  it('shows the map button, the service, the virtual keys and the parcel note', async () => {
    const openLocation = jest.spyOn(Taro, 'openLocation').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
    detail.mockResolvedValue(
      ok(
        parseOrderDetail({
          data: rawOrder(7, 3, {
            address_data: { name: '张三', tel: '138', province_name: '上海市', address: '南京西路1号', lng: 121.4, lat: 31.2 },
            service_data: {
              service_name: '顾问林晓',
              service_mobile: '13912345678',
              service_duration_minute_text: '45分钟',
              service_start_time: '2026-11-20 10:00:00',
            },
            express_data: [{ express_name: '顺丰速运', express_number: 'SF1', note: '放快递柜' }],
            items: [{ ...item(70, '退款/退货'), fictitious_goods_value: '<p>卡密 ABC<script>x</script></p>' }],
          }),
          site_fictitious: { title: '密钥信息', tips: '<p>请妥善保管</p>' },
        }),
      ),
    )
    renderAs(<OrderDetailPage />, { id: '7' })
    expect((await screen.findByTestId('order-detail-service')).textContent).toContain('顾问林晓')
    expect(screen.getByTestId('order-detail-service').textContent).toContain('45分钟')
    const keys = screen.getByTestId('order-detail-keys')
    // The keys are rich text: they draw once the sanitiser (fetched by the first rich text) is in.
    await waitFor(() => expect(keys.textContent).toContain('卡密 ABC'))
    expect(keys.innerHTML).not.toContain('<script')
    expect(screen.getByTestId('order-detail-express-note').textContent).toContain('放快递柜')
    fireEvent.click(screen.getByTestId('order-detail-map'))
    expect(openLocation).toHaveBeenCalledWith(expect.objectContaining({ latitude: 31.2, longitude: 121.4 }))
  })
})

describe('after-sale detail (api-core 3.27)', () => {
  it('draws the step_data progress of the request type and its times', async () => {
    aftersaleForm.mockResolvedValue(
      ok(
        parseAfterSaleForm({
          order_data: { id: 5, order_no: 'NO5', items: { id: 50, goods_id: 3, title: '面霜', price: '10.00', buy_number: 1 } },
          new_aftersale_data: { id: 9, status: 1, type: 1, reason: '质量问题', confirm_time: '2026-11-21 09:00:00', apply_time: '2026-11-20 09:00:00' },
          step_data: {
            step0: [{ number: 1, name: '申请仅退款', is_active: 1 }],
            step1: [
              { number: 1, name: '申请退货退款', is_active: 1 },
              { number: 2, name: '管理员确认', is_active: 1 },
              { number: 3, name: '用户退货', is_active: 0 },
            ],
          },
          returned_data: { refund_price: '10.00', returned_quantity: 1 },
        }),
      ),
    )
    renderAs(<AfterSaleDetailPage />, { oid: '5', did: '50' })
    const steps = await screen.findByTestId('aftersale-steps')
    expect(steps.textContent).toContain('用户退货')
    expect(steps.querySelectorAll('[data-active="true"]')).toHaveLength(2)
    expect(screen.getByTestId('aftersale-request').textContent).toContain('2026-11-21 09:00:00')
  })

  it('opened without the order line ids: the incomplete-link message, no call', async () => {
    aftersaleForm.mockClear()
    renderAs(<AfterSaleDetailPage />, { oid: '5' })
    expect(await screen.findByText('页面链接不完整，请从商城中重新打开')).toBeTruthy()
    expect(aftersaleForm).not.toHaveBeenCalled()
  })
})

describe('address book default (compatibility defect)', () => {
  it('tells the server fallback default (true) from a saved one and lets it be set as default', async () => {
    const raw = (id: number, isDefault: unknown) => ({ id, name: `人${id}`, tel: '138', address: '路', is_default: isDefault })
    addresses.mockResolvedValue(ok([parseAddress(raw(2, true)), parseAddress(raw(1, 0))]))
    makeDefault.mockResolvedValue(ok(''))
    renderAs(<UserAddressPage />)
    const cards = await screen.findAllByTestId('address-card')
    expect(cards[0].textContent).toContain('设为默认')
    fireEvent.click(screen.getAllByText('设为默认')[0])
    await waitFor(() => expect(makeDefault).toHaveBeenCalledWith('2'))
    expect(parseAddress(raw(3, 1)).isDefault).toBe(true)
    expect(parseAddress(raw(3, '1')).isDefault).toBe(true)
  })
})
