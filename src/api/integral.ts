import { call, route } from './client'
import { int, str, toPage } from './parse'
import type { ApiResult, Page } from './types'

/** One line of the points log (api-core 3.24): type 1 increase, 0 decrease. */
export interface IntegralLogEntry {
  id: string
  isIncrease: boolean
  amount: number
  before: number
  after: number
  reason: string
  time: string
}

export function parseIntegralLogEntry(raw: Record<string, unknown>): IntegralLogEntry {
  return {
    id: str(raw.id),
    isIncrease: int(raw.type) === 1,
    amount: int(raw.operation_integral),
    before: int(raw.original_integral),
    after: int(raw.new_integral),
    reason: str(raw.msg),
    time: str(raw.add_time_time || raw.add_time),
  }
}

export function parseIntegralLog(data: unknown, page: number): Page<IntegralLogEntry> {
  return toPage(data, page, parseIntegralLogEntry)
}

export async function getIntegralLog(page: number): Promise<ApiResult<Page<IntegralLogEntry>>> {
  return call(route('userintegral', 'index'), { page }, (raw) => parseIntegralLog(raw, page), { silent: true })
}
