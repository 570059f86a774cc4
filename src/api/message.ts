import { call, route } from './client'
import { int, str, toPage } from './parse'
import type { ApiResult, Page } from './types'

/** A user message (api-core 3.23). Listing marks messages as read on the server. */
export interface UserMessage {
  id: string
  title: string
  detail: string
  /** Server label of the type ("默认" ...) and of the business it is about ("order", "积分"). */
  typeText: string
  businessType: string
  isRead: boolean
  time: string
}

export function parseMessage(raw: Record<string, unknown>): UserMessage {
  return {
    id: str(raw.id),
    title: str(raw.title),
    detail: str(raw.detail),
    typeText: str(raw.type_text),
    businessType: str(raw.business_type),
    isRead: int(raw.is_read) === 1,
    time: str(raw.add_time_time || raw.add_time),
  }
}

export function parseMessages(data: unknown, page: number): Page<UserMessage> {
  return toPage(data, page, parseMessage)
}

export async function getMessages(page: number): Promise<ApiResult<Page<UserMessage>>> {
  return call(route('message', 'index'), { page }, (raw) => parseMessages(raw, page), { silent: true })
}
