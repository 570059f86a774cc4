import { call, pluginRoute } from '../client'
import { parseGoodsSummary, type GoodsSummary } from '../goods-summary'
import { arr, int, obj, str } from '../parse'
import type { ApiResult } from '../types'

/** magic (api-plugins-2 §3.14): "magic cube" goods showcases on home, and one group's goods page. */

export const MAGIC_DETAIL_PAGE = '/pages/plugins/magic/detail/detail'

export interface MagicGroup {
  title: string
  describe: string
  icon: string
  url: string
  /** Seconds between carousel turns; 0 = no autoplay. */
  rollingSeconds: number
  goods: GoodsSummary[]
}

export interface MagicCube {
  key: string
  /** 0 carousel tiles of 2 or 4 goods; 1/2/3 a tab strip over a goods list of style 0/1/2. */
  showStyle: number
  textWhite: boolean
  background: string
  groups: MagicGroup[]
}

const parseGoodsList = (raw: unknown) => arr<Record<string, unknown>>(raw).map((g) => parseGoodsSummary(obj(g)))

/** Home's plugins_magic_data.goods[]; cubes without groups are left out. */
export function parseMagicHome(raw: unknown): MagicCube[] {
  return arr<Record<string, unknown>>(obj(raw).goods)
    .map((c) => obj(c))
    .map((cube, index) => ({
      key: str(cube.id) || String(index),
      showStyle: int(cube.show_style),
      textWhite: int(cube.is_text_white) === 1,
      background: str(cube.bg_images),
      groups: arr<Record<string, unknown>>(cube.data)
        .map((g) => obj(g))
        .map((group) => ({
          title: str(group.title),
          describe: str(group.describe),
          icon: str(group.icon),
          url: str(group.url),
          rollingSeconds: int(group.rolling_time),
          goods: parseGoodsList(group.goods_list),
        })),
    }))
    .filter((cube) => cube.groups.length > 0)
}

export interface MagicGoodsPage {
  title: string
  describe: string
  goods: GoodsSummary[]
}

/** magic/goods/detail {id, ix}; null when the answer carries no group. */
export function parseMagicGoods(data: unknown): MagicGoodsPage | null {
  const raw = obj(obj(data).data)
  if (!str(raw.title) && !Array.isArray(raw.goods_list)) return null
  return { title: str(raw.title), describe: str(raw.describe), goods: parseGoodsList(raw.goods_list) }
}

export function getMagicGoods(id: string, ix: string): Promise<ApiResult<MagicGoodsPage | null>> {
  return call(pluginRoute('magic', 'goods', 'detail'), { id, ix: ix || '0' }, parseMagicGoods, { silent: true })
}
