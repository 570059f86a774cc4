import { readFileSync } from 'fs'
import { resolve } from 'path'
import { parseBuyPreview, parseSubmitResult } from '@/api/buy'
import { parseCart, parseCartItem } from '@/api/cart'
import { parseOrder, parseOrderList } from '@/api/order'
import { parsePayLogEntries } from '@/api/paylog'
import { interpretPayAnswer, interpretPayCheck } from '@/lib/pay-result'
import type { ApiResult } from '@/api/types'

/** The captured ShopXO v6.6.0 answers (shared with the other areas). */
const SAMPLES = resolve(__dirname, '../../../shared/reference/shopxo-api-samples')

function sample(name: string): { code: number; msg: string; data: unknown } {
  return JSON.parse(readFileSync(resolve(SAMPLES, name), 'utf8')).response
}

/** The sample as the api client would hand it over. */
function asResult(name: string): ApiResult<unknown> {
  const r = sample(name)
  return r.code === 0 ? { ok: true, code: 0, msg: r.msg, data: r.data } : { ok: false, code: r.code, msg: r.msg, kind: 'server', data: r.data }
}

describe('cart answers', () => {
  it('cart/index: rows, spec, limits and totals', () => {
    const cart = parseCart(sample('cart.index.json').data)
    expect(cart.buyNumber).toBe('1')
    expect(cart.totalPrice).toBe('5500.00')
    expect(cart.items).toHaveLength(1)
    const row = cart.items[0]
    expect(row).toMatchObject({
      id: '4',
      goodsId: '2',
      price: '5500.00',
      stock: 1,
      inventory: 88888,
      buyMin: 1,
      buyMax: 88888,
      isInvalid: false,
      inventoryUnit: '台',
    })
    expect(row.spec).toEqual([
      { type: '套餐', value: '套餐二' },
      { type: '颜色', value: '银色' },
      { type: '容量', value: '64G' },
    ])
    expect(row.specText).toBe('套餐:套餐二，颜色:银色，容量:64G')
    expect(row.url).toBe('/pages/goods-detail/goods-detail?id=2')
  })

  it('cart/index after ordering everything: numbers 0 become "0" and no rows', () => {
    const cart = parseCart(sample('cart.index_after_order.json').data)
    expect(cart.items).toEqual([])
    expect(cart.buyNumber).toBe('0')
  })

  it('cart/stock answers with the updated row', () => {
    const row = parseCartItem(sample('cart.stock.json').data as Record<string, unknown>)
    expect(row).toMatchObject({ id: '2', goodsId: '7', stock: 3, price: '130.00', spec: [], specText: '', buyMax: 877 })
  })

  it('flags rows the server marks as errors or off the shelf', () => {
    const raw = sample('cart.index.json').data as { data: Array<Record<string, unknown>> }
    expect(parseCartItem({ ...raw.data[0], is_error: 1, error_msg: '库存不足' })).toMatchObject({ isInvalid: true, errorMsg: '库存不足' })
    expect(parseCartItem({ ...raw.data[0], is_shelves: 0 }).isInvalid).toBe(true)
  })

  it('a spec-level purchase limit wins over the goods limit', () => {
    const raw = sample('cart.index.json').data as { data: Array<Record<string, unknown>> }
    expect(parseCartItem({ ...raw.data[0], spec_buy_min_number: 2, spec_buy_max_number: 5 })).toMatchObject({ buyMin: 2, buyMax: 5 })
  })

  it('cart/delete carries the new totals', () => {
    expect(sample('cart.delete.json').data).toEqual({ total_price: '5190.00', buy_number: '4' })
  })
})

describe('buy answers', () => {
  it('buy/index (cart): groups, totals, address, payments and delivery modes', () => {
    const preview = parseBuyPreview(sample('buy.index_cart.json').data)
    expect(preview.groups).toHaveLength(1)
    expect(preview.groups[0]).toMatchObject({ id: '1', name: '默认仓库', alias: '上海仓' })
    expect(preview.groups[0].items[0]).toMatchObject({ goodsId: '2', stock: 1, price: '5500.00', specText: '套餐:套餐二，颜色:银色，容量:64G' })
    expect(preview.groups[0].totals.actualPrice).toBe('5500')
    expect(preview.totals).toMatchObject({ totalPrice: '5500.00', actualPrice: '5500.00', buyCount: 1 })
    expect(preview.address).toMatchObject({ id: '1', name: '测试用户', tel: '13800138000', provinceName: '北京市', isDefault: true, disabledMsg: '' })
    expect(preview.payments.map((p) => p.id)).toEqual(['1', '2', '3'])
    expect(preview.defaultPaymentId).toBe('')
    expect(preview.siteModel).toBe(0)
    expect(preview.commonSiteType).toBe(8)
    expect(preview.siteModels).toEqual([
      { value: 0, name: '快递' },
      { value: 1, name: '同城' },
      { value: 2, name: '自提' },
    ])
    expect(preview.submitted).toBeNull()
  })

  it('buy/index (goods): the direct-buy preview parses the same way', () => {
    const preview = parseBuyPreview(sample('buy.index_goods.json').data)
    expect(preview.groups[0].items.length).toBeGreaterThan(0)
    expect(Number(preview.totals.actualPrice)).toBeGreaterThan(0)
  })

  it('buy/add: order status, ids and payment', () => {
    expect(parseSubmitResult(sample('buy.add.json').data)).toEqual({
      orderStatus: 1,
      orderIds: ['1'],
      paymentId: '1',
      jumpUrl: 'http://127.0.0.1:8090/?s=order/pay/ids/1.html',
    })
    expect(parseSubmitResult(sample('buy.add_goods_cash.json').data).orderStatus).toBe(2)
  })
})

describe('order answers', () => {
  it('order/index: page, orders with items, actions and payments', () => {
    const page = parseOrderList(sample('order.index.json').data, 1)
    expect(page).toMatchObject({ total: 3, pageTotal: 1, page: 1 })
    const [first] = page.items
    expect(first).toMatchObject({
      id: '3',
      status: 2,
      statusName: '待发货',
      payStatus: 0,
      totalPrice: '1999.00',
      buyNumberCount: 1,
      canAfterSale: true,
      underLineText: '线下支付',
    })
    expect(first.items[0]).toMatchObject({ id: '4', goodsId: '4', buyNumber: 1, afterSaleText: '退款/退货' })
    expect(first.actions).toEqual(['remind', 'cancel']) // to ship, not pickup: "remind shipping"
    expect(first.address?.name).toBe('Second Person')
  })

  it('order/detail of a pending order offers pay and cancel', () => {
    const order = parseOrder((sample('order.detail_pending.json').data as { data: Record<string, unknown> }).data)
    expect(order.status).toBe(1)
    expect(order.actions).toEqual(expect.arrayContaining(['pay', 'cancel']))
  })

  it('order/detail of a shipped order has express rows and "confirm receipt"', () => {
    const order = parseOrder((sample('order.detail_shipped.json').data as { data: Record<string, unknown> }).data)
    expect(order.status).toBe(3)
    expect(order.express.length).toBeGreaterThan(0)
    expect(order.express[0].number).not.toBe('')
    expect(order.actions).toContain('collect')
    expect(order.times.delivery).not.toBe('')
  })

  it('order/detail of a completed order offers a review', () => {
    const order = parseOrder((sample('order.detail_completed.json').data as { data: Record<string, unknown> }).data)
    expect(order.status).toBe(4)
    expect(order.actions).toContain('comment')
  })

  it('paylog/index entries', () => {
    expect(parsePayLogEntries(sample('paylog.index.json').data)).toEqual([{ name: '商城订单', url: '/pages/user-order/user-order' }])
  })
})

describe('order/pay and order/paycheck samples', () => {
  it('offline method with auto-confirm: is_success wins -> success', () => {
    expect(interpretPayAnswer(asResult('order.pay.json')).kind).toBe('success')
  })

  it('offline method waiting for the admin -> offline notice with the server message', () => {
    expect(interpretPayAnswer(asResult('order.pay_delivery_await.json'))).toEqual({ kind: 'offline', message: '提交成功、请尽快联系管理员确认支付信息' })
  })

  it('an order that cannot be paid -> fail with the message', () => {
    expect(interpretPayAnswer(asResult('order.pay_error_not_payable.json'))).toEqual({ kind: 'fail', message: '状态不可操作[待发货-20261122093814993651]' })
  })

  it('paycheck success -> paid', () => {
    expect(interpretPayCheck(asResult('order.paycheck.json'))).toEqual({ state: 'paid' })
  })
})
