import Taro from '@tarojs/taro'
import { screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/realstore'
import type { Order } from '@/api/order'
import { setLanguage } from '@/i18n'
import { Slot } from '@/slots/slot'
import { CART_ENTRIES, CHECKOUT_EXTRAS, GOODS_DETAIL_BLOCKS, HOME_BLOCKS, ORDER_DETAIL_BLOCKS } from '@/slots/slots'
import { getItem, setItem } from '@/stores/storage'
import '@/pages/plugins/realstore/embeds/home'
import '@/pages/plugins/realstore/embeds/goods-detail'
import '@/pages/plugins/realstore/embeds/checkout'
import '@/pages/plugins/realstore/embeds/cart'
import '@/pages/plugins/realstore/embeds/order'
import '@/pages/plugins/binding/embeds/home'
import '@/pages/plugins/binding/embeds/goods-detail'
import { renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/realstore', () => ({
  ...jest.requireActual('@/api/plugins/realstore'),
  getStoreCart: jest.fn(),
  getPunchCards: jest.fn(),
  getBatchOrders: jest.fn(),
}))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const store = (id: number, name: string) => ({
  id,
  name,
  province_name: '上海市',
  address: '南京西路1266号',
  distance: '850m',
  status_info: { status: 1, type: 1, msg: '营业中', time: '全天营业' },
})
const storeBlock = { base: { home_data_list_title: '附近门店' }, data: [store(1, '静安旗舰店'), store(2, '陆家嘴体验店')] }
const bundleBlock = {
  base: { home_data_list_title: '组合搭配' },
  data: [{ id: 1, title: '焕亮护肤三件套', estimate_price: '357.00', estimate_discount_price: '70.00', goods: [] }],
}
const on = { realstore: {}, binding: {} }

describe('realstore and binding embeds', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo' })
  })

  it('home and goods detail show the stores and bundles of the answer, and nothing with the plugins off', async () => {
    const homeProps = { refreshKey: 1, pluginData: { realstore: storeBlock, binding: bundleBlock }, onSettled: jest.fn() }
    const home = renderWith(storesWithConfig({}, on), <Slot slot={HOME_BLOCKS} props={homeProps} />)
    expect(screen.getAllByTestId('home-store').map((el) => el.textContent)).toEqual(['静安旗舰店营业中 · 850m', '陆家嘴体验店营业中 · 850m'])
    expect(screen.getByTestId('home-binding').textContent).toContain('焕亮护肤三件套')
    await waitFor(() => expect(homeProps.onSettled).toHaveBeenCalledWith('realstore'))
    expect(homeProps.onSettled).toHaveBeenCalledWith('binding')
    home.unmount()

    const goodsProps = {
      goodsId: '2',
      plugins: { plugins_realstore_data: storeBlock, plugins_binding_data: { binding_list: bundleBlock.data, relevant_data: { data: [] } } },
    }
    const goods = renderWith(storesWithConfig({}, on), <Slot slot={GOODS_DETAIL_BLOCKS} props={goodsProps} />)
    expect(screen.getByTestId('goods-stores').textContent).toContain('门店有售（2家）')
    expect(screen.getByTestId('goods-bundles').textContent).toContain('焕亮护肤三件套')
    goods.unmount()

    const off = renderWith(storesWithConfig({}, {}), <Slot slot={HOME_BLOCKS} props={{ ...homeProps, onSettled: jest.fn() }} />)
    expect(screen.queryByTestId('home-store')).toBeNull()
    expect(screen.queryByTestId('home-binding')).toBeNull()
    off.unmount()
    renderWith(storesWithConfig({}, {}), <Slot slot={GOODS_DETAIL_BLOCKS} props={goodsProps} />)
    expect(screen.queryByTestId('goods-stores')).toBeNull()
    expect(screen.queryByTestId('goods-bundles')).toBeNull()
  })

  it('checkout offers the remembered store first, and remembers the store the order is collected at', async () => {
    setItem('cache_realstore_detail_choice_key', { id: '1', name: '静安旗舰店', status: 1 })
    const onChange = jest.fn()
    const offered = { is_store_order: 0, is_pickup: 0, realstore: store(2, '陆家嘴体验店') }
    const view = renderWith(
      storesWithConfig({}, on),
      <Slot slot={CHECKOUT_EXTRAS} props={{ pluginData: { realstore: offered }, params: { coupon_id_1: 3 }, onChange, disabled: false }} />,
    )
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ coupon_id_1: 3, realstore_choice_id: '1' }))
    // Shipped by express: nothing to show.
    expect(screen.queryByTestId('checkout-store')).toBeNull()
    view.unmount()

    renderWith(
      storesWithConfig({}, on),
      <Slot
        slot={CHECKOUT_EXTRAS}
        props={{ pluginData: { realstore: { ...offered, is_pickup: 1 } }, params: { realstore_choice_id: '1' }, onChange: jest.fn(), disabled: false }}
      />,
    )
    expect(screen.getByTestId('checkout-store-name').textContent).toBe('陆家嘴体验店')
    await waitFor(() => expect(getItem('cache_realstore_detail_choice_key')).toMatchObject({ id: '2', name: '陆家嘴体验店' }))
  })

  it("cart shows the chosen store's cart, order detail its punch cards and batches; nothing with the plugin off", async () => {
    setItem('cache_realstore_detail_choice_key', { id: '1', name: '静安旗舰店', status: 1 })
    jest.mocked(api.getStoreCart).mockResolvedValue(ok({ lines: [], count: 3, total: '207.00' }))
    const cart = renderWith(storesWithConfig({}, on), <Slot slot={CART_ENTRIES} props={{}} />)
    await waitFor(() => expect(screen.getByTestId('cart-store-entry').textContent).toContain('共3件'))
    expect(api.getStoreCart).toHaveBeenCalledWith('1', -1)
    cart.unmount()

    const card: api.PunchCard = {
      id: '1',
      orderId: '9',
      orderNo: '',
      storeName: '',
      code: '',
      name: '焕亮面部护理 10次卡',
      describe: '',
      total: 10,
      used: 3,
      available: 7,
      status: 0,
      statusName: '有效',
      startTime: '',
      endTime: '',
    }
    jest.mocked(api.getPunchCards).mockResolvedValue(ok({ items: [card], page: 1, pageTotal: 1, total: 1 }))
    jest.mocked(api.getBatchOrders).mockResolvedValue(ok({ items: [], page: 1, pageTotal: 0, total: 0 }))
    const order = { id: '9' } as Order
    const detail = renderWith(storesWithConfig({}, on), <Slot slot={ORDER_DETAIL_BLOCKS} props={{ order, className: '' }} />)
    await waitFor(() => expect(screen.getByTestId('order-punch-cards').textContent).toContain('剩余7/10次'))
    expect(api.getPunchCards).toHaveBeenCalledWith(1, '-1', '9')
    expect(screen.queryByTestId('order-batches')).toBeNull()
    detail.unmount()

    jest.clearAllMocks()
    renderWith(storesWithConfig({}, {}), <Slot slot={CART_ENTRIES} props={{}} />)
    renderWith(storesWithConfig({}, {}), <Slot slot={ORDER_DETAIL_BLOCKS} props={{ order, className: '' }} />)
    expect(screen.queryByTestId('cart-store-entry')).toBeNull()
    expect(screen.queryByTestId('order-punch-cards')).toBeNull()
    expect(api.getStoreCart).not.toHaveBeenCalled()
    expect(api.getPunchCards).not.toHaveBeenCalled()
  })
})
