// scan/index: claim points from a code (QR "id" or typed code). Outcomes are answered in
// data.data.status: -10000 landing, 0 claimed, -100 refused (with the reason).
import { ApiError } from '../../core/result'
import { one, run } from '../../db'
import type { Ctx } from '../../core/context'
import { changePoints } from './ledger'
import './messages'

export const SCAN_STATUS = { landing: -10000, success: 0, failed: -100 } as const
export const DEMO_CODE = 'XO2026'
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,32}$/

interface CodeRow {
  id: number
  code: string
  points: number
  limit_count: number
  claimed_count: number
  time_end: number
  is_enable: number
}

/** Absent -> null; a code is letters, digits, - or _ (numbers are accepted as codes too). */
function readCode(ctx: Ctx): string | null {
  const raw = ctx.params.id
  if (raw === undefined || raw === null || raw === '') return null
  if (typeof raw !== 'string' && typeof raw !== 'number') throw new ApiError(ctx.t('points.code_invalid'))
  const code = String(raw).trim()
  if (!CODE_PATTERN.test(code)) throw new ApiError(ctx.t('points.code_invalid'))
  return code
}

function outcome(status: number, msg: string, points = 0) {
  return { status, msg, points }
}

function claim(ctx: Ctx, code: string) {
  const user = ctx.user
  if (!user) return outcome(SCAN_STATUS.landing, ctx.t('points.scan_login'))
  const now = ctx.nowSeconds()
  return ctx.db.transaction(() => {
    const row = one<CodeRow>(ctx.db, 'SELECT * FROM points_codes WHERE code = ? AND is_enable = 1', code)
    if (!row) return outcome(SCAN_STATUS.failed, ctx.t('points.scan_unknown'))
    if (row.time_end && row.time_end < now) return outcome(SCAN_STATUS.failed, ctx.t('points.scan_expired'))
    if (one(ctx.db, 'SELECT 1 FROM points_code_claims WHERE code_id = ? AND user_id = ?', row.id, user.id))
      return outcome(SCAN_STATUS.failed, ctx.t('points.scan_repeat'))
    const taken = run(
      ctx.db,
      'UPDATE points_codes SET claimed_count = claimed_count + 1 WHERE id = ? AND (limit_count = 0 OR claimed_count < limit_count)',
      row.id,
    ).changes
    if (taken !== 1) return outcome(SCAN_STATUS.failed, ctx.t('points.scan_exhausted'))
    run(ctx.db, 'INSERT INTO points_code_claims (code_id, user_id, points, add_time) VALUES (?, ?, ?, ?)', row.id, user.id, row.points, now)
    changePoints(ctx.db, user.id, row.points, ctx.t('points.log_scan'), row.id, now)
    return outcome(SCAN_STATUS.success, ctx.t('points.scan_success', { points: row.points }), row.points)
  })()
}

export function scanIndex(ctx: Ctx) {
  const code = readCode(ctx)
  const data = code === null ? outcome(SCAN_STATUS.landing, ctx.t(ctx.user ? 'points.scan_landing' : 'points.scan_login')) : claim(ctx, code)
  return {
    base: {
      scan_top_banner: '',
      scan_bottom_images: '',
      scan_success_images: '',
      scan_fail_images: '',
      scan_tips: ctx.t('points.scan_tips', { code: DEMO_CODE }),
    },
    data,
  }
}
