import { call, pluginRoute } from '../client'
import { parseGoodsSummary, type GoodsSummary } from '../goods-summary'
import { arr, obj, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** label (api-plugins-2 §3.4): one label and the goods that carry it. */
const labelCall = (action: string) => pluginRoute('label', 'index', action)

export interface GoodsLabel {
  id: string
  name: string
  bgColor: string
  textColor: string
}

export type LabelSortField = 'all' | 'sales' | 'access' | 'price' | 'new'

/** The chip colours when the server leaves them empty (api-plugins-2 §3.4). */
const DEFAULT_BG = '#666'
const DEFAULT_TEXT = '#fff'

/** null when the label does not exist (the server answers success with no label). */
export function parseLabel(raw: unknown): GoodsLabel | null {
  const label = obj(obj(raw).label)
  if (!str(label.id)) return null
  return { id: str(label.id), name: str(label.name), bgColor: str(label.bg_color) || DEFAULT_BG, textColor: str(label.text_color) || DEFAULT_TEXT }
}

export interface LabelChip extends GoodsLabel {
  /** The label's goods page, when the shop lets chips link (is_user_goods_label_url == 1). */
  url: string
}

/** plugins_label_data (goods detail, lists): the labels whose goods_ids contain this goods. */
export function labelChipsFor(raw: unknown, goodsId: string): LabelChip[] {
  const overlay = obj(raw)
  const linked = str(obj(overlay.base).is_user_goods_label_url) === '1'
  return arr(overlay.data)
    .map((item) => obj(item))
    .filter((label) =>
      arr(label.goods_ids)
        .map((id) => str(id))
        .includes(goodsId),
    )
    .map((label) => ({
      id: str(label.id),
      name: str(label.name),
      bgColor: str(label.bg_color) || DEFAULT_BG,
      textColor: str(label.text_color) || DEFAULT_TEXT,
      url: linked ? str(label.url) : '',
    }))
}

/** The goods of a list answer with the chips of their labels (from that answer's plugins_label_data). */
export function withLabels(goods: GoodsSummary[], overlay: unknown): GoodsSummary[] {
  if (!overlay) return goods
  return goods.map((item) => {
    const labels = labelChipsFor(overlay, item.id)
    return labels.length ? { ...item, labels } : item
  })
}

/** `ov` as the label page sends it: "<field>-<direction>" matching the arrow shown; "all" is empty. */
export function labelSortParam(field: LabelSortField, direction: 'asc' | 'desc'): string {
  return field === 'all' ? '' : `${field}-${direction}`
}

export async function getLabel(id: string): Promise<ApiResult<GoodsLabel | null>> {
  return call(labelCall('detailinit'), { id }, parseLabel, { silent: true })
}

export async function getLabelGoods(id: string, page: number, ov: string): Promise<ApiResult<Page<GoodsSummary>>> {
  return call(labelCall('detailgoodslist'), { id, page, ov }, (raw) => toPage(raw, page, parseGoodsSummary), { silent: true })
}
