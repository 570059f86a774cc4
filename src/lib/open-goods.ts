import type { GoodsSummary } from '@/api/goods-summary'
import { setItem } from '@/stores/storage'
import { openPage } from './navigate'

/** Remember the tapped goods so the detail page can draw it at once (api-core 1.17), then open it. */
export function openGoods(goods: Pick<GoodsSummary, 'id' | 'title' | 'image' | 'price' | 'originalPrice' | 'url'>): void {
  setItem('cache_goods_data_key', { id: goods.id, title: goods.title, images: goods.image, price: goods.price, original_price: goods.originalPrice })
  void openPage(goods.url)
}
