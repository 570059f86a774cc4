// Drag-layout pages of a shop (data_model 2 home, shop design pages): what is stored, and the
// `layout_data` shape the storefront's layout renderer reads (api-plugins-2 §2.5). Goods modules keep
// goods ids only; their goods are read again on every load, so a price or a shelf change shows at once.
import type { Ctx } from '../../core/router'
import { all } from '../../db'
import { goodsListItem, type GoodsRow } from '../../services/goods/goods-view'

export type StoredModule =
  | { type: 'images'; images: string; url: string }
  | { type: 'many-images'; style: 'rolling' | 'list' | 'routine'; items: Array<{ images: string; url: string }> }
  | { type: 'title'; title: string; title_vice: string; title_more: string; title_more_url: string }
  | { type: 'goods'; style: 'rolling' | 'leftright' | 'grid'; goods_ids: number[] }

export interface StoredRow {
  /** Column widths out of 12, e.g. '12' or '6:6'. */
  value: string
  columns: StoredModule[][]
}

/** Precomputed CSS the renderer applies; the demo layouts need none beyond the renderer's defaults. */
const NO_STYLE = { style: '', ent: '' }

function moduleView(ctx: Ctx, module: StoredModule) {
  switch (module.type) {
    case 'images':
      return { value: 'images', config: { images: ctx.img(module.images), url: module.url, frontend_config: { ...NO_STYLE } } }
    case 'many-images':
      return {
        value: 'many-images',
        config: {
          view_list_show_style: module.style,
          view_list_show_style_value_arr: module.style === 'rolling' ? { item_width: 120 } : {},
          data_list: module.items.map((item) => ({ images: ctx.img(item.images), url: item.url })),
          frontend_config: { ...NO_STYLE },
        },
      }
    case 'title':
      return {
        value: 'title',
        config: {
          title: module.title,
          title_vice: module.title_vice,
          title_more: module.title_more,
          title_more_url: module.title_more_url,
          keywords_list: [],
          frontend_config: { ...NO_STYLE, style_title_main: '', style_title_vice: '', style_title_more: '' },
        },
      }
    case 'goods': {
      const goods = layoutGoods(ctx, module.goods_ids)
      return {
        value: 'goods',
        config: {
          goods_data_type: 'goods',
          goods_ids: module.goods_ids.join(','),
          view_list_show_style: module.style === 'grid' ? '' : module.style,
          data_list: goods,
          frontend_config: { ...NO_STYLE },
        },
      }
    }
  }
}

/** The goods of a goods module, in the stored order, leaving out those no longer on sale. */
function layoutGoods(ctx: Ctx, ids: number[]) {
  if (!ids.length) return []
  // Only the "?" list is built here; the ids are bound values.
  const rows = all<GoodsRow>(ctx.db, `SELECT * FROM goods WHERE id IN (${ids.map(() => '?').join(',')}) AND is_shelves = 1 AND is_delete_time = 0`, ...ids)
  return ids
    .map((id) => rows.find((row) => row.id === id))
    .filter((row): row is GoodsRow => Boolean(row))
    .map((row) => goodsListItem(ctx, row, { withoutContent: true }))
}

/** Stored rows as `layout_data`: rows of columns of modules; widths as value / value_arr. */
export function layoutData(ctx: Ctx, rows: unknown[]) {
  return (rows as StoredRow[])
    .filter((row) => row && typeof row.value === 'string' && Array.isArray(row.columns))
    .map((row) => ({
      value: row.value,
      value_arr: row.value.split(':'),
      status: 1,
      config: { frontend_config: { ...NO_STYLE } },
      children: row.columns.map((modules) => ({
        config: { frontend_config: { ...NO_STYLE } },
        children: modules.map((module) => moduleView(ctx, module)),
      })),
    }))
}
