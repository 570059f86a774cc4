import type { ExchangeGoods } from '@/api/plugins/points'
import { openGoods } from '@/components/goods-card/goods-card'
import { buyNowUrl } from '@/lib/buy-link'
import { openPage } from '@/lib/navigate'
import { ensureLogin } from '@/lib/session-gate'

/**
 * "Exchange": straight to checkout with one unit (where the points switch pays it with points);
 * goods with specs go to their detail page first so the shopper can pick one.
 */
export function exchangeGoods(goods: ExchangeGoods): void {
  if (!ensureLogin()) return
  if (goods.hasSpecs) openGoods(goods)
  else void openPage(buyNowUrl([{ goods_id: goods.id, stock: 1, spec: [] }]))
}
