import { call, route } from './client'
import { arr, bool, int, num, obj, reqStr, str, toPage } from './parse'
import type { ApiResult, Page } from './types'
import { parseCartTotal, parseGoodsSummary, parseSpecGroups, type GoodsSummary, type SpecGroup, type SpecPair } from './goods-summary'
export { getCategoryTree, parseCategory, type Category } from './category'

export {
  goodsDetailUrl,
  parseCartTotal,
  parseGoodsSummary,
  parseSpecGroups,
  type GoodsSummary,
  type SpecGroup,
  type SpecPair,
  type SpecValue,
} from './goods-summary'

/* ---------- goods detail (api-core 3.11) ---------- */

export interface GoodsScore {
  avg: string
  /** Share of good ratings, 0-100. */
  rate: number
  rating: Array<{ rating: number; name: string; count: number; portion: number }>
}

export interface GoodsComment {
  id: string
  avatar: string
  userName: string
  time: string
  rating: number
  content: string
  images: string[]
  specText: string
  isAnonymous: boolean
  reply: string
}

export interface BuyButton {
  type: string
  name: string
  color: 'main' | 'second'
  value: string
}

export interface GoodsDetail {
  id: string
  title: string
  titleColor: string
  simpleDesc: string
  image: string
  photos: string[]
  video: string
  /** "4500.00" or a range "4500.00-5500.00" for multi-spec goods. */
  price: string
  minPrice: string
  maxPrice: string
  originalPrice: string
  /** show_field_price_text (api/goods-detail.ts keeps it only when the shop set its own label). */
  priceLabel: string
  showPrice: boolean
  showOriginalPrice: boolean
  showSales: boolean
  showInventory: boolean
  inventory: number
  inventoryUnit: string
  salesCount: number
  buyMin: number
  /** 0 = no limit. */
  buyMax: number
  specGroups: SpecGroup[]
  /** parameters.base (the summary row and its popup); parametersDetail: parameters.detail (api/goods-detail.ts). */
  parameters: Array<{ name: string; value: string }>
  parametersDetail?: Array<{ name: string; value: string }>
  contentHtml: string
  contentApp: Array<{ image: string; lines: string[] }>
  isFavor: boolean
  isExhibition: boolean
  errorMsg: string
  commentsCount: number
  score: GoodsScore | null
  comments: GoodsComment[]
  categoryNames: string[]
  brandName: string
  seoTitle: string
  seoDesc: string
  shareImage: string
}

export interface GoodsDetailPage {
  goods: GoodsDetail
  cartCount: string
  buyButtons: BuyButton[]
  /** Why there is nothing to press (no stock, off shelf, display only...). */
  buyError: string
  leftNav: Array<{ type: string; name: string; url: string }>
  /** Read by api/goods-detail.ts for the detail page. middle_tabs_nav: the floating top nav's anchors (main / comments / detail). */
  middleTabs?: Array<{ type: string; name: string }>
  /** nav_more_list: the top nav's "more" menu. */
  navMore?: Array<{ name: string; url: string }>
  /** plugins_goodsservice_data: the service promises under the parameters. */
  services?: Array<{ name: string; describe: string; image: string }>
  guessYouLike: GoodsSummary[]
  /** The answer's plugins_* keys (e.g. plugins_label_data), read by the plugins' own embeds. */
  plugins: Record<string, unknown>
}

export function parseGoodsScore(raw: unknown): GoodsScore {
  const data = obj(raw)
  return {
    avg: str(data.avg, '0.0'),
    rate: int(data.rate, 100),
    rating: arr<Record<string, unknown>>(data.rating).map((r) => ({ rating: int(r.rating), name: str(r.name), count: int(r.count), portion: num(r.portion) })),
  }
}

export function parseGoodsComment(raw: Record<string, unknown>): GoodsComment {
  const user = obj(raw.user)
  return {
    id: str(raw.id),
    avatar: str(user.avatar),
    userName: str(user.user_name_view),
    time: str(raw.add_time_date ?? raw.add_time_time ?? raw.add_time),
    rating: int(raw.rating),
    content: str(raw.content),
    images: arr(raw.images)
      .map((image) => (typeof image === 'string' ? image : str(obj(image).images ?? obj(image).url)))
      .filter(Boolean),
    specText: str(raw.msg),
    isAnonymous: int(raw.is_anonymous) === 1,
    reply: int(raw.is_reply) === 1 ? str(raw.reply) : '',
  }
}

/** Prices are on unless the server says "0" (show_field_*_status). */
function shown(value: unknown): boolean {
  return value === undefined || value === null || value === '' || int(value) !== 0
}

export function parseGoodsDetail(raw: Record<string, unknown>): GoodsDetail {
  const image = str(raw.images)
  const photos = arr<Record<string, unknown>>(raw.photo)
    .map((p) => str(p.images))
    .filter(Boolean)
  const parameters = obj(raw.parameters)
  const score = raw.comments_score === undefined ? null : parseGoodsScore(raw.comments_score)
  return {
    // Required: without them the detail page has nothing to show or buy.
    id: reqStr(raw, 'id'),
    title: reqStr(raw, 'title'),
    titleColor: str(raw.title_color),
    simpleDesc: str(raw.simple_desc),
    image,
    photos: photos.length ? photos : image ? [image] : [],
    video: str(raw.video),
    price: str(raw.price ?? raw.min_price),
    minPrice: str(raw.min_price ?? raw.price),
    maxPrice: str(raw.max_price ?? raw.price),
    originalPrice: str(raw.original_price),
    priceLabel: str(raw.show_field_price_text),
    showPrice: shown(raw.show_field_price_status),
    showOriginalPrice: shown(raw.show_field_original_price_status),
    showSales: shown(raw.show_sales_number_status),
    showInventory: shown(raw.show_inventory_status),
    inventory: int(raw.inventory),
    inventoryUnit: str(raw.inventory_unit),
    salesCount: int(raw.sales_count),
    buyMin: Math.max(1, int(raw.buy_min_number, 1)),
    buyMax: Math.max(0, int(raw.buy_max_number)),
    specGroups: parseSpecGroups(raw.specifications),
    parameters: arr<Record<string, unknown>>(parameters.base ?? parameters.detail).map((p) => ({ name: str(p.name), value: str(p.value) })),
    contentHtml: str(raw.content_web),
    contentApp: arr<Record<string, unknown>>(raw.content_app).map((block) => ({
      image: str(block.images),
      lines: arr(block.content).map((line) => str(line)),
    })),
    isFavor: bool(raw.user_is_favor),
    isExhibition: bool(raw.is_exhibition),
    errorMsg: int(raw.is_error) === 1 ? str(raw.error_msg) : '',
    commentsCount: int(raw.comments_count),
    score,
    comments: arr<Record<string, unknown>>(raw.comments_data).map((c) => parseGoodsComment(obj(c))),
    categoryNames: arr(raw.category_names).map((name) => str(name)),
    brandName: str(raw.brand_name),
    seoTitle: str(raw.seo_title),
    seoDesc: str(raw.seo_desc),
    shareImage: str(raw.share_images),
  }
}

export function parseGoodsDetailPage(data: unknown): GoodsDetailPage {
  const raw = obj(data)
  const button = obj(raw.buy_button)
  return {
    goods: parseGoodsDetail(obj(raw.goods)),
    cartCount: parseCartTotal(raw.cart_total).buyNumber,
    buyButtons: arr<Record<string, unknown>>(button.data).map((b) => ({
      type: str(b.type),
      name: str(b.name || b.title),
      color: str(b.color) === 'main' ? 'main' : 'second',
      value: str(b.value),
    })),
    buyError: str(button.error),
    leftNav: arr<Record<string, unknown>>(raw.buy_left_nav).map((n) => ({ type: str(n.type), name: str(n.name), url: str(n.url) })),
    guessYouLike: arr<Record<string, unknown>>(raw.guess_you_like).map((g) => parseGoodsSummary(obj(g))),
    plugins: Object.fromEntries(Object.entries(raw).filter(([key]) => key.startsWith('plugins_'))),
  }
}

/** goods/detail with the page's params (id, spec, referrer...); -1 = missing goods, shown as empty. */
export async function getGoodsDetail(id: string, params: Record<string, string> = {}): Promise<ApiResult<GoodsDetailPage>> {
  return call(route('goods', 'detail'), { ...params, id }, parseGoodsDetailPage, { silent: true })
}

export interface SpecBase {
  price: string
  originalPrice: string
  inventory: number
  buyMin: number
  buyMax: number
}

export function parseSpecBase(data: unknown): SpecBase {
  const base = obj(obj(data).spec_base)
  return {
    price: str(base.price),
    originalPrice: str(base.original_price),
    inventory: int(base.inventory),
    buyMin: int(base.buy_min_number),
    buyMax: int(base.buy_max_number),
  }
}

/** Values of the next spec group that can still be chosen after `spec` (goods/spectype). */
export async function getSpecType(goodsId: string, spec: SpecPair[]): Promise<ApiResult<string[]>> {
  return call(route('goods', 'spectype'), { id: goodsId, spec: JSON.stringify(spec) }, (raw) => arr(obj(raw).spec_type).map((v) => str(v)))
}

/** Price, stock and limits of a fully chosen spec (goods/specdetail). */
export async function getSpecDetail(goodsId: string, spec: SpecPair[], stock: number): Promise<ApiResult<SpecBase>> {
  return call(route('goods', 'specdetail'), { id: goodsId, spec: JSON.stringify(spec), stock }, parseSpecBase)
}

export interface FavorState {
  isFavor: boolean
  text: string
  count: number
}

/** goods/favor toggles; the server's msg is toasted by the caller. */
export async function toggleFavor(goodsId: string): Promise<ApiResult<FavorState>> {
  return call(route('goods', 'favor'), { id: goodsId }, (answer) => {
    const data = obj(answer)
    return { isFavor: int(data.status) === 1, text: str(data.text), count: int(data.count) }
  })
}

export async function getGoodsScore(goodsId: string): Promise<ApiResult<GoodsScore>> {
  return call(route('goods', 'goodsscore'), { goods_id: goodsId }, parseGoodsScore, { silent: true })
}

export async function getGoodsComments(goodsId: string, page: number): Promise<ApiResult<Page<GoodsComment>>> {
  return call(route('goods', 'comments'), { goods_id: goodsId, page }, (raw) => toPage(raw, page, parseGoodsComment), { silent: true })
}
