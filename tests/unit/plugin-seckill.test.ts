import { parseSeckillHall, parseSeckillTime, runningSeckillOf } from '@/api/plugins/seckill'
import { secondsLeft, splitSeconds } from '@/pages/plugins/seckill/components/use-countdown'

const goods = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  goods_id: id,
  title: `G${id}`,
  images: '',
  price: '99.00',
  min_price: '99.00',
  seckill_min_price: '69.30',
  seckill_progress: 42,
  ...extra,
})

const answer = {
  periods_list: [
    { id: 1, name: '08:00', time: { status: 2, msg: '已结束', time_first_text: '活动已结束', hours: 0, minutes: 0, seconds: 0 }, goods: [goods(3)] },
    {
      id: 2,
      name: '12:00',
      time: { status: 1, msg: '抢购中', time_first_text: '距结束', hours: 1, minutes: 2, seconds: 3 },
      goods: [goods(5), goods(6, { seckill_progress: 250 })],
    },
    { id: 3, name: '16:00', time: { status: 0, msg: '即将开始', time_first_text: '距开始', hours: 2, minutes: 0, seconds: 0 }, goods: [] },
  ],
  current: { id: 2, goods_detail_icon: '秒杀价', header_bg: '' },
  config: { application_name: '限时秒杀', seo_title: '', content_notice: ['a', '', 'b'] },
}

describe('seckill parsing', () => {
  it('maps periods, statuses, remaining seconds and opens on the current period', () => {
    const hall = parseSeckillHall(answer)
    expect(hall.periods.map((p) => p.time.status)).toEqual(['ended', 'running', 'upcoming'])
    expect(hall.currentIndex).toBe(1)
    expect(hall.periods[1].time.remainingSeconds).toBe(3723)
    expect(hall.periods[1].goods[0]).toMatchObject({ id: '5', seckillPrice: '69.30', price: '99.00', progress: 42 })
    expect(hall.periods[1].goods[1].progress).toBe(100)
    expect(hall.rules).toEqual(['a', 'b'])
    expect(hall.shareTitle).toBe('限时秒杀')
  })

  it('survives odd answers', () => {
    expect(parseSeckillHall(null)).toMatchObject({ periods: [], currentIndex: 0, rules: [] })
    expect(parseSeckillTime({ status: 9 }).status).toBe('error')
    expect(parseSeckillTime({ status: 1, hours: -1 }).remainingSeconds).toBe(0)
  })

  it('finds a goods in the running period only', () => {
    const hall = parseSeckillHall(answer)
    expect(runningSeckillOf(hall, '5')?.period.id).toBe('2')
    expect(runningSeckillOf(hall, '3')).toBeNull()
  })
})

describe('countdown maths', () => {
  it('splits seconds into padded clock parts, hours past a day included', () => {
    expect(splitSeconds(3725)).toEqual({ hours: '01', minutes: '02', seconds: '05' })
    expect(splitSeconds(90061)).toEqual({ hours: '25', minutes: '01', seconds: '01' })
    expect(splitSeconds(-4)).toEqual({ hours: '00', minutes: '00', seconds: '00' })
  })

  it('rounds partial seconds up and never goes negative', () => {
    expect(secondsLeft(10_000, 8_500)).toBe(2)
    expect(secondsLeft(10_000, 10_000)).toBe(0)
    expect(secondsLeft(10_000, 12_000)).toBe(0)
  })
})
