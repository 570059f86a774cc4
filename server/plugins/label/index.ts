// label (api-plugins-2 §3.4): goods labels and the page listing the goods that carry one.
import type { Database } from 'better-sqlite3'
import { definePlugin } from '../../core/plugins'
import { defineMessages } from '../../core/i18n'
import { ApiError, ok, type Ctx } from '../../core/router'
import { pickAllowed, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { registerGoodsExtension } from '../../services/goods/goods-extensions'
import { goodsListItem, type GoodsRow } from '../../services/goods/goods-view'
import { pagedQuery } from '../../services/paging'

defineMessages({
  'label.title': { zh: '商品标签', en: 'Goods labels' },
  'label.sort_invalid': { zh: '排序参数有误', en: 'Invalid sort parameter' },
})

const PAGE_SIZE = 10

/** `ov` = "<field>-<asc|desc>" (the arrow the shopper sees); empty = the default order. */
const SORT_COLUMNS: ReadonlyMap<string, string> = new Map([
  ['sales', 'g.sales_count'],
  ['access', 'g.access_count'],
  ['price', 'g.min_price'],
  ['new', 'g.id'],
])

interface LabelRow {
  id: number
  name: string
  bg_color: string
  text_color: string
  icon: string
  seo_title: string
  seo_desc: string
}

/** The overlay settings published to the storefront (text chips, linked, top-left). */
const LABEL_BASE = { is_user_goods_label_icon: 0, is_user_goods_label_url: 1, user_goods_show_style: 'top-left' }

function enabledLabel(db: Database, id: number): LabelRow | undefined {
  return one<LabelRow>(db, 'SELECT id, name, bg_color, text_color, icon, seo_title, seo_desc FROM labels WHERE id = ? AND is_enable = 1', id)
}

function detailinit(ctx: Ctx) {
  const label = enabledLabel(ctx.db, requireId(ctx))
  // As ShopXO: an unknown label is not an error, the page says it does not exist.
  return ok({
    base: LABEL_BASE,
    label: label
      ? {
          id: label.id,
          name: label.name,
          bg_color: label.bg_color,
          text_color: label.text_color,
          seo_title: label.seo_title || label.name,
          seo_desc: label.seo_desc,
        }
      : null,
  })
}

function orderBy(ov: unknown): string {
  if (ov === undefined || ov === null || ov === '') return 'g.sort_level DESC, g.id DESC'
  if (typeof ov !== 'string') return ''
  const raw = ov.trim()
  if (!raw) return 'g.sort_level DESC, g.id DESC'
  const [field, direction] = raw.split('-')
  const column = pickAllowed(SORT_COLUMNS, field)
  if (!column || (direction !== 'asc' && direction !== 'desc')) return ''
  return `${column} ${direction.toUpperCase()}, g.id DESC`
}

function detailgoodslist(ctx: Ctx) {
  const id = requireId(ctx)
  const order = orderBy(ctx.params.ov)
  if (!order) throw new ApiError(ctx.t('label.sort_invalid'))
  // Only constant fragments are concatenated (the ORDER BY comes from SORT_COLUMNS); values are bound.
  const query = {
    from: 'goods g JOIN labels l ON l.id = ? AND l.is_enable = 1',
    columns: 'g.*',
    where: 'g.is_shelves = 1 AND g.is_delete_time = 0 AND g.id IN (SELECT goods_id FROM label_goods WHERE label_id = ?)',
    args: [id, id],
    order,
    pageSize: PAGE_SIZE,
  }
  return ok(pagedQuery(ctx, query, (g: GoodsRow) => goodsListItem(ctx, g)))
}

const SEED: Array<{ name: string; bg: string; text: string; goods: number }> = [
  { name: '热卖', bg: '#ff4d4f', text: '#ffffff', goods: 6 },
  { name: '新品', bg: '#13c2c2', text: '#ffffff', goods: 4 },
  { name: '限定', bg: '#722ed1', text: '#ffffff', goods: 0 },
]

/** Three labels: "hot" on the best sellers, "new" on the newest goods, "limited" on none (an empty page). */
function seed(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const bestSellers = all<{ id: number }>(db, 'SELECT id FROM goods WHERE is_shelves = 1 ORDER BY sales_count DESC LIMIT 6').map((g) => g.id)
  const newest = all<{ id: number }>(db, 'SELECT id FROM goods WHERE is_shelves = 1 ORDER BY id DESC LIMIT 4').map((g) => g.id)
  SEED.forEach((label, sort) => {
    const id = Number(
      run(db, 'INSERT INTO labels (name, bg_color, text_color, sort, add_time) VALUES (?, ?, ?, ?, ?)', label.name, label.bg, label.text, sort, now)
        .lastInsertRowid,
    )
    const goods = sort === 0 ? bestSellers : sort === 1 ? newest : []
    for (const goodsId of goods.slice(0, label.goods)) run(db, 'INSERT INTO label_goods (label_id, goods_id) VALUES (?, ?)', id, goodsId)
  })
}

/**
 * plugins_label_data of goods answers: the labels carried by the goods of this answer, each with the
 * ids of those goods (goods_ids) and a link to the label's goods page.
 */
function labelsOfGoods(ctx: Ctx, goodsIds: number[]) {
  const placeholders = goodsIds.map(() => '?').join(',')
  // Only the "?" list is built here; the ids are bound values.
  const links = all<LabelRow & { goods_id: number }>(
    ctx.db,
    `SELECT l.id, l.name, l.bg_color, l.text_color, l.icon, l.seo_title, l.seo_desc, lg.goods_id FROM labels l JOIN label_goods lg ON lg.label_id = l.id
     WHERE lg.goods_id IN (${placeholders}) AND l.is_enable = 1 ORDER BY l.sort, l.id, lg.goods_id`,
    ...goodsIds,
  )
  if (!links.length) return {}
  const labels = new Map<number, LabelRow & { goods_ids: number[] }>()
  for (const link of links) {
    const label = labels.get(link.id) ?? { ...link, goods_ids: [] }
    label.goods_ids.push(link.goods_id)
    labels.set(link.id, label)
  }
  return {
    plugins_label_data: {
      base: LABEL_BASE,
      data: [...labels.values()].map((l) => ({
        id: l.id,
        name: l.name,
        bg_color: l.bg_color,
        text_color: l.text_color,
        icon: ctx.img(l.icon),
        url: `/pages/plugins/label/detail/detail?id=${l.id}`,
        goods_ids: l.goods_ids,
      })),
    },
  }
}

registerGoodsExtension({ plugin: 'label', extend: labelsOfGoods })

definePlugin({
  name: 'label',
  baseData: (ctx) => ({ application_name: ctx.t('label.title'), ...LABEL_BASE }),
  controls: { index: { detailinit, detailgoodslist } },
  seed,
})
