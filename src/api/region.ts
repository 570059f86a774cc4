import { call, route } from './client'
import { arr, int, obj, str } from './parse'
import type { ApiResult } from './types'

/** One node of the province → city → district tree (api-core 2.5). */
export interface Region {
  id: number
  name: string
  level: number
  /** The server says is_son 'ok' when the node has children. */
  hasChildren: boolean
}

export function parseRegions(data: unknown): Region[] {
  return arr<Record<string, unknown>>(data).map((r) => ({ id: int(r.id), name: str(r.name), level: int(r.level), hasChildren: str(r.is_son) === 'ok' }))
}

/** pid 0 = provinces. */
export async function getRegions(pid = 0): Promise<ApiResult<Region[]>> {
  return call(route('region', 'index'), pid ? { pid } : {}, parseRegions, { silent: true })
}

/** A region named by its parts (ids 0 where the code did not reach that level). */
export interface RegionChoice {
  province: { id: number; name: string }
  city: { id: number; name: string }
  county: { id: number; name: string }
}

export function parseRegionChoice(data: unknown): RegionChoice {
  const part = (value: unknown) => ({ id: int(obj(value).id), name: str(obj(value).name) })
  const raw = obj(data)
  return { province: part(raw.province), city: part(raw.city), county: part(raw.county) }
}

/** region/codedata: an administrative code ("110101") to its province, city and county (api-core 3.15). */
export async function getRegionByCode(code: string): Promise<ApiResult<RegionChoice>> {
  return call(route('region', 'codedata'), { code }, parseRegionChoice)
}
