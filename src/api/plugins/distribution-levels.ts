import { call } from '../client'
import { arr, int, obj, str } from '../parse'
import type { ApiResult } from '../types'
import { dist, parseLevel, type Level } from './distribution-common'

/** distribution (api-plugins-1 §4), level introduction (§4.10): typed calls and the parsers of their answers. */

export interface LevelIntroduction {
  /** How many commission tiers the shop pays (1-3). */
  tiers: number
  notes: string[]
  focusId: string
  levels: Level[]
}

export async function getLevelIntroduction(id: string): Promise<ApiResult<LevelIntroduction>> {
  return call(
    dist('introduce'),
    id ? { id } : {},
    (raw) => {
      const d = obj(raw)
      const base = obj(d.base)
      // An absent `level` shows every tier (api-plugins-1 §4.10).
      const level = base.level === undefined || base.level === null || base.level === '' ? 2 : int(base.level)
      return {
        tiers: Math.min(3, Math.max(1, level + 1)),
        notes: arr(base.user_center_level_desc).map((n) => str(n)),
        focusId: int(d.level_id) > 0 ? str(d.level_id) : '',
        levels: arr(d.level_list).map(parseLevel),
      }
    },
    { silent: true },
  )
}
