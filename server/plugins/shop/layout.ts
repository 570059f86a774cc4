// Drag-layout pages of a shop (data_model 2 home, shop design pages): what is stored, and the
// `layout_data` shape the storefront's layout renderer reads (api-plugins-2 §2.5). The stored rows are
// written out as ShopXO layout rows and go through the page builder's one layout hydrator
// (services/diy/layout.ts), like design/index: image paths made absolute, goods modules filled from their
// ids on every load (so a price or a shelf change shows at once).
import type { Ctx } from '../../core/router'
import { layoutView } from '../../services/diy/layout'

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

/** A stored module as a ShopXO layout module (`{value, config}`), data still unfilled. */
function layoutModule(module: StoredModule) {
  switch (module.type) {
    case 'images':
      return { value: 'images', config: { images: module.images, url: module.url, frontend_config: { ...NO_STYLE } } }
    case 'many-images':
      return {
        value: 'many-images',
        config: {
          view_list_show_style: module.style,
          view_list_show_style_value_arr: module.style === 'rolling' ? { item_width: 120 } : {},
          data_list: module.items.map((item) => ({ images: item.images, url: item.url })),
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
    case 'goods':
      return {
        value: 'goods',
        config: {
          goods_data_type: 'goods',
          goods_ids: module.goods_ids.join(','),
          view_list_show_style: module.style === 'grid' ? '' : module.style,
          frontend_config: { ...NO_STYLE },
        },
      }
  }
}

/** Stored rows as `layout_data`: rows of columns of modules; widths as value / value_arr. */
export function layoutData(ctx: Ctx, rows: unknown[]) {
  const layout = (rows as StoredRow[])
    .filter((row) => row && typeof row.value === 'string' && Array.isArray(row.columns))
    .map((row) => ({
      value: row.value,
      value_arr: row.value.split(':'),
      status: 1,
      config: { frontend_config: { ...NO_STYLE } },
      children: row.columns.map((modules) => ({
        config: { frontend_config: { ...NO_STYLE } },
        children: modules.map(layoutModule),
      })),
    }))
  return layoutView(ctx, layout)
}
