import { call, route } from './client'
import { asIs, arr, bool, int, obj, str, toPage } from './parse'
import type { ApiResult, Page } from './types'

/** Reviews: the order review form (api-core 3.19) and the shopper's own reviews (3.21, 3.22). */
export interface ReviewableItem {
  goodsId: string
  title: string
  image: string
  specText: string
  price: string
  quantity: number
  url: string
}

export interface OrderForReview {
  orderId: string
  orderNo: string
  currencySymbol: string
  items: ReviewableItem[]
  alreadyReviewed: boolean
  /** path_type for image uploads (ueditor/index). */
  uploadPathType: string
}

/** What the shopper writes for one goods. */
export interface ReviewDraft {
  rating: number
  content: string
  images: string[]
}

export interface MyReview {
  id: string
  goodsTitle: string
  goodsImage: string
  goodsUrl: string
  specText: string
  rating: number
  content: string
  images: string[]
  reply: string
  isAnonymous: boolean
  isShown: boolean
  time: string
}

export interface EditableReview {
  id: string
  goodsImage: string
  goodsTitle: string
  rating: number
  content: string
  isAnonymous: boolean
}

/** spec arrives as [{type, value}], null, or already joined in spec_text. */
function specText(raw: Record<string, unknown>): string {
  const spec = arr<Record<string, unknown>>(raw.spec)
  if (spec.length)
    return spec
      .map((s) => str(obj(s).value))
      .filter(Boolean)
      .join(' / ')
  return str(raw.spec_text || raw.msg)
}

/** Images come as an array of URLs, a JSON string of one, or "". */
export function parseImageList(value: unknown): string[] {
  if (typeof value === 'string') {
    const text = value.trim()
    if (!text) return []
    if (text.startsWith('[')) {
      try {
        return parseImageList(JSON.parse(text))
      } catch {
        return []
      }
    }
    return [text]
  }
  return arr(value)
    .map((item) => (typeof item === 'string' ? item : str(obj(item).url || obj(item).images)))
    .filter(Boolean)
}

function parseReviewableItem(raw: Record<string, unknown>): ReviewableItem {
  const goodsId = str(raw.goods_id)
  return {
    goodsId,
    title: str(raw.title),
    image: str(raw.images),
    specText: specText(raw),
    price: str(raw.price),
    quantity: int(raw.buy_number),
    url: str(raw.goods_url) || `/pages/goods-detail/goods-detail?id=${goodsId}`,
  }
}

export function parseOrderForReview(data: unknown): OrderForReview {
  const root = obj(data)
  const order = obj(root.data)
  return {
    orderId: str(order.id),
    orderNo: str(order.order_no),
    currencySymbol: str(obj(order.currency_data).currency_symbol),
    items: arr<Record<string, unknown>>(order.items).map((item) => parseReviewableItem(obj(item))),
    alreadyReviewed: int(order.user_is_comments) > 0,
    uploadPathType: str(root.editor_path_type),
  }
}

export async function getOrderForReview(orderId: string): Promise<ApiResult<OrderForReview>> {
  return call(route('order', 'comments'), { id: orderId }, parseOrderForReview, { silent: true })
}

/** The commentssave body: parallel arrays in item order, sent as JSON strings (api-core 3.19). */
export function orderReviewBody(orderId: string, items: ReviewableItem[], drafts: ReviewDraft[], anonymous: boolean): Record<string, unknown> {
  const hasImages = drafts.some((d) => d.images.length > 0)
  return {
    id: orderId,
    goods_id: JSON.stringify(items.map((item) => item.goodsId)),
    rating: JSON.stringify(drafts.map((d) => d.rating)),
    content: JSON.stringify(drafts.map((d) => d.content.trim())),
    images: hasImages ? JSON.stringify(drafts.map((d) => d.images)) : '',
    is_anonymous: anonymous ? 1 : 0,
  }
}

export function saveOrderReview(orderId: string, items: ReviewableItem[], drafts: ReviewDraft[], anonymous: boolean): Promise<ApiResult<unknown>> {
  return call(route('order', 'commentssave'), orderReviewBody(orderId, items, drafts, anonymous), asIs)
}

export function parseMyReview(raw: Record<string, unknown>): MyReview {
  const goods = obj(raw.goods)
  const goodsId = str(raw.goods_id || goods.id)
  return {
    id: str(raw.id),
    goodsTitle: str(goods.title),
    goodsImage: str(goods.images),
    goodsUrl: str(goods.goods_url) || `/pages/goods-detail/goods-detail?id=${goodsId}`,
    specText: str(raw.msg),
    rating: int(raw.rating),
    content: str(raw.content),
    images: parseImageList(raw.images),
    reply: int(raw.is_reply) === 1 ? str(raw.reply) : '',
    isAnonymous: bool(raw.is_anonymous),
    isShown: bool(raw.is_show),
    time: str(raw.add_time_time || raw.add_time),
  }
}

export function parseMyReviews(data: unknown, page: number): Page<MyReview> {
  return toPage(data, page, parseMyReview)
}

export async function getMyReviews(page: number): Promise<ApiResult<Page<MyReview>>> {
  return call(route('usergoodscomments', 'index'), { page, is_more: 1 }, (raw) => parseMyReviews(raw, page), { silent: true })
}

/** usergoodscomments/detail answers the comment itself (null when missing). */
export function parseEditableReview(data: unknown): EditableReview | null {
  let raw = obj(data)
  if (!raw.id && raw.data && typeof raw.data === 'object') raw = obj(raw.data)
  if (!raw.id) return null
  const goods = obj(raw.goods)
  return {
    id: str(raw.id),
    goodsImage: str(goods.images),
    goodsTitle: str(goods.title),
    rating: int(raw.rating),
    content: str(raw.content),
    isAnonymous: bool(raw.is_anonymous),
  }
}

export async function getEditableReview(id: string): Promise<ApiResult<EditableReview | null>> {
  return call(route('usergoodscomments', 'detail'), { id }, parseEditableReview, { silent: true })
}

export function saveReview(review: { id: string; rating: number; content: string; isAnonymous: boolean }): Promise<ApiResult<unknown>> {
  return call(
    route('usergoodscomments', 'save'),
    {
      id: review.id,
      rating: review.rating,
      content: review.content.trim(),
      is_anonymous: review.isAnonymous ? 1 : 0,
    },
    asIs,
  )
}

export function deleteReview(id: string): Promise<ApiResult<unknown>> {
  return call(route('usergoodscomments', 'delete'), { ids: id }, asIs)
}
