import { call, route } from './client'
import { int, obj, reqStr, str, toPage } from './parse'
import type { ApiResult, Page } from './types'

/** A goods row of the favourites and browse-history lists (api-core 3.20 / 3.25). */
export interface ListedGoods {
  /** The row id: favourite id or browse record id. */
  rowId: string
  goodsId: string
  title: string
  image: string
  price: string
  originalPrice: string
  url: string
  /** Off the shelf, deleted or otherwise not buyable (is_error). */
  isUnavailable: boolean
  unavailableReason: string
  addedAt: string
}

export function parseListedGoods(raw: Record<string, unknown>): ListedGoods {
  // Required: the row id removes a record, the goods id opens or un-favourites the goods.
  const goodsId = reqStr(raw, 'goods_id')
  return {
    rowId: reqStr(raw, 'id'),
    goodsId,
    title: str(raw.title),
    image: str(raw.images),
    price: str(raw.price ?? obj(raw.price_container).price),
    originalPrice: str(raw.original_price),
    url: str(raw.goods_url) || `/pages/goods-detail/goods-detail?id=${goodsId}`,
    isUnavailable: int(raw.is_error) === 1,
    unavailableReason: str(raw.error_msg),
    addedAt: str(raw.add_time),
  }
}

export function parseFavorites(data: unknown, page: number): Page<ListedGoods> {
  return toPage(data, page, parseListedGoods)
}

export async function getFavorites(page: number): Promise<ApiResult<Page<ListedGoods>>> {
  return call(route('usergoodsfavor', 'index'), { page }, (raw) => parseFavorites(raw, page), { silent: true })
}

/** Favourite state after a toggle: status 1 favourited, 0 not. */
export interface FavorState {
  isFavorite: boolean
  count: number
}

export function parseFavorState(data: unknown): FavorState {
  const raw = obj(data)
  return { isFavorite: int(raw.status) === 1, count: int(raw.count) }
}

/** Remove a goods from favourites (usergoodsfavor/cancel takes the GOODS id). */
export async function cancelFavorite(goodsId: string): Promise<ApiResult<FavorState>> {
  return call(route('usergoodsfavor', 'cancel'), { id: goodsId }, parseFavorState)
}

/** Favourite a goods; is_mandatory_favor keeps goods/favor from toggling an existing favourite off. */
export async function addFavorite(goodsId: string): Promise<ApiResult<FavorState>> {
  return call(route('goods', 'favor'), { id: goodsId, is_mandatory_favor: 1 }, parseFavorState)
}
