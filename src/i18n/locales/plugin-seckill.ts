import { registerLocale } from '../index'
/** Flash sale (seckill plugin): hall, home block, goods-detail badge. */
const locale = {
  zh: {
    title: '限时秒杀',
    rules: '活动规则',
    rules_ok: '知道了',
    price_icon: '秒杀价',
    grab: '马上抢',
    coming: '即将开抢',
    ended: '已结束',
    sold_percent: '已抢{percent}%',
    no_periods: '暂无秒杀活动',
    no_goods: '没有相关商品',
    more: '更多',
    home_title: '限时秒杀',
    badge_title: '限时秒杀',
    badge_ends: '距结束',
  },
  en: {
    title: 'Flash sale',
    rules: 'Rules',
    rules_ok: 'Got it',
    price_icon: 'Flash price',
    grab: 'Grab it',
    coming: 'Coming soon',
    ended: 'Ended',
    sold_percent: '{percent}% sold',
    no_periods: 'No flash sales right now',
    no_goods: 'No related goods',
    more: 'More',
    home_title: 'Flash sale',
    badge_title: 'Flash sale',
    badge_ends: 'Ends in',
  },
}

registerLocale('plugin-seckill', locale)

export default locale
