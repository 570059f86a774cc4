import { call, route } from './client'
import { parseListedGoods, type ListedGoods } from './favor'
import { asIs, toPage } from './parse'
import type { ApiResult, Page } from './types'

/** Browse history (api-core 3.25): rows are goods plus the record id used to delete them. */
export function parseBrowseHistory(data: unknown, page: number): Page<ListedGoods> {
  return toPage(data, page, parseListedGoods)
}

export async function getBrowseHistory(page: number): Promise<ApiResult<Page<ListedGoods>>> {
  return call(route('usergoodsbrowse', 'index'), { page }, (raw) => parseBrowseHistory(raw, page), { silent: true })
}

/** Delete browse records by record id (comma list accepted by the server). */
export function deleteBrowseRecords(recordIds: string[]): Promise<ApiResult<unknown>> {
  return call(route('usergoodsbrowse', 'delete'), { ids: recordIds.join(',') }, asIs)
}
