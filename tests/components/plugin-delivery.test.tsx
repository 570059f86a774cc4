import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { parseOrder, type Order } from '@/api/order'
import type { StoreOrder } from '@/api/plugins/realstore-pages'
import { storeOrderTrackingUrl } from '@/pages/plugins/realstore/components/store-order-card'
import { Slot } from '@/slots/slot'
import { ORDER_CARD_ACTIONS } from '@/slots/slots'
import '@/slots/fills/order'
import * as api from '@/api/plugins/delivery'
import { setLanguage } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import DeliveryOrdersPage from '@/pages/plugins/delivery/order/order'
import DeliveryDetailPage from '@/pages/plugins/delivery/order-detail/order-detail'
import { ProofSheet } from '@/pages/plugins/delivery/components/proof-sheet'
import { setItem } from '@/stores/storage'
import Taro from '@tarojs/taro'
import { clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/delivery', () => ({
  ...jest.requireActual('@/api/plugins/delivery'),
  getDeliveryOrders: jest.fn(),
  getDeliveryOrder: jest.fn(),
  startDelivery: jest.fn(),
  completeDelivery: jest.fn(),
  reportDeliveryAbnormal: jest.fn(),
}))
jest.mock('@/lib/dialogs', () => ({ ...jest.requireActual('@/lib/dialogs'), confirmAction: jest.fn() }))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), toast: jest.fn(), openPage: jest.fn(() => Promise.resolve()) }))
// The page's photo picker: one "photo" per tap, as if chosen and uploaded.
jest.mock('@/lib/upload', () => ({
  ImageUploader: class {
    uploading = false
    async pick() {
      return ['http://shop.test/static/upload/plugins_delivery/p.png']
    }
  },
}))

const ok = <T,>(data: T, msg = '') => ({ ok: true as const, code: 0 as const, msg, data })
const fail = (msg: string, data: unknown = '') => ({ ok: false as const, code: -1, msg, kind: 'server' as const, data })
const stores = () => storesWithConfig({}, { delivery: {} })

const row = (id: number, status: number) =>
  api.parseDeliveryOrder({
    id,
    status,
    status_name: ['', '待配送', '配送中', '已配送', '配送异常'][status],
    add_time_concise: '11-22 10:00',
    main_order_no: `2026112210000${id}`,
    warehouse_address: { name: '美妆优选朝阳仓', alias: '朝阳仓', tel: '010-64000000', address_info: '北京市朝阳区酒仙桥路10号', lng: 116.49, lat: 39.97 },
    user_address: { name: '林小美', tel: '13800000000', address_info: '北京市东城区东华门大街1号', lng: 116.4, lat: 39.91 },
    describe: '易碎品',
  })

const page = (items: api.DeliveryOrder[], counts = [4, 1, 1, 1, 1]) =>
  ok({
    items,
    page: 1,
    pageTotal: 1,
    total: items.length,
    tabs: api.DELIVERY_TABS.map((value, i) => ({ value, count: counts[i] })),
    pathType: 'plugins_delivery',
  })

describe('delivery exception form (ProofSheet)', () => {
  beforeEach(() => {
    setLanguage('zh')
    jest.clearAllMocks()
  })

  const uploader = { uploading: false, pick: jest.fn(async () => ['http://shop.test/static/upload/a.png']) }

  it('refuses a missing reason, an over-long text and a missing photo, in zh and en, keeping what was typed', async () => {
    const onSubmit = jest.fn()
    renderWith(
      stores(),
      <ProofSheet mode='abnormal' deliveryId='3' pathType='plugins_delivery' busy={false} onSubmit={onSubmit} onClose={jest.fn()} uploader={uploader} />,
    )
    await clickUntil(
      () => screen.getByTestId('delivery-sheet-submit'),
      () => expect(toast).toHaveBeenLastCalledWith('请填写原因'),
    )
    await typeInto(() => screen.getByTestId('delivery-reason'), '收件人不在家')
    await typeInto(() => screen.getByTestId('delivery-describe'), '长'.repeat(201))
    await clickUntil(
      () => screen.getByTestId('delivery-sheet-submit'),
      () => expect(toast).toHaveBeenLastCalledWith('描述最多 200 个字符'),
    )
    await typeInto(() => screen.getByTestId('delivery-describe'), '电话打不通')
    act(() => setLanguage('en'))
    await clickUntil(
      () => screen.getByTestId('delivery-sheet-submit'),
      () => expect(toast).toHaveBeenLastCalledWith('Please upload photos'),
    )
    expect(onSubmit).not.toHaveBeenCalled()
    expect(fieldValue(screen.getByTestId('delivery-reason'))).toBe('收件人不在家')
    expect(fieldValue(screen.getByTestId('delivery-describe'))).toBe('电话打不通')

    await clickUntil(
      () => screen.getByTestId('delivery-photos-add'),
      () => expect(screen.getByTestId('delivery-photos').querySelectorAll('.image-picker__image')).toHaveLength(1),
    )
    fireEvent.click(screen.getByTestId('delivery-sheet-submit'))
    expect(onSubmit).toHaveBeenCalledWith({ reason: '收件人不在家', describe: '电话打不通', images: ['http://shop.test/static/upload/a.png'] })
  })

  it('completing needs a photo but no reason', async () => {
    const onSubmit = jest.fn()
    renderWith(
      stores(),
      <ProofSheet mode='complete' deliveryId='3' pathType='plugins_delivery' busy={false} onSubmit={onSubmit} onClose={jest.fn()} uploader={uploader} />,
    )
    expect(screen.queryByTestId('delivery-reason')).toBeNull()
    await clickUntil(
      () => screen.getByTestId('delivery-sheet-submit'),
      () => expect(toast).toHaveBeenLastCalledWith('请上传照片'),
    )
    await clickUntil(
      () => screen.getByTestId('delivery-photos-add'),
      () => expect(screen.getByTestId('delivery-photos').querySelectorAll('.image-picker__image')).toHaveLength(1),
    )
    fireEvent.click(screen.getByTestId('delivery-sheet-submit'))
    expect(onSubmit).toHaveBeenCalledWith({ reason: '', describe: '', images: ['http://shop.test/static/upload/a.png'] })
  })
})

describe('courier pages', () => {
  afterEach(() => jest.restoreAllMocks())
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '7', token: 'tok', username: 'courier', mobile: '13700000001' })
  })

  it('lists deliveries with counted tabs; starting one asks first and moves it', async () => {
    ;(api.getDeliveryOrders as jest.Mock).mockResolvedValue(page([row(4, 1), row(3, 2)]))
    ;(confirmAction as jest.Mock).mockResolvedValue(true)
    ;(api.startDelivery as jest.Mock).mockResolvedValue(ok(2, '已开始配送'))
    renderWith(stores(), <DeliveryOrdersPage />)
    await waitFor(() => expect(screen.getAllByTestId('delivery-order')).toHaveLength(2))
    expect(screen.getByTestId('tab-1').textContent).toBe('待配送(1)')
    const first = screen.getAllByTestId('delivery-order')[0]
    expect(within(first).getByTestId('delivery-recipient').textContent).toContain('林小美')
    await clickUntil(
      () => within(screen.getAllByTestId('delivery-order')[0]).getByTestId('delivery-start'),
      () => expect(screen.getAllByTestId('delivery-order-status')[0].textContent).toBe('配送中'),
    )
    expect(confirmAction).toHaveBeenCalledWith('确认开始配送这个订单吗？')
    expect(api.startDelivery).toHaveBeenCalledWith('4')
    expect(screen.getByTestId('tab-1').textContent).toBe('待配送(0)')
    expect(screen.getByTestId('tab-2').textContent).toBe('配送中(2)')
  })

  it('a refused abnormal report keeps the form open with its values; a good one moves the delivery', async () => {
    ;(api.getDeliveryOrders as jest.Mock).mockResolvedValue(page([row(3, 2)]))
    ;(api.reportDeliveryAbnormal as jest.Mock).mockResolvedValueOnce(fail('当前状态不能上报异常')).mockResolvedValueOnce(ok(4, '异常已上报'))
    renderWith(stores(), <DeliveryOrdersPage />)
    await clickUntil(
      () => screen.queryByTestId('delivery-abnormal'),
      () => expect(screen.getByTestId('delivery-sheet').getAttribute('data-mode')).toBe('abnormal'),
    )
    await typeInto(() => screen.getByTestId('delivery-reason'), '地址错误')
    await clickUntil(
      () => screen.getByTestId('delivery-photos-add'),
      () => expect(screen.getByTestId('delivery-photos').querySelectorAll('.image-picker__image')).toHaveLength(1),
    )
    await clickUntil(
      () => screen.getByTestId('delivery-sheet-submit'),
      () => expect(api.reportDeliveryAbnormal).toHaveBeenCalledTimes(1),
    )
    await waitFor(() => expect(screen.getByTestId('delivery-sheet-submit').className).not.toContain('at-button--disabled'))
    expect(fieldValue(screen.getByTestId('delivery-reason'))).toBe('地址错误')
    await clickUntil(
      () => screen.getByTestId('delivery-sheet-submit'),
      () => expect(screen.queryByTestId('delivery-sheet')).toBeNull(),
    )
    expect(api.reportDeliveryAbnormal).toHaveBeenLastCalledWith('3', '地址错误', '', ['http://shop.test/static/upload/plugins_delivery/p.png'])
    expect(screen.getByTestId('delivery-order-status').textContent).toBe('异常')
    expect(screen.getByTestId('delivery-redeliver')).toBeTruthy()
  })

  it('a shopper who is not a courier sees the courier notice, not an error', async () => {
    ;(api.getDeliveryOrders as jest.Mock).mockResolvedValue(fail('你还不是本店的配送员', { is_delivery_staff: 0 }))
    renderWith(stores(), <DeliveryOrdersPage />)
    expect((await screen.findByTestId('delivery-not-courier')).textContent).toContain('你还不是配送员')
    expect(screen.queryByTestId('status-error')).toBeNull()
  })

  it('detail without an id says so with a way home', async () => {
    renderWith(stores(), <DeliveryDetailPage />)
    const state = await screen.findByTestId('status-error')
    expect(state.textContent).toContain('页面链接不完整')
    expect(state.textContent).toContain('回到首页')
    expect(state.textContent).not.toContain('重新加载')
    expect(api.getDeliveryOrder).not.toHaveBeenCalled()
  })

  it('detail shows goods, proof and history; delivering again reloads the detail', async () => {
    jest
      .spyOn(Taro, 'getCurrentInstance')
      .mockReturnValue({ router: { params: { id: '2' }, path: '/pages/plugins/delivery/order-detail/order-detail' } } as never)
    const detail = (status: number, logs: string[]) =>
      api.parseDeliveryDetail({
        data: {
          id: 2,
          status,
          status_name: status === 4 ? '配送异常' : '配送中',
          add_time: '2026-11-22 08:00:00',
          main_order_no: '20261122080000',
          user_address: { name: '林小美', tel: '13800000000', address_info: '北京市东城区' },
          total_price: '158.00',
          buy_number_count: 2,
          reason: '收件人电话无人接听',
          abnormal_msg: '改约明天',
          abnormal_images: ['http://shop.test/static/plugins/delivery/abnormal.svg'],
          goods_data: [{ goods_id: 11, title: '海盐蓬松洗发水', images: 'http://shop.test/g.svg', spec: '规格:500ml', price: '79.00', buy_number: 2 }],
          logs: logs.map((action, i) => ({ id: i + 1, action_name: action, add_time: '2026-11-22 09:00:00' })),
        },
      })
    ;(api.getDeliveryOrder as jest.Mock)
      .mockResolvedValueOnce(ok(detail(4, ['上报异常', '派单'])))
      .mockResolvedValueOnce(ok(detail(2, ['重新配送', '上报异常', '派单'])))
    ;(confirmAction as jest.Mock).mockResolvedValue(true)
    ;(api.startDelivery as jest.Mock).mockResolvedValue(ok(2, '已重新开始配送'))
    renderWith(stores(), <DeliveryDetailPage />)
    const panel = await screen.findByTestId('delivery-detail')
    expect(panel.getAttribute('data-status')).toBe('4')
    expect(screen.getByTestId('delivery-goods').textContent).toContain('海盐蓬松洗发水')
    expect(screen.getByTestId('delivery-progress').textContent).toContain('收件人电话无人接听')
    expect(screen.getByTestId('delivery-abnormal-photos').querySelectorAll('img, .taro-img')).not.toHaveLength(0)
    expect(screen.getAllByTestId('delivery-log')).toHaveLength(2)
    await clickUntil(
      () => screen.getByTestId('delivery-redeliver'),
      () => expect(screen.getAllByTestId('delivery-log')).toHaveLength(3),
    )
    expect(confirmAction).toHaveBeenCalledWith('确认重新配送这个订单吗？')
    expect(screen.getByTestId('delivery-detail').getAttribute('data-status')).toBe('2')
    expect(screen.getByTestId('delivery-complete')).toBeTruthy()
  })
})

describe("the shopper's delivery links", () => {
  const orderWith = (extra: Record<string, unknown>) => parseOrder({ id: 31, order_no: 'N31', status: 3, items: [], operate_data: {}, ...extra })
  const slot = (order: Order) => <Slot slot={ORDER_CARD_ACTIONS} props={{ order, className: 'order-card__btn' }} />

  beforeEach(() => jest.clearAllMocks())

  it('an order the courier carries has "Track delivery" to its live map, only while the plugin is on', () => {
    const on = renderWith(storesWithConfig({}, { delivery: {} }), slot(orderWith({ plugins_delivery_data: 7 })))
    fireEvent.click(screen.getByTestId('track-delivery'))
    expect(screen.getByTestId('track-delivery').textContent).toBe('配送跟踪')
    expect(openPage).toHaveBeenCalledWith('/pages/plugins/delivery/logistics/logistics?id=7')
    on.unmount()
    const off = renderWith(storesWithConfig({}, {}), slot(orderWith({ plugins_delivery_data: 7 })))
    expect(screen.queryByTestId('track-delivery')).toBeNull()
    off.unmount()
    renderWith(storesWithConfig({}, { delivery: {} }), slot(orderWith({ plugins_delivery_data: null })))
    expect(screen.queryByTestId('track-delivery')).toBeNull()
  })

  it("a store order's logistics: the courier's map first, else the carrier's tracking of the store order", () => {
    const storeOrder = (extra: Partial<StoreOrder>) => ({ orderId: '31', deliveryId: '', hasParcels: false, ...extra }) as StoreOrder
    expect(storeOrderTrackingUrl(storeOrder({ deliveryId: '7', hasParcels: true }))).toBe('/pages/plugins/delivery/logistics/logistics?id=7')
    expect(storeOrderTrackingUrl(storeOrder({ hasParcels: true }))).toBe('/pages/plugins/express/detail/detail?oid=31&action_type=realstore')
    expect(storeOrderTrackingUrl(storeOrder({}))).toBe('')
  })
})
