import { call, route } from './client'
import { arr, int, str } from './parse'
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
