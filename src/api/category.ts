import { call, route } from './client'
import { arr, obj, str } from './parse'
import type { ApiResult } from './types'

// The category tree (goods/category), apart from the goods detail readers in ./goods (a module is bundled
// whole wherever it is imported): the category page and the coupon detail need only this. ./goods
// re-exports it.

export interface Category {
  id: string
  pid: string
  name: string
  viceName: string
  icon: string
  bigImage: string
  /** banner_images: the wide picture over the category panel ('' = none; big_images is the fallback). */
  banner?: string
  children: Category[]
  describe?: string
  realImage?: string
}

export function parseCategory(raw: Record<string, unknown>): Category {
  return {
    id: str(raw.id),
    pid: str(raw.pid),
    name: str(raw.name),
    viceName: str(raw.vice_name),
    icon: str(raw.icon),
    bigImage: str(raw.big_images),
    banner: str(raw.banner_images),
    children: arr<Record<string, unknown>>(raw.items).map((item) => parseCategory(obj(item))),
    describe: str(raw.describe),
    realImage: str(raw.realistic_images),
  }
}

export async function getCategoryTree(): Promise<ApiResult<Category[]>> {
  return call(route('goods', 'category'), {}, (answer) => arr<Record<string, unknown>>(obj(answer).category).map((item) => parseCategory(obj(item))), {
    silent: true,
  })
}
