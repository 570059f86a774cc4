// Desktop QR login (api-plugins-2 §3.13): the computer shows a code for a record; the phone scans it
// (status 1) and confirms (status 2); the computer then picks up its login.
import crypto from 'node:crypto'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asInt, requireId, scalarText } from '../../core/validate'
import { one, run } from '../../db'
import { loginAnswer } from '../../services/user/user-accounts'

export const SCAN = { waiting: 0, scanned: 1, confirmed: 2, used: 3 } as const
const SCAN_SECONDS = 300

interface ScanRow {
  id: number
  secret: string
  status: number
  user_id: number
  expire_time: number
}

function liveScan(ctx: Ctx, id: number): ScanRow {
  const row = one<ScanRow>(ctx.db, 'SELECT * FROM thirdpartylogin_scans WHERE id = ?', id)
  if (!row || (row.expire_time && row.expire_time < ctx.nowSeconds())) throw new ApiError(ctx.t('thirdpartylogin.scan_not_found'))
  return row
}

/** scan/statusrecord {id, status}: 1 = scanned by this shopper, 2 = confirmed; answers the record's status. */
function statusrecord(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = liveScan(ctx, requireId(ctx))
  const wanted = asInt(ctx.params.status)
  if (wanted !== SCAN.scanned && wanted !== SCAN.confirmed) throw new ApiError(ctx.t('thirdpartylogin.scan_status_invalid'))
  if (row.user_id && row.user_id !== user.id) throw new ApiError(ctx.t('thirdpartylogin.scan_other_user'))
  const now = ctx.nowSeconds()
  if (row.status >= SCAN.confirmed) return ok({ status: row.status }, ctx.t('thirdpartylogin.scan_ok'))
  if (wanted === SCAN.scanned) {
    run(ctx.db, 'UPDATE thirdpartylogin_scans SET status = 1, user_id = ?, upd_time = ? WHERE id = ? AND status <= 1', user.id, now, row.id)
    return ok({ status: SCAN.scanned }, ctx.t('thirdpartylogin.scan_ok'))
  }
  if (row.status !== SCAN.scanned) throw new ApiError(ctx.t('thirdpartylogin.scan_not_scanned'))
  run(ctx.db, 'UPDATE thirdpartylogin_scans SET status = 2, upd_time = ? WHERE id = ? AND status = 1 AND user_id = ?', now, row.id, user.id)
  return ok({ status: SCAN.confirmed }, ctx.t('thirdpartylogin.scan_ok'))
}

/** scan/create (the computer, no login): a new record and the app page that confirms it. */
function create(ctx: Ctx) {
  const now = ctx.nowSeconds()
  const secret = crypto.randomBytes(16).toString('hex')
  const id = Number(
    run(ctx.db, 'INSERT INTO thirdpartylogin_scans (secret, expire_time, add_time, upd_time) VALUES (?, ?, ?, ?)', secret, now + SCAN_SECONDS, now, now)
      .lastInsertRowid,
  )
  return ok({ id, secret, expire_time: now + SCAN_SECONDS, url: `${ctx.baseUrl}/web/#/pages/plugins/thirdpartylogin/index/index?id=${id}` })
}

/** scan/check {id, secret} (the computer polls): the status; once confirmed, the login itself (only once). */
function check(ctx: Ctx) {
  const row = liveScan(ctx, requireId(ctx))
  if (scalarText(ctx.params.secret) !== row.secret) throw new ApiError(ctx.t('thirdpartylogin.scan_not_found'))
  if (row.status !== SCAN.confirmed) return ok({ status: row.status })
  const taken = run(ctx.db, 'UPDATE thirdpartylogin_scans SET status = 3, upd_time = ? WHERE id = ? AND status = 2', ctx.nowSeconds(), row.id).changes
  if (taken !== 1) return ok({ status: SCAN.used })
  return ok({ status: SCAN.confirmed, user: loginAnswer(ctx, row.user_id) })
}

export const scanControl = { statusrecord, create, check }
