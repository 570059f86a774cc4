// DIY config as a view: module images made absolute, modules outside their time window dropped, and the
// data-source modules filled from the catalogue on every load (api-plugins-2 section 2.2).
import { createHash } from 'node:crypto'
import type { Ctx } from '../../core/context'
import { all, one } from '../../db'
import { formatTime } from '../../core/format'
import { goodsListItem, type GoodsRow } from '../goods/goods-view'

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])

/** `[{url: '/static/..'}]` image lists anywhere in the config become absolute URLs. */
function absolutiseImages(ctx: Ctx, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => absolutiseImages(ctx, v))
  if (!isObject(value)) return value
  const out: Json = {}
  for (const [k, v] of Object.entries(value)) {
    out[k] = k === 'url' && typeof v === 'string' && v.startsWith('/static/') ? ctx.img(v) : absolutiseImages(ctx, v)
  }
  return out
}

function parseTime(text: unknown): number | null {
  if (typeof text !== 'string' || !text.trim()) return null
  const t = Date.parse(text.replace(' ', 'T'))
  return Number.isNaN(t) ? null : Math.floor(t / 1000)
}

/** ShopXO drops a module outside `content.content_top.time_value = [start, end]` in view mode. */
function inTimeWindow(content: Json, now: number): boolean {
  const window = isObject(content.content_top) ? list(content.content_top.time_value) : []
  const start = parseTime(window[0])
  const end = parseTime(window[1])
  return (start === null || now >= start) && (end === null || now <= end)
}

const ids = (raw: unknown): number[] =>
  String(raw ?? '')
    .split(',')
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0)

function goodsRows(ctx: Ctx, content: Json): Json[] {
  const limit = Math.min(Math.max(Number(content.number) || 4, 1), 50)
  const categories = ids(content.category_ids ?? content.goods_category_ids)
  const order = content.order_by_type === '1' ? 'g.sales_count' : content.order_by_type === '2' ? 'g.min_price' : 'g.id'
  const rule = content.order_by_rule === '1' ? 'ASC' : 'DESC'
  const where = categories.length ? `AND g.id IN (SELECT goods_id FROM goods_category_links WHERE category_id IN (${categories.map(() => '?').join(',')}))` : ''
  const rows = all<GoodsRow>(
    ctx.db,
    `SELECT g.* FROM goods g WHERE g.is_shelves = 1 AND g.is_delete_time = 0 ${where} ORDER BY ${order} ${rule}, g.id DESC LIMIT ?`,
    ...categories,
    limit,
  )
  return rows.map((g) => goodsListItem(ctx, g, { withoutContent: true }))
}

interface ArticleRow {
  id: number
  title: string
  describe: string
  images: string
  access_count: number
  add_time: number
}

function articleView(ctx: Ctx, a: ArticleRow): Json {
  let cover = ''
  try {
    const images = JSON.parse(a.images || '[]') as unknown
    if (Array.isArray(images) && typeof images[0] === 'string') cover = ctx.img(images[0])
  } catch {
    cover = ''
  }
  return {
    id: a.id,
    title: a.title,
    describe: a.describe,
    cover,
    access_count: a.access_count,
    add_time: formatTime(a.add_time),
    url: `/pages/article-detail/article-detail?id=${a.id}`,
  }
}

function articleRows(ctx: Ctx, content: Json): Json[] {
  const limit = Math.min(Math.max(Number(content.number) || 4, 1), 50)
  const categories = ids(content.category_ids ?? content.article_category_ids)
  const where = categories.length ? `AND article_category_id IN (${categories.map(() => '?').join(',')})` : ''
  const cover = content.is_cover === '1' ? "AND images != '[]'" : ''
  return all<ArticleRow>(ctx.db, `SELECT * FROM articles WHERE is_enable = 1 ${where} ${cover} ORDER BY id DESC LIMIT ?`, ...categories, limit).map((a) =>
    articleView(ctx, a),
  )
}

/** Manual picks keep their overrides (new_title, new_cover); a pick whose row is gone is dropped. */
function manualPicks(content: Json, find: (id: number) => Json | undefined): Json[] {
  return list(content.data_list).flatMap((pick) => {
    if (!isObject(pick)) return []
    const row = find(Number(pick.data_id))
    return row ? [{ ...pick, data: row }] : []
  })
}

function hydrateModule(ctx: Ctx, module: Json): Json {
  const com = isObject(module.com_data) ? module.com_data : {}
  const content = isObject(com.content) ? com.content : {}
  const manual = content.data_type !== '1'
  let next = content
  if (module.key === 'goods-list') {
    next = manual
      ? {
          ...content,
          data_list: manualPicks(content, (id) => {
            const g = one<GoodsRow>(ctx.db, 'SELECT * FROM goods WHERE id = ? AND is_delete_time = 0', id)
            return g ? goodsListItem(ctx, g, { withoutContent: true }) : undefined
          }),
        }
      : { ...content, data_auto_list: goodsRows(ctx, content) }
  } else if (module.key === 'article-list') {
    next = manual
      ? {
          ...content,
          data_list: manualPicks(content, (id) => {
            const a = one<ArticleRow>(ctx.db, 'SELECT * FROM articles WHERE id = ? AND is_enable = 1', id)
            return a ? articleView(ctx, a) : undefined
          }),
        }
      : { ...content, data_auto_list: articleRows(ctx, content) }
  }
  const comData = { ...com, content: next }
  // ShopXO's module id is the md5 of its com_data, made on every load; the app keys its renders on it.
  return { ...module, id: createHash('md5').update(JSON.stringify(comData)).digest('hex'), com_data: comData }
}

/** The config as the app receives it. `now` in unix seconds. */
export function diyConfigView(ctx: Ctx, raw: Json, now: number): Json {
  const config = absolutiseImages(ctx, raw) as Json
  const body = list(config.diy_data)
    .filter(isObject)
    .filter((m) => {
      const com = isObject(m.com_data) ? m.com_data : {}
      return inTimeWindow(isObject(com.content) ? com.content : {}, now)
    })
    .map((m) => hydrateModule(ctx, m))
  return { header: config.header ?? {}, footer: config.footer ?? {}, tabs_data: list(config.tabs_data), diy_data: body }
}
