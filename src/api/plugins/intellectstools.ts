import { call, pluginRoute } from '../client'
import { arr, bool, obj, str } from '../parse'
import type { ApiResult } from '../types'

/** intellectstools (api-plugins-2 §3.11): the review toolbox page and the goods-detail tips. */
const toolbox = (action: string) => pluginRoute('intellectstools', 'goodscomments', action)

export const TOOLBOX_REVIEW_PAGE = '/pages/plugins/intellectstools/goods-comments/goods-comments'
/** The link v6.6.0 meant to build (its quoting bug sent a literal string). */
export const toolboxReviewUrl = (goodsId: string) => `${TOOLBOX_REVIEW_PAGE}?goods_id=${encodeURIComponent(goodsId)}`

export interface ToolboxReviewInfo {
  goodsId: string
  goodsTitle: string
  goodsImage: string
  pathType: string
  /** The shopper has already reviewed this goods here. */
  reviewed: boolean
}

/** The goods to review (v6.6.0 forgot to send goods_id). */
export function getToolboxReviewInfo(goodsId: string): Promise<ApiResult<ToolboxReviewInfo>> {
  return call(
    toolbox('index'),
    { goods_id: goodsId },
    (raw) => {
      const data = obj(raw)
      const goods = obj(data.goods)
      return {
        goodsId: str(goods.id, goodsId),
        goodsTitle: str(goods.title),
        goodsImage: str(goods.images),
        pathType: str(data.editor_path_type, 'goods_comments') || 'goods_comments',
        reviewed: bool(data.is_commented),
      }
    },
    { silent: true },
  )
}

export interface ToolboxReview {
  rating: number
  content: string
  images: string[]
  anonymous: boolean
}

export function saveToolboxReview(goodsId: string, review: ToolboxReview): Promise<ApiResult<{ msg: string }>> {
  return call(
    toolbox('save'),
    { goods_id: goodsId, rating: review.rating, content: review.content, image_list: review.images, is_anonymous: review.anonymous ? 1 : 0 },
    (_raw, msg) => ({ msg }),
  )
}

/** Goods detail: `plugins_intellectstools_data` (tips above and below, and the review link). */
export interface ToolboxGoodsTips {
  topTitle: string
  topLines: string[]
  bottomTitle: string
  bottomText: string
  canReview: boolean
}

export function parseToolboxGoodsTips(raw: unknown): ToolboxGoodsTips | null {
  if (!raw || typeof raw !== 'object') return null
  const data = obj(raw)
  const top = obj(data.content_top)
  const bottom = obj(data.base_bottom)
  const topLines = arr<unknown>(top.msg)
    .map((line) => str(line))
    .filter(Boolean)
  const tips = { topTitle: str(top.title), topLines, bottomTitle: str(bottom.title), bottomText: str(bottom.msg), canReview: bool(data.is_comments_add) }
  return tips.topLines.length || tips.bottomText || tips.canReview ? tips : null
}
