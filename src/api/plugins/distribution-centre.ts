import { call } from '../client'
import { arr, bool, int, obj, reqStr, str } from '../parse'
import type { ApiResult } from '../types'
import { dist, nested, parseLevel, type Level, parsePickupApplication, type PickupApplication } from './distribution-common'

/** distribution (api-plugins-1 §4), the centre (§4.1): typed calls and the parsers of their answers. */

export interface Superior {
  id: string
  avatar: string
  name: string
  changesNote: string
}

function parseSuperior(raw: unknown): Superior {
  const s = obj(raw)
  return { id: int(s.id) > 0 ? str(s.id) : '', avatar: str(s.avatar), name: str(s.user_name_view), changesNote: str(s.can_modify_number_msg) }
}

/** A statistics cell; `link` is the page it opens (with its query filters). */
export interface StatCell {
  name: string
  value: string
  unit: string
  prefix: string
  icon: string
  link: string
  links: Array<{ name: string; link: string }>
}

function parseStat(raw: unknown): StatCell {
  const s = obj(raw)
  return {
    name: str(s.name),
    value: str(s.value),
    unit: str(s.unit),
    prefix: str(s.first),
    icon: str(s.icon),
    link: str(s.to_page),
    links: arr(s.data).map((d) => ({ name: str(obj(d).name), link: str(obj(d).to_page) })),
  }
}

export interface RangeStats {
  promotion: StatCell[]
  base: StatCell[]
}

function parseRangeStats(raw: unknown): RangeStats {
  const d = obj(raw)
  return { promotion: arr(d.stats_user_promotion_data_list).map(parseStat), base: arr(d.stats_base_data_list).map(parseStat) }
}

export interface TimePreset {
  key: string
  name: string
  start: string
  end: string
}

/** time_data is an object keyed by preset (or a plain list, then keyed by position). */
function parsePresets(raw: unknown): TimePreset[] {
  const entries: Array<[string, unknown]> = Array.isArray(raw) ? raw.map((v, i) => [String(i), v]) : Object.entries(obj(raw))
  return entries.map(([key, value]) => ({ key, name: str(obj(value).name), start: str(obj(value).start), end: str(obj(value).end) }))
}

export interface Centre {
  pickupEnabled: boolean
  notices: string[]
  showSuperior: boolean
  canModifySuperior: boolean
  /** Why the shopper is not a distributor yet (shown while `level` is null). */
  conditions: string[]
  level: Level | null
  pickup: PickupApplication | null
  superior: Superior | null
  referralCode: string
  ladder: string
  nav: Array<{ url: string; icon: string; title: string }>
  presets: TimePreset[]
  defaultPreset: string
  stats: RangeStats
  profit: Array<{ name: string; value: string; link: string }>
}

export function parseCentre(raw: unknown): Centre {
  const d = obj(raw)
  const base = obj(d.base)
  return {
    pickupEnabled: bool(base.is_enable_self_extraction),
    notices: arr(base.user_center_notice).map((n) => str(n)),
    showSuperior: bool(base.is_show_superior),
    canModifySuperior: bool(base.is_modify_superior),
    conditions: arr(base.non_conformity_desc).map((n) => str(n)),
    level: nested(d.user_level, parseLevel),
    pickup: nested(d.extraction, parsePickupApplication),
    superior: nested(d.superior, parseSuperior),
    referralCode: str(d.user_referrer),
    ladder: str(obj(d.profit_ladder).msg),
    nav: arr(d.nav_list).map((n) => ({ url: str(obj(n).url), icon: str(obj(n).icon), title: str(obj(n).title) })),
    presets: parsePresets(d.time_data),
    defaultPreset: str(d.default_day),
    stats: parseRangeStats(d),
    profit: arr(d.stats_profit_data_list).map((p) => ({ name: str(obj(p).name), value: str(obj(p).value), link: str(obj(p).to_page) })),
  }
}

export async function getCentre(): Promise<ApiResult<Centre>> {
  return call(dist('user'), {}, parseCentre, { silent: true })
}

/** user/stats: the statistics over a range; `name` is the preset's name ('' for a custom range). */
export async function getRangeStats(range: { name: string; start: string; end: string; index: string }): Promise<ApiResult<RangeStats>> {
  return call(dist('user', 'stats'), range, parseRangeStats)
}

export interface FoundUser {
  id: string
  avatar: string
  name: string
  joined: string
}

/** user/userquery: one user by id, name, member code, mobile or email; not found answers -1 (silent: shown in the sheet). */
export async function findUser(keywords: string): Promise<ApiResult<FoundUser>> {
  return call(
    dist('user', 'userquery'),
    { keywords },
    (raw) => {
      const u = obj(raw)
      return { id: reqStr(u, 'id'), avatar: str(u.avatar), name: str(u.user_name_view), joined: str(u.add_time_text) }
    },
    { silent: true },
  )
}

export async function saveSuperior(superiorId: string): Promise<ApiResult<Superior>> {
  return call(dist('user', 'superiorsave'), { superior_id: superiorId }, parseSuperior)
}
