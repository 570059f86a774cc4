import { call, route } from './client'
import { parseListedGoods, type ListedGoods } from './favor'
import { toPage } from './parse'
import type { ApiResult, Page } from './types'

/** Browse history (api-core 3.25): rows are goods plus the record id used to delete them. */
export function parseBrowseHistory(data: unknown, page: number): Page<ListedGoods> {
  return toPage(data, page, parseListedGoods)
}

export async function getBrowseHistory(page: number): Promise<ApiResult<Page<ListedGoods>>> {
  const result = await call(route('usergoodsbrowse', 'index'), { page }, { silent: true })
  return result.ok ? { ...result, data: parseBrowseHistory(result.data, page) } : result
}

/** Delete browse records by record id (comma list accepted by the server). */
export function deleteBrowseRecords(recordIds: string[]): Promise<ApiResult<unknown>> {
  return call(route('usergoodsbrowse', 'delete'), { ids: recordIds.join(',') })
}
