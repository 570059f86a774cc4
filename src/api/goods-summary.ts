import { arr, int, obj, str } from './parse'
import type { LabelChip } from './plugins/label'

// The small goods parsers many answers share (goods cards, cart totals, spec groups), apart from the goods
// detail, comments and category readers in ./goods: a module is bundled whole wherever it is imported, so
// the lists, the home and the plugin APIs that only read goods cards import them from here. ./goods
// re-exports them.

/** A goods card as every list shows it (home floors, search, favourites, category). */
export interface GoodsSummary {
  id: string
  title: string
  image: string
  price: string
  originalPrice: string
  salesCount: number
  inventory: number
  inventoryUnit: string
  url: string
  simpleDesc: string
  /** Goods with several specs open the spec picker instead of a direct add. */
  hasSpecs: boolean
  /** Off shelf / unavailable: the card shows the server's reason. */
  errorMsg: string
  /** Smallest and largest quantity per order (0 = no limit): the category list's −/+ respects them. */
  buyMin?: number
  buyMax?: number
  /** Label chips drawn on the photo (label plugin), when the answer carried plugins_label_data. */
  labels?: LabelChip[]
}

export function goodsDetailUrl(id: string): string {
  return `/pages/goods-detail/goods-detail?id=${id}`
}

export function parseGoodsSummary(raw: Record<string, unknown>): GoodsSummary {
  const id = str(raw.goods_id ?? raw.id)
  return {
    id,
    title: str(raw.title),
    image: str(raw.images ?? raw.images_url),
    price: str(raw.min_price ?? raw.price ?? obj(raw.price_container).price),
    originalPrice: str(raw.min_original_price ?? raw.original_price),
    salesCount: int(raw.sales_count),
    inventory: int(raw.inventory),
    inventoryUnit: str(raw.inventory_unit),
    url: str(raw.goods_url) || goodsDetailUrl(id),
    simpleDesc: str(raw.simple_desc),
    hasSpecs: int(raw.is_exist_many_spec) === 1,
    errorMsg: int(raw.is_error) === 1 ? str(raw.error_msg) : '',
    buyMin: Math.max(1, int(raw.buy_min_number, 1)),
    buyMax: Math.max(0, int(raw.buy_max_number)),
  }
}

/** Cart totals that many answers carry (cart_total): buy_number feeds the tab badge. */
export function parseCartTotal(raw: unknown): { buyNumber: string; totalPrice: string } {
  const total = obj(raw)
  return { buyNumber: str(total.buy_number, '0'), totalPrice: str(total.total_price, '0.00') }
}

export interface SpecValue {
  name: string
  image: string
  /** Only for goods with a single spec group: that value's own stock (0 = cannot be chosen). */
  inventory: number | null
}

export interface SpecGroup {
  name: string
  values: SpecValue[]
}

export interface SpecPair {
  type: string
  value: string
}

export function parseSpecGroups(raw: unknown): SpecGroup[] {
  const groups = arr<Record<string, unknown>>(obj(raw).choose)
  return groups.map((group) => ({
    name: str(group.name),
    values: arr<Record<string, unknown>>(group.value).map((value) => ({
      name: str(value.name),
      image: str(value.images),
      inventory: int(value.is_only_level_one) === 1 ? int(value.inventory) : null,
    })),
  }))
}
