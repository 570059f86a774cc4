// seckill plugin: the hall's periods, countdowns, progress and the plugin switch.
import { setPluginEnabled } from '../../server/core/plugins'
import { countdown, currentWindowIndex, localMidnight, visibleWindows } from '../../server/plugins/seckill/periods'
import { startTestApp, TEST_NOW, type TestApp } from './helpers'

const S = 'plugins/index'
const hall = { pluginsname: 'seckill', pluginscontrol: 'index', pluginsaction: 'index' }

describe('seckill period maths', () => {
  const periods = [0, 240, 480, 720, 960, 1200].map((start, i) => ({ id: i + 1, start_minute: start, duration_minutes: 240 }))

  it('counts down to the start, then to the end, then stops', () => {
    const window = { start: 1000, end: 2000 }
    expect(countdown(window, 400)).toMatchObject({ status: 0, remaining: 600, hours: 0, minutes: 10, seconds: 0 })
    expect(countdown(window, 1000)).toMatchObject({ status: 1, remaining: 1000, minutes: 16, seconds: 40 })
    expect(countdown(window, 2000)).toMatchObject({ status: 2, remaining: 0 })
    expect(countdown({ start: 0, end: 90061 }, 0)).toMatchObject({ hours: 25, minutes: 1, seconds: 1 })
  })

  it('always shows a running period and an upcoming one (tomorrow after the last slot starts)', () => {
    const late = new Date(2026, 10, 22, 21, 30)
    const windows = visibleWindows(periods, late)
    expect(windows).toHaveLength(7)
    expect(windows[6]).toMatchObject({ dayOffset: 1, start: localMidnight(late, 1) })
    const now = Math.floor(late.getTime() / 1000)
    expect(currentWindowIndex(windows, now)).toBe(5)
    const morning = new Date(2026, 10, 22, 9, 0)
    const mWindows = visibleWindows(periods, morning)
    expect(mWindows).toHaveLength(6)
    expect(currentWindowIndex(mWindows, Math.floor(morning.getTime() / 1000))).toBe(2)
  })
})

describe('seckill hall', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp()
  })
  afterAll(() => t.close())

  it('answers periods with status, countdown and goods with flash prices and progress', async () => {
    const res = await t.call(S, hall)
    expect(res.code).toBe(0)
    const { periods_list, current, config } = res.data
    expect(periods_list.length).toBeGreaterThanOrEqual(6)
    const statuses = periods_list.map((p: any) => p.time.status)
    expect(statuses).toContain(1)
    expect(statuses).toContain(0)
    for (const period of periods_list) {
      expect(period.name).toMatch(/\d\d:\d\d/)
      expect(period.time).toEqual({
        status: expect.any(Number),
        msg: expect.any(String),
        time_first_text: expect.any(String),
        hours: expect.any(Number),
        minutes: expect.any(Number),
        seconds: expect.any(Number),
      })
      expect(period.goods.length).toBe(3)
    }
    expect(current.time.status).toBe(1)
    expect(current.goods_detail_icon).toBe('秒杀价')
    const remaining = current.time.hours * 3600 + current.time.minutes * 60 + current.time.seconds
    expect(remaining).toBeGreaterThan(0)
    expect(remaining).toBeLessThanOrEqual(4 * 3600)
    expect(current.time_end_number - Math.floor(TEST_NOW.getTime() / 1000)).toBe(remaining)
    const goods = current.goods[0]
    expect(goods).toMatchObject({ seckill_min_price: expect.stringMatching(/^\d+\.\d\d$/), goods_url: expect.stringContaining('goods-detail') })
    expect(Number(goods.seckill_min_price)).toBeLessThan(Number(goods.min_price ?? goods.price))
    expect(goods.seckill_progress).toBeGreaterThanOrEqual(0)
    expect(goods.seckill_progress).toBeLessThanOrEqual(100)
    expect(config.content_notice.length).toBeGreaterThan(0)
  })

  it('speaks English when asked', async () => {
    const res = await t.call(S, hall, { lang: 'en' })
    expect(res.data.current.time.msg).toBe('On now')
    expect(res.data.config.application_name).toBe('Flash sale')
  })

  it('disabled: -11 and no plugins_base key', async () => {
    setPluginEnabled(t.app.db, 'seckill', false)
    try {
      expect((await t.call(S, hall)).code).toBe(-11)
      const common = await t.call('base/common', { is_key: 1 })
      expect(common.data.plugins_base.seckill).toBeUndefined()
    } finally {
      setPluginEnabled(t.app.db, 'seckill', true)
    }
    expect((await t.call('base/common', { is_key: 1 })).data.plugins_base.seckill).toBeDefined()
  })
})
