// seckill (限时秒杀): the flash-sale hall — today's periods with countdowns and their goods.
import { definePlugin } from '../../core/plugins'
import { ok, type Ctx } from '../../core/router'
import { defineMessages } from '../../core/i18n'
import { all } from '../../db'
import { displayMoney } from '../../services/site/display-currency'
import { goodsById, goodsListItem } from '../../services/goods/goods-view'
import { clockLabel, countdown, currentWindowIndex, visibleWindows, SECKILL_STATUS, type PeriodRow, type PeriodWindow } from './periods'
import { seedSeckill } from './seed'
import './pricing' // registers the flash price with services/goods-price.ts
import './diy' // the page builder's flash-sale module

defineMessages({
  'seckill.name': { zh: '限时秒杀', en: 'Flash sale' },
  'seckill.price_icon': { zh: '秒杀价', en: 'Flash price' },
  'seckill.status_upcoming': { zh: '即将开始', en: 'Starting soon' },
  'seckill.status_running': { zh: '抢购中', en: 'On now' },
  'seckill.status_ended': { zh: '已结束', en: 'Ended' },
  'seckill.first_upcoming': { zh: '距开始', en: 'Starts in' },
  'seckill.first_running': { zh: '距结束', en: 'Ends in' },
  'seckill.first_ended': { zh: '活动已结束', en: 'Sale over' },
  'seckill.tomorrow': { zh: '明日{time}', en: 'Tomorrow {time}' },
  'seckill.seo_desc': { zh: '每日多场限时秒杀，好物低至7折', en: 'Several flash sales a day, up to 30 % off' },
  'seckill.notice_1': { zh: '每日6场，每场4小时，整点开抢', en: 'Six sales a day, four hours each, starting on the hour' },
  'seckill.notice_2': { zh: '秒杀商品数量有限，抢完即止', en: 'Flash-sale quantities are limited; first come, first served' },
  'seckill.notice_3': { zh: '秒杀价以商品详情页展示为准', en: 'The flash price shown on the goods page applies' },
})

const STATUS_TEXT: Record<number, [string, string]> = {
  [SECKILL_STATUS.upcoming]: ['seckill.status_upcoming', 'seckill.first_upcoming'],
  [SECKILL_STATUS.running]: ['seckill.status_running', 'seckill.first_running'],
  [SECKILL_STATUS.ended]: ['seckill.status_ended', 'seckill.first_ended'],
}

interface SeckillGoodsRow {
  goods_id: number
  seckill_price: number
  stock_total: number
  sold_count: number
}

function timeView(ctx: Ctx, window: PeriodWindow) {
  const left = countdown(window, ctx.nowSeconds())
  const [msgKey, firstKey] = STATUS_TEXT[left.status]
  return { status: left.status, msg: ctx.t(msgKey), time_first_text: ctx.t(firstKey), hours: left.hours, minutes: left.minutes, seconds: left.seconds }
}

function goodsOfPeriod(ctx: Ctx, periodId: number) {
  const rows = all<SeckillGoodsRow>(
    ctx.db,
    'SELECT goods_id, seckill_price, stock_total, sold_count FROM seckill_goods WHERE period_id = ? ORDER BY sort, id',
    periodId,
  )
  return rows.flatMap((row) => {
    const goods = goodsById(ctx.db, row.goods_id)
    if (!goods || !goods.is_shelves) return []
    const progress = row.stock_total > 0 ? Math.min(100, Math.round((row.sold_count / row.stock_total) * 100)) : 0
    return [
      {
        ...goodsListItem(ctx, goods),
        seckill_min_price: displayMoney(ctx, row.seckill_price),
        seckill_price: displayMoney(ctx, row.seckill_price),
        seckill_stock_total: row.stock_total,
        seckill_sold_count: row.sold_count,
        seckill_progress: progress,
      },
    ]
  })
}

function periodView(ctx: Ctx, window: PeriodWindow) {
  const label = clockLabel(window.period.start_minute)
  return {
    id: window.period.id,
    name: window.dayOffset ? ctx.t('seckill.tomorrow', { time: label }) : label,
    time_start_number: window.start,
    time_end_number: window.end,
    time: timeView(ctx, window),
    goods: goodsOfPeriod(ctx, window.period.id),
  }
}

/** Today's periods as views, and the one running now (else the next one). */
export function periodsNow(ctx: Ctx) {
  const periods = all<PeriodRow>(ctx.db, 'SELECT id, start_minute, duration_minutes FROM seckill_periods WHERE is_enable = 1')
  const windows = visibleWindows(periods, ctx.now())
  const list = windows.map((window) => periodView(ctx, window))
  return { list, current: list.length ? list[currentWindowIndex(windows, ctx.nowSeconds())] : null }
}

function index(ctx: Ctx) {
  const { list, current } = periodsNow(ctx)
  return ok({
    periods_list: list,
    current: current ? { ...current, header_bg: '', header_logo: '', goods_detail_icon: ctx.t('seckill.price_icon') } : null,
    config: {
      application_name: ctx.t('seckill.name'),
      seo_title: ctx.t('seckill.name'),
      seo_desc: ctx.t('seckill.seo_desc'),
      content_notice: [ctx.t('seckill.notice_1'), ctx.t('seckill.notice_2'), ctx.t('seckill.notice_3')],
    },
  })
}

definePlugin({
  name: 'seckill',
  baseData: (ctx) => ({ application_name: ctx.t('seckill.name'), goods_detail_icon: ctx.t('seckill.price_icon') }),
  controls: { index: { index } },
  seed: seedSeckill,
})
