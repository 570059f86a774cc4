import { registerLocale } from '../index'
// Texts of the activity pages and of the activity parts core pages draw (home floors, goods detail badge).
const locale = {
  zh: {
    title_index: '活动',
    title_detail: '活动详情',
    tab_all: '全部',
    list_empty: '该分类下暂无活动',
    state_upcoming: '未开始',
    state_running: '进行中',
    state_ended: '已结束',
    time_window: '{start} 至 {end}',
    time_from: '{start} 起',
    time_until: '截至 {end}',
    ended_notice: '活动已结束，感谢关注',
    upcoming_notice: '活动尚未开始，敬请期待',
    goods_title: '活动商品',
    goods_empty: '没有相关商品',
    more_activities: '更多活动',
    not_found: '活动不存在或已下线',
    more: '更多',
    badge: '活动',
    badge_until: '{title} · 截至 {end}',
    cover_of: '活动封面',
    slide_n: '轮播图 {n}',
  },
  en: {
    title_index: 'Activities',
    title_detail: 'Activity',
    tab_all: 'All',
    list_empty: 'No activities in this category yet',
    state_upcoming: 'Not started',
    state_running: 'In progress',
    state_ended: 'Ended',
    time_window: '{start} to {end}',
    time_from: 'From {start}',
    time_until: 'Until {end}',
    ended_notice: 'This activity has ended. Thank you for your interest',
    upcoming_notice: 'This activity has not started yet',
    goods_title: 'Goods in this activity',
    goods_empty: 'No related goods',
    more_activities: 'More activities',
    not_found: 'This activity does not exist or has been taken down',
    more: 'More',
    badge: 'Activity',
    badge_until: '{title} · until {end}',
    cover_of: 'Activity cover',
    slide_n: 'Slide {n}',
  },
}

registerLocale('plugin-activity', locale)

export default locale
