import { call, pluginRoute } from '../client'
import { arr, obj, str } from '../parse'
import type { ApiResult } from '../types'

/** brand (api-plugins-2 §3.1): the brand wall, one call; filtering by category happens in the page. */

export interface Brand {
  id: string
  name: string
  logo: string
  categoryIds: string[]
}

export interface BrandCategory {
  id: string
  name: string
  icon: string
}

export interface BrandWall {
  brands: Brand[]
  categories: BrandCategory[]
}

export function parseBrandWall(raw: unknown): BrandWall {
  const data = obj(raw)
  return {
    brands: arr(data.brand_list).map((item) => {
      const b = obj(item)
      return { id: str(b.id), name: str(b.name), logo: str(b.logo), categoryIds: arr(b.brand_category_ids).map((id) => str(id)) }
    }),
    categories: arr(data.brand_category_list).map((item) => {
      const c = obj(item)
      return { id: str(c.id), name: str(c.name), icon: str(c.icon) }
    }),
  }
}

/** The brands of one category ('' or '0' = all), in the server's order. */
export function brandsIn(wall: BrandWall, categoryId: string): Brand[] {
  if (!categoryId || categoryId === '0') return wall.brands
  return wall.brands.filter((brand) => brand.categoryIds.includes(categoryId))
}

export async function getBrandWall(): Promise<ApiResult<BrandWall>> {
  return call(pluginRoute('brand', 'index', 'index'), {}, parseBrandWall, { silent: true })
}
