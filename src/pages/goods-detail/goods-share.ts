import type { GoodsDetail } from '@/api/goods'
import type { ShareInfo } from '@/lib/share'

export const GOODS_DETAIL_PATH = '/pages/goods-detail/goods-detail'

/**
 * What a goods shares (api-core 3.11): SEO text first, then the goods' own; a store's goods keeps its
 * realstore_id (and buy_use_type_data_index) in the query.
 */
export function goodsShareInfo(goods: GoodsDetail, params: Record<string, string | undefined> = {}): ShareInfo {
  const store = params.realstore_id
    ? `&realstore_id=${params.realstore_id}${params.buy_use_type_data_index !== undefined ? `&buy_use_type_data_index=${params.buy_use_type_data_index}` : ''}`
    : ''
  return {
    title: goods.seoTitle || goods.title,
    desc: goods.seoDesc || goods.simpleDesc,
    path: GOODS_DETAIL_PATH,
    query: `id=${goods.id}${store}`,
    img: goods.shareImage || goods.image,
    video: goods.video,
  }
}
