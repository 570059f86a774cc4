import { call } from '../client'
import { int, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { dist } from './distribution-common'

/** distribution (api-plugins-1 §4), team (§4.6, 4.7): typed calls and the parsers of their answers. */

export interface TeamMember {
  id: string
  avatar: string
  name: string
  email: string
  mobile: string
  addTime: string
  orderCount: number
  orderTotal: string
  orderLastTime: string
  downlineOrderCount: number
  downlineOrderTotal: string
  downlineLastTime: string
  referrerCount: number
}

function parseMember(raw: Record<string, unknown>): TeamMember {
  return {
    id: reqStr(raw, 'id'),
    avatar: str(raw.avatar),
    name: str(raw.user_name_view),
    email: str(raw.email),
    mobile: str(raw.mobile),
    addTime: str(raw.add_time),
    orderCount: int(raw.order_count),
    orderTotal: str(raw.order_total, '0'),
    orderLastTime: str(raw.order_last_time),
    downlineOrderCount: int(raw.find_order_count),
    downlineOrderTotal: str(raw.find_order_total, '0'),
    downlineLastTime: str(raw.find_order_last_time),
    referrerCount: int(raw.referrer_count),
  }
}

/** The team filter bar; times are 'YYYY-MM-DD' (empty: open), buy types '0' / '1'. */
export interface TeamFilters {
  userStart: string
  userEnd: string
  userReverse: boolean
  orderStart: string
  orderEnd: string
  orderReverse: boolean
  buyTypes: string[]
}

export const NO_TEAM_FILTERS: TeamFilters = { userStart: '', userEnd: '', userReverse: false, orderStart: '', orderEnd: '', orderReverse: false, buyTypes: [] }

/** Only the filters that are set go out (api-plugins-1 §4.6). */
export function teamFilterParams(f: TeamFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  if (f.userStart) params.team_search_user_time_start = f.userStart
  if (f.userEnd) params.team_search_user_time_end = f.userEnd
  if (f.userReverse && (f.userStart || f.userEnd)) params.team_search_user_time_reverse = 1
  if (f.orderStart) params.team_search_order_time_start = f.orderStart
  if (f.orderEnd) params.team_search_order_time_end = f.orderEnd
  if (f.orderReverse && (f.orderStart || f.orderEnd)) params.team_search_order_time_reverse = 1
  if (f.buyTypes.length) params.team_search_buy_type = [...f.buyTypes].sort().join(',')
  return params
}

export async function getTeam(page: number, filters: TeamFilters): Promise<ApiResult<Page<TeamMember>>> {
  return call(dist('team'), { ...teamFilterParams(filters), page }, (raw) => toPage(raw, page, parseMember), { silent: true })
}

export async function getPromotionUsers(page: number, type: string, query: Record<string, string>): Promise<ApiResult<Page<TeamMember>>> {
  return call(dist('promotionuser'), { ...query, page, type }, (raw) => toPage(raw, page, parseMember), { silent: true })
}
