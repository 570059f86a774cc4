// Rows of the page builder's data-source modules (api-plugins-2 2.2), shared by the goods and content
// module readers (they load with their renderers, not with the page frame).
import { arr, int, obj, str } from '../parse'
import { parseGoodsSummary, parseSpecGroups, type GoodsSummary, type SpecGroup } from '../goods-summary'
import { firstUrl, type Raw } from '../diy'

/**
 * The rows of a data-source module (api-plugins-2 2.2): `data_type` '1' is automatic (`data_auto_list` as
 * the server filled it), anything else manual picks whose row is in `data`, with `new_title` and
 * `new_cover` overriding the title (or name) and the cover.
 */
export function dataSourceRows(content: Raw, titleKey = 'title', coverKey = 'images'): Raw[] {
  if (str(content.data_type) === '1') return arr<Raw>(content.data_auto_list).map(obj)
  return arr<Raw>(content.data_list).flatMap((pick) => {
    const row = obj(obj(pick).data)
    if (!Object.keys(row).length) return []
    const title = str(obj(pick).new_title)
    const cover = firstUrl(obj(pick).new_cover)
    return [{ ...row, ...(title ? { [titleKey]: title } : {}), ...(cover ? { [coverKey]: cover } : {}) }]
  })
}

export interface DiyGoods extends GoodsSummary {
  specGroups: SpecGroup[]
  buyMin: number
  buyMax: number
  /** Price symbol and unit as the goods shows them ("￥", "/件"). */
  priceSymbol: string
  priceUnit: string
  /** Chips the server adds to a goods (plugins_view_icon_data). */
  icons: Array<{ name: string; background: string; color: string; border: string }>
}

export function parseDiyGoods(raw: Raw): DiyGoods {
  return {
    ...parseGoodsSummary(raw),
    hasSpecs: int(raw.is_exist_many_spec) === 1 || arr(obj(raw.specifications).choose).length > 0,
    specGroups: parseSpecGroups(raw.specifications),
    buyMin: int(raw.buy_min_number, 1),
    buyMax: int(raw.buy_max_number),
    priceSymbol: str(raw.show_price_symbol),
    priceUnit: str(raw.show_price_unit),
    icons: arr<Raw>(raw.plugins_view_icon_data).map((icon) => ({
      name: str(obj(icon).name),
      background: str(obj(icon).bg_color),
      color: str(obj(icon).color),
      border: str(obj(icon).br_color),
    })),
  }
}

export interface DiyArticle {
  id: string
  title: string
  cover: string
  describe: string
  time: string
  views: number
  url: string
}

export function parseDiyArticle(raw: Raw): DiyArticle {
  const id = str(raw.id)
  return {
    id,
    title: str(raw.title),
    cover: str(raw.cover),
    describe: str(raw.describe),
    time: str(raw.add_time),
    views: int(raw.access_count),
    url: str(raw.url) || (id ? `/pages/article-detail/article-detail?id=${id}` : ''),
  }
}
