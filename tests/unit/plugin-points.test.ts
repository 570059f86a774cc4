import { clampPoints, extractClaimCode, parseCheckoutPoints, parsePointsMall, parseScanResult, scanOutcomeOf } from '@/api/plugins/points'

describe('points mall parsing', () => {
  it('goods with points, rules and the balance (null for guests)', () => {
    const mall = parsePointsMall({
      base: {
        application_name: '积分商城',
        is_home_points_record: 1,
        points_desc: ['r1', 'r2'],
        goods_exchange_data: [{ id: 9, title: 'G', price: '19.90', points_value: 300, points_unit: '积分' }],
      },
      user_integral: { integral: '680' },
    })
    expect(mall).toMatchObject({ title: '积分商城', showRecord: true, rules: ['r1', 'r2'], balance: 680 })
    expect(mall.goods[0]).toMatchObject({ id: '9', pointsValue: 300, pointsUnit: '积分', price: '19.90' })
    expect(parsePointsMall({ base: {}, user_integral: null }).balance).toBeNull()
  })
})

describe('claim by code', () => {
  it('maps the status codes', () => {
    expect([-10000, 0, -100, 5].map(scanOutcomeOf)).toEqual(['landing', 'success', 'failed', 'error'])
  })

  it('reads the outcome from data.data (or the top level) and the tips', () => {
    expect(parseScanResult({ base: { scan_tips: 'Demo' }, data: { status: 0, msg: '成功领取100积分' } })).toMatchObject({
      outcome: 'success',
      message: '成功领取100积分',
      tips: 'Demo',
    })
    expect(parseScanResult({ base: {}, status: -100, msg: 'no' })).toMatchObject({ outcome: 'failed', message: 'no' })
  })

  it('takes the code out of scanned links or typed text', () => {
    expect(extractClaimCode(' XO2026 ')).toBe('XO2026')
    expect(extractClaimCode('https://shop.example/points-scan-index-id-AB12.html')).toBe('AB12')
    expect(extractClaimCode('https://x/index.php?s=plugins/index/pluginsname/points/pluginscontrol/scan/pluginsaction/index/id/77')).toBe('77')
  })
})

describe('checkout points', () => {
  it('parses plugins_points_data; absent means the plugin had nothing to say', () => {
    expect(parseCheckoutPoints(undefined)).toBeNull()
    expect(
      parseCheckoutPoints({
        is_points: 1,
        use_integral: 680,
        actual_use_integral: 300,
        user_integral: 680,
        discount_price: '3.00',
        discount_type: 0,
        is_pure_exchange_modal: 0,
        usable_msg_tips: 't',
      }),
    ).toMatchObject({ enabled: true, maxPoints: 680, usedPoints: 300, discountPrice: '3.00', fixedAmount: false, pureExchange: false })
  })

  it('clamps the entered amount to 0..max, digits only', () => {
    expect(clampPoints('500', 300)).toBe(300)
    expect(clampPoints('12a3', 1000)).toBe(123)
    expect(clampPoints('', 300)).toBe(0)
    expect(clampPoints(-5, 300)).toBe(5)
    expect(clampPoints('50', -1)).toBe(0)
  })
})
