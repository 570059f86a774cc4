// activity (api-plugins-2 §3.3): campaign landing pages by category, each with a banner, keywords, its
// goods and a time window; home goods floors above or below the core floors; a badge on goods detail.
import './messages'
import type { Database } from 'better-sqlite3'
import { definePlugin } from '../../core/plugins'
import { formatTime } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { optionalInt, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { registerGoodsExtension } from '../../services/goods/goods-extensions'
import { goodsListItem, type GoodsRow } from '../../services/goods/goods-view'
import { pagedQuery } from '../../services/paging'
import { registerHomeExtension } from '../../services/site/home-extensions'
import { seedActivities } from './seed'
import './diy' // the page builder's activity module

const MAX_ID = 2_147_483_647
const HOME_GOODS = 10

export interface ActivityRow {
  id: number
  category_id: number
  title: string
  vice_title: string
  describe: string
  color: string
  cover: string
  banner: string
  keywords: string
  seo_title: string
  seo_desc: string
  is_home: number
  home_data_location: number
  style_type: number
  time_start: number
  time_end: number
  access_count: number
  sort: number
  is_enable: number
}

export const activityUrl = (id: number) => `/pages/plugins/activity/detail/detail?id=${id}`
const BASE = { is_home_auto_play: 1 }

/** 0 not started, 1 running, 2 ended (an activity without an end runs until it is taken down). */
function activityStatus(ctx: Ctx, a: Pick<ActivityRow, 'time_start' | 'time_end'>): 0 | 1 | 2 {
  const now = ctx.nowSeconds()
  if (a.time_start && now < a.time_start) return 0
  if (a.time_end && now > a.time_end) return 2
  return 1
}

export function timeFields(ctx: Ctx, a: ActivityRow) {
  const status = activityStatus(ctx, a)
  return {
    time_start: formatTime(a.time_start),
    time_end: formatTime(a.time_end),
    status,
    status_name: ctx.t(`activity.status_${status}`),
  }
}

function listItem(ctx: Ctx, a: ActivityRow) {
  return {
    id: a.id,
    title: a.title,
    vice_title: a.vice_title,
    cover: ctx.img(a.cover),
    url: activityUrl(a.id),
    ...timeFields(ctx, a),
  }
}

export function activityGoods(db: Database, activityId: number, limit = -1): GoodsRow[] {
  return all<GoodsRow>(
    db,
    `SELECT g.* FROM activity_goods ag JOIN goods g ON g.id = ag.goods_id
     WHERE ag.activity_id = ? AND g.is_shelves = 1 AND g.is_delete_time = 0 ORDER BY ag.sort, g.id LIMIT ?`,
    activityId,
    limit,
  )
}

/** The activity's keywords (stored comma separated), each a link to the goods search. */
export function keywordList(text: string): string[] {
  return text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
}

function baseData(ctx: Ctx) {
  return { ...BASE, application_name: ctx.t('activity.title'), seo_title: ctx.t('activity.title'), seo_desc: ctx.t('activity.seo_desc') }
}

function index(ctx: Ctx) {
  const sliders = all<{ name: string; images: string; url: string }>(
    ctx.db,
    'SELECT name, images, url FROM activity_sliders WHERE is_enable = 1 ORDER BY sort, id',
  )
  return ok({
    base: baseData(ctx),
    slider_list: sliders.map((s) => ({ name: s.name, images: ctx.img(s.images), url: s.url })),
    activity_category: all<{ id: number; name: string }>(ctx.db, 'SELECT id, name FROM activity_categories WHERE is_enable = 1 ORDER BY sort, id'),
  })
}

/** Latest end first: running and coming activities before ended ones; an activity without an end leads. */
function datalist(ctx: Ctx) {
  const categoryId = optionalInt(ctx, 'category_id', 0, 0, MAX_ID)
  const query = {
    from: 'activities',
    where: 'is_enable = 1 AND (? = 0 OR category_id = ?)',
    args: [categoryId, categoryId],
    order: 'time_end = 0 DESC, time_end DESC, sort, id DESC',
  }
  return ok(pagedQuery(ctx, query, (a: ActivityRow) => listItem(ctx, a)))
}

function detail(ctx: Ctx) {
  const a = one<ActivityRow>(ctx.db, 'SELECT * FROM activities WHERE id = ? AND is_enable = 1', requireId(ctx))
  if (!a) throw new ApiError(ctx.t('activity.not_found'))
  run(ctx.db, 'UPDATE activities SET access_count = access_count + 1 WHERE id = ?', a.id)
  return ok({
    data: {
      id: a.id,
      title: a.title,
      vice_title: a.vice_title,
      describe: a.describe,
      color: a.color,
      cover: ctx.img(a.cover),
      banner: ctx.img(a.banner),
      keywords_arr: keywordList(a.keywords),
      seo_title: a.seo_title || a.title,
      seo_desc: a.seo_desc || a.describe,
      share_images: ctx.img(a.cover),
      url: activityUrl(a.id),
      ...timeFields(ctx, a),
      goods_list: activityGoods(ctx.db, a.id).map((g) => goodsListItem(ctx, g, { withoutContent: true })),
    },
  })
}

function runningActivities(ctx: Ctx, where: string, ...args: unknown[]): ActivityRow[] {
  const now = ctx.nowSeconds()
  return all<ActivityRow>(
    ctx.db,
    `SELECT * FROM activities WHERE is_enable = 1 AND (time_start = 0 OR time_start <= ?) AND (time_end = 0 OR time_end >= ?) AND ${where} ORDER BY sort, id`,
    now,
    now,
    ...args,
  )
}

/** Home: a goods floor per running home activity, each placed above (0) or below (1) the core floors. */
function homeFloors(ctx: Ctx) {
  const floors = runningActivities(ctx, 'is_home = 1')
    .map((a) => ({
      id: a.id,
      title: a.title,
      vice_title: a.vice_title,
      color: a.color,
      style_type: a.style_type,
      home_data_location: a.home_data_location,
      url: activityUrl(a.id),
      goods_list: activityGoods(ctx.db, a.id, HOME_GOODS).map((g) => goodsListItem(ctx, g, { withoutContent: true })),
    }))
    .filter((floor) => floor.goods_list.length > 0)
  return floors.length ? { base: BASE, data: floors } : null
}

/** Goods detail only: the running activities this goods takes part in (the badge links to them). */
function activitiesOfGoods(ctx: Ctx, goodsIds: number[]) {
  if (ctx.controller !== 'goods' || ctx.action !== 'detail' || goodsIds.length !== 1) return {}
  const rows = runningActivities(ctx, 'id IN (SELECT activity_id FROM activity_goods WHERE goods_id = ?)', goodsIds[0])
  if (!rows.length) return {}
  return { plugins_activity_data: { data: rows.map((a) => listItem(ctx, a)) } }
}

registerHomeExtension({ plugin: 'activity', data: homeFloors })
registerGoodsExtension({ plugin: 'activity', extend: activitiesOfGoods })

definePlugin({
  name: 'activity',
  baseData: (ctx) => ({ ...BASE, application_name: ctx.t('activity.title') }),
  controls: { index: { index, datalist, detail } },
  seed: seedActivities,
})
