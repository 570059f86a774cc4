import { encodeBase64 } from '@/lib/base64'
import { buyNowUrl, cartCheckoutUrl, encodeParam } from '@/lib/buy-link'
import { decodeBuyParams } from '@/lib/buy-params'
import { allSelected, checkQuantity, isSelected, pruneUnchecked, selectionTotals, setSelected, toggleAll } from '@/lib/cart-selection'
import { actionsFromFlags, flagsForStatus, ORDER_TABS, tabIndexForStatus } from '@/lib/order-actions'
import { decodePayTips, interpretPayAnswer, interpretPayCheck, payResultKind, paytipsUrl, redirectKeyFor } from '@/lib/pay-result'
import { submitProblem } from '@/pages/buy/checkout-rules'
import { buildDays } from '@/components/time-select/time-slots'
import { decodeErrorMessage } from '@/pages/error/error'
import { webViewTarget } from '@/pages/web-view/web-view'
import type { BuyPreview } from '@/api/buy'
import type { ApiResult } from '@/api/types'

const dataOf = (url: string) => url.split('?data=')[1]

describe('checkout params (?data=)', () => {
  it('round-trips a cart checkout', () => {
    expect(decodeBuyParams(dataOf(cartCheckoutUrl(['4', 7])))).toEqual({ buy_type: 'cart', ids: '4,7' })
  })

  it('round-trips a buy-now and keeps goods_data encoded for the server', () => {
    const url = buyNowUrl([{ goods_id: 2, stock: 1, spec: [{ type: '颜色', value: '银色' }] }])
    const params = decodeBuyParams(dataOf(url))
    expect(params?.buy_type).toBe('goods')
    expect(params && 'goods_data' in params ? params.goods_data : '').toBe(encodeParam([{ goods_id: 2, stock: 1, spec: [{ type: '颜色', value: '银色' }] }]))
  })

  it('accepts a value the router already URL-decoded', () => {
    const raw = encodeBase64(JSON.stringify({ buy_type: 'cart', ids: '9' }))
    expect(decodeBuyParams(raw)).toEqual({ buy_type: 'cart', ids: '9' })
  })

  it.each([
    ['missing', undefined],
    ['not base64 JSON', 'hello'],
    ['unknown buy_type', encodeParam({ buy_type: 'other', ids: '1' })],
    ['cart without ids', encodeParam({ buy_type: 'cart', ids: '' })],
    ['cart with junk ids', encodeParam({ buy_type: 'cart', ids: 'a,b' })],
    ['goods without goods_data', encodeParam({ buy_type: 'goods' })],
    ['goods_data that is not a list', encodeParam({ buy_type: 'goods', goods_data: encodeParam({ a: 1 }) })],
  ])('rejects %s', (_name, data) => {
    expect(decodeBuyParams(data)).toBeNull()
  })
})

describe('cart selection and totals', () => {
  const rows = [
    { id: '1', stock: 2, price: '0.10', isInvalid: false },
    { id: '2', stock: 1, price: '0.20', isInvalid: false },
    { id: '3', stock: 5, price: '99.00', isInvalid: true },
  ]

  it('selects every valid row by default and sums in cents', () => {
    expect(selectionTotals(rows, {})).toEqual({ price: '0.40', quantity: 3, rows: 2 })
    expect(allSelected(rows, {})).toBe(true)
  })

  it('an unchecked row stays unchecked until its quantity changes', () => {
    const unchecked = setSelected({}, rows[0], false)
    expect(unchecked).toEqual({ '1': 2 })
    expect(isSelected(rows[0], unchecked)).toBe(false)
    expect(isSelected({ ...rows[0], stock: 3 }, unchecked)).toBe(true)
    expect(selectionTotals(rows, unchecked)).toEqual({ price: '0.20', quantity: 1, rows: 1 })
  })

  it('select all toggles every valid row', () => {
    const none = toggleAll(rows, {})
    expect(none).toEqual({ '1': 2, '2': 1 })
    expect(selectionTotals(rows, none).rows).toBe(0)
    expect(toggleAll(rows, none)).toEqual({})
  })

  it('forgets rows that left the cart', () => {
    expect(pruneUnchecked({ '1': 2, '9': 1 }, rows)).toEqual({ '1': 2 })
  })

  it('checks quantities against limits and stock', () => {
    const item = { stock: 2, buyMin: 1, buyMax: 5, inventory: 4 }
    expect(checkQuantity(item, 3)).toEqual({ ok: true, stock: 3 })
    expect(checkQuantity(item, 2)).toEqual({ ok: false, reason: 'unchanged' })
    expect(checkQuantity(item, 0)).toEqual({ ok: false, reason: 'remove' })
    expect(checkQuantity({ ...item, buyMin: 2 }, 1)).toEqual({ ok: false, reason: 'below_min' })
    expect(checkQuantity(item, 6)).toEqual({ ok: false, reason: 'over_max' })
    expect(checkQuantity(item, 5)).toEqual({ ok: false, reason: 'out_of_stock' })
    expect(checkQuantity({ ...item, buyMax: 0 }, 4)).toEqual({ ok: true, stock: 4 })
  })
})

describe('payment answers (api-core 1.15)', () => {
  const ok = (data: unknown, msg = 'ok'): ApiResult<unknown> => ({ ok: true, code: 0, msg, data })
  const payment = { id: 9, name: 'Gateway', payment: 'Gateway' }

  it('is_success -> success', () => expect(interpretPayAnswer(ok({ is_success: 1, is_payment_type: 0 })).kind).toBe('success'))
  it('wallet -> success', () => expect(interpretPayAnswer(ok({ is_payment_type: 2 })).kind).toBe('success'))
  it('offline -> notice', () => expect(interpretPayAnswer(ok({ is_payment_type: 1 }, 'wait'))).toEqual({ kind: 'offline', message: 'wait' }))
  it('gateway URL -> redirect', () =>
    expect(interpretPayAnswer(ok({ is_payment_type: 0, data: 'https://pay.example/x', payment }))).toEqual({ kind: 'redirect', url: 'https://pay.example/x' }))
  it('WeChat JSAPI -> bridge', () => {
    const params = { appId: 'a', timeStamp: '1', nonceStr: 'n', package: 'p', signType: 'MD5', paySign: 's' }
    expect(interpretPayAnswer(ok({ is_payment_type: 0, data: params, payment }))).toEqual({ kind: 'jsapi', params })
  })
  it('QR -> qrcode with the pay-log number', () => {
    expect(
      interpretPayAnswer(ok({ is_payment_type: 0, order_no: 'L1', data: { qrcode_url: 'https://q/1.png', name: 'Scan', msg: 'scan me' }, payment })),
    ).toEqual({
      kind: 'qrcode',
      qrcodeUrl: 'https://q/1.png',
      orderNo: 'L1',
      name: 'Scan',
      message: 'scan me',
      payUrl: '',
    })
  })
  it('HTML form -> form', () =>
    expect(interpretPayAnswer(ok({ is_payment_type: 0, data: { html: '<form></form>' }, payment }))).toEqual({ kind: 'form', html: '<form></form>' }))
  it('nothing usable -> unsupported with the method name', () =>
    expect(interpretPayAnswer(ok({ is_payment_type: 0, data: {}, payment }))).toEqual({ kind: 'unsupported', name: 'Gateway' }))
  it('-6666 -> html popup', () =>
    expect(interpretPayAnswer({ ok: false, code: -6666, msg: '', kind: 'server', data: '<p>pay</p>' })).toEqual({ kind: 'html', html: '<p>pay</p>' }))
  it('other codes -> fail', () =>
    expect(interpretPayAnswer({ ok: false, code: -1, msg: 'nope', kind: 'server', data: '' })).toEqual({ kind: 'fail', message: 'nope' }))

  it('paycheck: 0 paid, -333 pending, other failed', () => {
    expect(interpretPayCheck(ok({}))).toEqual({ state: 'paid' })
    expect(interpretPayCheck({ ok: false, code: -333, msg: '', kind: 'server', data: '' })).toEqual({ state: 'pending' })
    expect(interpretPayCheck({ ok: false, code: -1, msg: 'gone', kind: 'server', data: '' })).toEqual({ state: 'failed', message: 'gone' })
  })

  it('PayPal and UniPayment take respond_url', () => {
    expect(redirectKeyFor('PayPal')).toBe('respond_url')
    expect(redirectKeyFor('UniPayment')).toBe('respond_url')
    expect(redirectKeyFor('DemoPay')).toBe('redirect_url')
  })
})

describe('pay result page codes', () => {
  it.each([
    ['9000', 'success'],
    ['8000', 'processing'],
    ['4000', 'failed'],
    ['6001', 'cancelled'],
    ['6002', 'network'],
    ['6004', 'unknown'],
    ['99', 'user_cancelled'],
    ['123', 'other'],
    [undefined, 'other'],
  ])('%s -> %s', (code, kind) => expect(payResultKind(code)).toBe(kind))

  it('round-trips ?params=', () => {
    const url = paytipsUrl({ code: '9000', title: '查看订单', page: '/pages/user-order/user-order' })
    expect(decodePayTips(url.split('?params=')[1])).toEqual({ code: '9000', title: '查看订单', page: '/pages/user-order/user-order' })
    expect(decodePayTips('junk')).toBeNull()
  })
})

describe('order status -> actions', () => {
  const facts = { payStatus: 0, commented: false, deleted: false }
  it.each([
    [0, ['cancel']],
    [1, ['cancel', 'pay']],
    [2, ['cancel']],
    [3, ['collect']],
    [4, ['delete', 'comment']],
    [5, ['delete']],
    [6, ['delete']],
  ])('status %i', (status, actions) => {
    expect(actionsFromFlags(flagsForStatus({ status, ...facts }))).toEqual(actions)
  })

  it('a paid order waiting for shipping cannot be cancelled', () => {
    expect(actionsFromFlags(flagsForStatus({ status: 2, payStatus: 1, commented: false, deleted: false }))).toEqual([])
  })

  it('reviewed orders offer no review; deleted ones no delete', () => {
    expect(actionsFromFlags(flagsForStatus({ status: 4, payStatus: 1, commented: true, deleted: true }))).toEqual([])
  })

  it('deep-link status picks the tab', () => {
    expect(ORDER_TABS[tabIndexForStatus('1')].key).toBe('to_pay')
    expect(ORDER_TABS[tabIndexForStatus('6')].key).toBe('closed')
    expect(tabIndexForStatus(undefined)).toBe(0)
    expect(tabIndexForStatus('42')).toBe(0)
  })
})

describe('checkout submit rules', () => {
  const preview = {
    siteModel: 0,
    groups: [],
    totals: { actualPrice: '10.00' },
    datetime: null,
    contact: null,
  } as unknown as BuyPreview
  const choices = { addressId: '1', paymentId: '2', siteModel: 0 }

  it('passes when everything is chosen', () => expect(submitProblem(preview, choices)).toBeNull())

  it('needs a coupon where a warehouse requires one', () => {
    const required = { ...preview, groups: [{ id: '1', couponRequired: true, couponChosen: false }] } as unknown as BuyPreview
    expect(submitProblem(required, choices)).toBe('errors.choose_coupon')
    const chosen = { ...preview, groups: [{ id: '1', couponRequired: true, couponChosen: true }] } as unknown as BuyPreview
    expect(submitProblem(chosen, choices)).toBeNull()
  })

  it('takes a plugin payment (coins) instead of a payment method', () => {
    expect(submitProblem(preview, { ...choices, paymentId: '', pluginParams: { plugins_coin_payment_id: '7' } })).toBeNull()
    expect(submitProblem(preview, { ...choices, paymentId: '', pluginParams: { plugins_coin_payment_id: 0 } })).toBe('errors.choose_payment')
  })
  it('needs an address', () => expect(submitProblem(preview, { ...choices, addressId: null })).toBe('errors.choose_address'))
  it('needs a pickup address in pickup mode; id 0 counts', () => {
    expect(submitProblem(preview, { ...choices, siteModel: 2, addressId: null })).toBe('errors.choose_pickup_address')
    expect(submitProblem(preview, { ...choices, siteModel: 2, addressId: '0' })).toBeNull()
  })
  it('needs a payment method when there is something to pay', () => {
    expect(submitProblem(preview, { ...choices, paymentId: '' })).toBe('errors.choose_payment')
    expect(submitProblem({ ...preview, totals: { ...preview.totals, actualPrice: '0.00' } } as BuyPreview, { ...choices, paymentId: '' })).toBeNull()
  })
  it('needs a time when required', () => {
    const withTime = { ...preview, datetime: { isSelect: true, required: true } } as unknown as BuyPreview
    expect(submitProblem(withTime, choices)).toBe('errors.choose_time')
    expect(submitProblem(withTime, { ...choices, appointTime: '2026-11-23 09:00-10:00' })).toBeNull()
  })
  it('needs the pickup contact when required', () => {
    const withContact = { ...preview, contact: { isWrite: true, required: true, name: '', tel: '' } } as unknown as BuyPreview
    expect(submitProblem(withContact, choices)).toBe('errors.name_phone_required')
    expect(submitProblem(withContact, { ...choices, contactName: 'Li', contactTel: '13800000000' })).toBeNull()
  })
})

describe('time slots, error and web-view params', () => {
  it('offers hourly slots within opening hours, none already started today', () => {
    const days = buildDays({ rangeDay: 2, timeStart: '09:00', timeEnd: '12:00' }, new Date(2026, 10, 22, 10, 30))
    expect(days).toEqual([
      { date: '2026-11-22', slots: ['11:00-12:00'] },
      { date: '2026-11-23', slots: ['09:00-10:00', '10:00-11:00', '11:00-12:00'] },
    ])
    expect(buildDays({ rangeDay: 1, timeStart: '09:00', timeEnd: '12:00' }, new Date(2026, 10, 22, 11, 5))).toEqual([])
  })

  it('decodes the error message', () => {
    expect(decodeErrorMessage(encodeURIComponent(encodeBase64('出错了')))).toBe('出错了')
    expect(decodeErrorMessage('plain text')).toBe('plain text')
    expect(decodeErrorMessage(undefined)).toBe('')
  })

  it('web-view replaces {token} and refuses non-http urls', () => {
    expect(webViewTarget(encodeURIComponent('https://x.test/?t={token}'), 'abc')).toBe('https://x.test/?t=abc')
    expect(webViewTarget('javascript:alert(1)', 'abc')).toBe('')
  })
})
