import type { BuyGoodsLine, BuyPreview, PaymentMethod, WarehouseGroup } from '@/api/buy'

/** What the checkout tests buy: one 玫瑰精华面霜 at 130.00, sent to 张三 in Beijing. */
export const BUY_TOTALS = { totalPrice: '130.00', actualPrice: '130.00', preferentialPrice: '0', increasePrice: '0', goodsCount: 1, buyCount: 1 }

export function buyLine(patch: Partial<BuyGoodsLine> = {}): BuyGoodsLine {
  return {
    key: 'a',
    goodsId: '2',
    title: '玫瑰精华面霜',
    image: '',
    specText: '',
    price: '130.00',
    originalPrice: '',
    stock: 1,
    totalPrice: '130.00',
    unit: '件',
    url: '',
    ...patch,
  }
}

/** The one warehouse of the order (no address, freight or coupon unless patched in). */
export function buyGroup(patch: Partial<WarehouseGroup> = {}): WarehouseGroup {
  return { id: '1', name: '默认仓库', alias: '上海仓', icon: '', items: [buyLine()], totals: BUY_TOTALS, extensions: [], ...patch }
}

export const BUY_ADDRESS: NonNullable<BuyPreview['address']> = {
  id: '5',
  alias: '',
  name: '张三',
  tel: '13800000000',
  provinceName: '北京市',
  cityName: '北京市',
  countyName: '东城区',
  address: '东华门大街1号',
  lng: 0,
  lat: 0,
  isDefault: true,
  disabledMsg: '',
}

/** buy/index's answer for that order with `payments` (演示支付, id 2, chosen by default). */
export function buyPreview(payments: PaymentMethod[], patch: Partial<BuyPreview> = {}): BuyPreview {
  return {
    groups: [buyGroup()],
    totals: BUY_TOTALS,
    address: BUY_ADDRESS,
    pickupAddresses: [],
    siteModel: 0,
    commonSiteType: 0,
    payments,
    defaultPaymentId: '2',
    siteModels: [],
    datetime: null,
    contact: null,
    currencySymbol: '￥',
    submitted: null,
    pluginData: { coupon: undefined, points: undefined },
    ...patch,
  }
}
