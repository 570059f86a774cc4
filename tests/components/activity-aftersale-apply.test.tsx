import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { nativeField } from './helpers/account-helpers'
import { createAfterSale, getAfterSaleForm, submitReturnShipment, type AfterSaleForm } from '@/api/aftersale'
import UserOrderAfterSaleDetailPage from '@/pages/user-orderaftersale-detail/user-orderaftersale-detail'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'

jest.mock('@/api/aftersale', () => ({
  ...jest.requireActual('@/api/aftersale'),
  getAfterSaleForm: jest.fn(),
  createAfterSale: jest.fn(),
  submitReturnShipment: jest.fn(),
}))

const load = getAfterSaleForm as jest.MockedFunction<typeof getAfterSaleForm>
const create = createAfterSale as jest.MockedFunction<typeof createAfterSale>
const ship = submitReturnShipment as jest.MockedFunction<typeof submitReturnShipment>

const form: AfterSaleForm = {
  orderId: '21',
  orderNo: '2026112200021',
  currencySymbol: '￥',
  goods: {
    detailId: '31',
    goodsId: '7',
    title: '玫瑰精华面霜',
    image: '',
    specText: '',
    price: '130.00',
    quantity: 1,
    url: '/pages/goods-detail/goods-detail?id=7',
  },
  existing: null,
  maxRefund: 130,
  maxQuantity: 1,
  reasons: { 0: ['不喜欢/不想要', '空包裹'], 1: ['7天无理由退换货'] },
  types: [
    { value: 0, name: '仅退款', desc: '未收到货' },
    { value: 1, name: '退款退货', desc: '已收到货' },
  ],
  returnAddress: null,
  uploadPathType: 'order_aftersale-21',
}

function renderPage() {
  setItem('cache_shop_user_info_key', { id: '1', token: 'token-1', username: 'demo' })
  jest
    .spyOn(Taro, 'getCurrentInstance')
    .mockReturnValue({ router: { params: { oid: '21', did: '31' }, path: '/pages/user-orderaftersale-detail/user-orderaftersale-detail' } } as never)
  return render(
    <StoreContext.Provider value={resetRootStore()}>
      <UserOrderAfterSaleDetailPage />
    </StoreContext.Provider>,
  )
}

const priceBox = () => nativeField(screen.getByTestId('aftersale-price')) as HTMLInputElement
const explanationBox = () => nativeField(screen.getByTestId('aftersale-explanation')) as HTMLTextAreaElement

// taro-ui's spinner (a busy button) sizes itself with pxTransform, which the H5 entry sets up in the app.
beforeAll(() => Taro.initPxTransform({ designWidth: 750, deviceRatio: { 750: 1 } }))

describe('after-sale application', () => {
  let toastSpy: jest.SpyInstance
  beforeEach(() => {
    Taro.clearStorageSync()
    load.mockReset()
    create.mockReset()
    ship.mockReset()
    toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  })
  afterEach(() => toastSpy.mockRestore())

  const toasts = () => toastSpy.mock.calls.map((call) => String((call[0] as { title: string }).title))

  it('refuses a refund above the available amount with a message and keeps the input', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: form })
    create.mockResolvedValue({ ok: true, code: 0, msg: '申请成功', data: 5 })
    renderPage()
    await waitFor(() => expect(screen.getByText('玫瑰精华面霜')).toBeTruthy())

    fireEvent.click(screen.getByTestId('aftersale-type-0'))
    await waitFor(() => expect(screen.getByText('空包裹')).toBeTruthy())
    fireEvent.click(screen.getByText('空包裹'))
    await waitFor(() => expect(priceBox() && explanationBox()).toBeTruthy()) // web components render their inputs a tick later
    expect(priceBox().value).toBe('130.00') // defaults to what is available
    fireEvent.input(priceBox(), { target: { value: '200' } })
    fireEvent.input(explanationBox(), { target: { value: '包裹是空的' } })
    await act(async () => {
      fireEvent.click(screen.getByText('提交申请'))
    })

    await waitFor(() => expect(toasts()).toContain('退款金额不能超过可退金额 ￥130.00'))
    expect(create).not.toHaveBeenCalled()
    expect(priceBox().value).toBe('200')
    expect(explanationBox().value).toBe('包裹是空的')

    fireEvent.input(priceBox(), { target: { value: '99.5' } })
    await act(async () => {
      fireEvent.click(screen.getByText('提交申请'))
    })
    await waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    expect(create.mock.calls[0][0]).toEqual({
      orderId: '21',
      detailId: '31',
      type: 0,
      reason: '空包裹',
      quantity: 1,
      price: '99.50',
      explanation: '包裹是空的',
      images: [],
    })
  })

  it('asks for the type first', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: form })
    renderPage()
    await waitFor(() => expect(screen.getByText('提交申请')).toBeTruthy())
    await act(async () => {
      fireEvent.click(screen.getByText('提交申请'))
    })
    await waitFor(() => expect(toasts()).toContain('请选择售后类型'))
    expect(create).not.toHaveBeenCalled()
  })

  it('shows an existing request with its status instead of the form', async () => {
    const existing = {
      id: '9',
      orderId: '21',
      orderDetailId: '31',
      orderNo: '2026112200021',
      type: 1 as const,
      typeText: '',
      status: 'pending_return' as const,
      statusCode: 1,
      statusText: '',
      reason: '7天无理由退换货',
      quantity: 1,
      price: '130.00',
      explanation: '',
      images: [],
      refuseReason: '',
      refundMethodText: '',
      expressName: '',
      expressNumber: '',
      applyTime: '2026-11-22 10:00:00',
      tipsTitle: '',
      tipsDesc: '',
      goods: null,
      currencySymbol: '￥',
    }
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: { ...form, existing, returnAddress: { name: '售后部', tel: '020-1', address: '广州市' } } })
    renderPage()
    await waitFor(() => expect(screen.getByTestId('aftersale-request-status').textContent).toBe('待退货'))
    expect(screen.queryByTestId('aftersale-apply')).toBeNull()
    expect(screen.getByTestId('aftersale-express')).toBeTruthy()
    expect(screen.getByText('广州市')).toBeTruthy()

    // The return shipment form: both fields required, what was typed stays.
    const nameBox = () => nativeField(screen.getByTestId('aftersale-express-name')) as HTMLInputElement
    const numberBox = () => nativeField(screen.getByTestId('aftersale-express-number')) as HTMLInputElement
    await waitFor(() => expect(nameBox() && numberBox()).toBeTruthy())
    await act(async () => {
      fireEvent.click(screen.getByText('提交退货信息'))
    })
    await waitFor(() => expect(toasts()).toContain('请填写快递名称'))
    fireEvent.input(nameBox(), { target: { value: '顺丰速运' } })
    await act(async () => {
      fireEvent.click(screen.getByText('提交退货信息'))
    })
    await waitFor(() => expect(toasts()).toContain('请填写快递单号'))
    expect(nameBox().value).toBe('顺丰速运')
    expect(ship).not.toHaveBeenCalled()
    ship.mockResolvedValue({ ok: true, code: 0, msg: '提交成功', data: '' })
    fireEvent.input(numberBox(), { target: { value: 'SF1001' } })
    await act(async () => {
      fireEvent.click(screen.getByText('提交退货信息'))
    })
    await waitFor(() => expect(ship).toHaveBeenCalledWith('9', '顺丰速运', 'SF1001'))
  })
})
