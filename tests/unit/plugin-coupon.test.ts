import { couponParamKey, couponStatusOf, isCouponInactive, parseCheckoutCoupons, parseCoupon, parseMyCoupons, type Coupon } from '@/api/plugins/coupon'
import { CouponClaimStore } from '@/stores/plugins/coupon-store'

const rawCoupon = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `C${id}`,
  desc: '满100元可用',
  type: '0',
  discount_value: '10',
  type_unit: '元',
  use_limit_type_name: '全场通用',
  bg_color_value: '#D2364C',
  process_data: { type: 1, value: 33, msg: '已抢33%' },
  expire_tips: '有效期至2026-12-31',
  status_type: 0,
  status_operable_name: '立即领取',
  ...extra,
})

describe('coupon status mapping', () => {
  it('maps status_type 0-5 and greys out used / expired', () => {
    expect([0, 1, 2, 3, 4, 5].map(couponStatusOf)).toEqual(['claim', 'claimed', 'soldOut', 'use', 'used', 'expired'])
    expect(couponStatusOf('9')).toBe('use')
    expect(isCouponInactive('used')).toBe(true)
    expect(isCouponInactive('expired')).toBe(true)
    expect(isCouponInactive('use')).toBe(false)
  })
})

describe('coupon parsing', () => {
  it('money and discount coupons, limited and unlimited', () => {
    const money = parseCoupon(rawCoupon(1))
    expect(money).toMatchObject({ id: '1', isMoney: true, value: '10', progress: { percent: 33, text: '已抢33%' }, status: 'claim', actionText: '立即领取' })
    const discount = parseCoupon(rawCoupon(2, { type: '1', discount_value: '8.5', type_unit: '折', process_data: { type: 0, msg: '不限量' } }))
    expect(discount).toMatchObject({ isMoney: false, value: '8.5', unit: '折', progress: null })
  })

  it('my coupons: three tabs, the card takes the row status', () => {
    const row = (id: number, status: number) => ({
      id,
      coupon: rawCoupon(id),
      status_type: status,
      status_operable_name: 'x',
      time_start_show_text: '2026-11-01 10:00',
      time_end_show_text: '2026-12-01 10:00',
    })
    const mine = parseMyCoupons({ not_use: [row(1, 3)], already_use: [row(2, 4)], already_expire: [row(3, 5)] })
    expect(mine.unused[0]).toMatchObject({ id: '1', status: 'use', validFrom: '2026-11-01 10:00' })
    expect(mine.used[0].coupon.status).toBe('used')
    expect(mine.expired[0].coupon.status).toBe('expired')
    expect(parseMyCoupons(undefined)).toEqual({ unused: [], used: [], expired: [] })
  })

  it('checkout groups: options and the current choice per warehouse', () => {
    const groups = parseCheckoutCoupons([
      {
        warehouse_id: 1,
        coupon_data: { coupon_list: [{ id: 7, coupon: rawCoupon(4), status_type: 3 }], coupon_choice: { id: 7, coupon: { desc: '满100元可用' } } },
      },
      { warehouse_id: 2, coupon_data: { coupon_list: [], coupon_choice: null } },
    ])
    expect(groups[0]).toMatchObject({ warehouseId: '1', chosenId: '7', chosenDesc: '满100元可用' })
    expect(groups[0].options).toHaveLength(1)
    expect(groups[1]).toMatchObject({ warehouseId: '2', chosenId: '', options: [] })
    expect(couponParamKey('2')).toBe('coupon_id_2')
  })
})

describe('CouponClaimStore', () => {
  const coupons = (): Coupon[] => [parseCoupon(rawCoupon(1)), parseCoupon(rawCoupon(2, { status_type: 1 }))]

  it('claims one at a time and replaces the card with the server copy', async () => {
    let resolve: (value: unknown) => void = () => undefined
    const claimer = jest.fn(() => new Promise((r) => (resolve = r))) as jest.Mock
    const store = new CouponClaimStore(claimer)
    store.setCoupons(coupons())
    const first = store.claim('1')
    expect(store.claimingId).toBe('1')
    expect(await store.claim('1')).toBeNull()
    expect(claimer).toHaveBeenCalledTimes(1)
    resolve({ ok: true, code: 0, msg: '领取成功', data: parseCoupon(rawCoupon(1, { status_type: 1, status_operable_name: '已领取' })) })
    expect(await first).toBe('领取成功')
    expect(store.claimingId).toBe('')
    expect(store.coupons[0]).toMatchObject({ status: 'claimed', actionText: '已领取' })
  })

  it('does not call the server for coupons that cannot be claimed, keeps the card on failure', async () => {
    const claimer = jest.fn(async () => ({ ok: false as const, code: -1, msg: 'nope', kind: 'server' as const, data: '' }))
    const store = new CouponClaimStore(claimer)
    store.setCoupons(coupons())
    expect(await store.claim('2')).toBeNull()
    expect(claimer).not.toHaveBeenCalled()
    expect(await store.claim('1')).toBeNull()
    expect(store.coupons[0].status).toBe('claim')
    expect(store.busy).toBe(false)
  })
})
