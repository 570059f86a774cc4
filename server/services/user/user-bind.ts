// Binding or replacing the logged-in user's mobile / email with a code (user/appmobilebind*, user/appemailbind*).
import { ApiError, ok } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import { run } from '../../db'
import type { Ctx } from '../../core/context'
import { configFlag } from '../site/configs'
import { assertEmail, assertMobile, textParam } from './account-rules'
import { checkAccountCode, consumeCode, sendAccountCode, type CodeScene } from './verify-codes'
import { accountTaken } from './user-accounts'
import { userRowById, userView } from './user-view'

defineMessages({
  'user.bind_same_mobile': { zh: '手机号码与当前绑定的相同', en: 'This is already your mobile number' },
  'user.bind_same_email': { zh: '电子邮箱与当前绑定的相同', en: 'This is already your email address' },
  'user.bind_success': { zh: '绑定成功', en: 'Binding successful' },
})

interface BindTarget {
  column: 'mobile' | 'email'
  channel: 'sms' | 'email'
  scene: CodeScene
  validate: (ctx: Ctx, value: string) => void
  takenKey: string
  sameKey: string
}

const MOBILE: BindTarget = {
  column: 'mobile',
  channel: 'sms',
  scene: 'user_bind_mobile',
  validate: assertMobile,
  takenKey: 'user.mobile_exists',
  sameKey: 'user.bind_same_mobile',
}
const EMAIL: BindTarget = {
  column: 'email',
  channel: 'email',
  scene: 'user_bind_email',
  validate: assertEmail,
  takenKey: 'user.email_exists',
  sameKey: 'user.bind_same_email',
}

/** The new account value after format, "unchanged" and "used by someone else" checks. */
function newAccountValue(ctx: Ctx, target: BindTarget): string {
  const user = ctx.requireUser()
  const value = textParam(ctx, target.column)
  target.validate(ctx, value)
  if (user[target.column] === value) throw new ApiError(ctx.t(target.sameKey))
  if (accountTaken(ctx, target.column, value)) throw new ApiError(ctx.t(target.takenKey))
  return value
}

function sendFor(target: BindTarget) {
  return (ctx: Ctx) => {
    const value = newAccountValue(ctx, target)
    sendAccountCode(ctx, target.channel, value, target.scene)
    return ok('', ctx.t('user.send_success'))
  }
}

function bindFor(target: BindTarget) {
  return (ctx: Ctx) => {
    const user = ctx.requireUser()
    const value = newAccountValue(ctx, target)
    const codeId = checkAccountCode(ctx, target.channel, value, target.scene, textParam(ctx, 'verify'))
    const sql = target.column === 'mobile' ? 'UPDATE users SET mobile = ?, upd_time = ? WHERE id = ?' : 'UPDATE users SET email = ?, upd_time = ? WHERE id = ?'
    ctx.db.transaction(() => {
      consumeCode(ctx, codeId)
      run(ctx.db, sql, value, ctx.nowSeconds(), user.id)
    })()
    const row = userRowById(ctx.db, user.id)!
    const data = userView(ctx, row, {
      token: ctx.token,
      withMandatoryBind: true,
      mandatoryBindMobile: configFlag(ctx.db, 'common_user_is_mandatory_bind_mobile'),
    })
    return ok(data, ctx.t('user.bind_success'))
  }
}

export const appmobilebindverifysend = sendFor(MOBILE)
export const appmobilebind = bindFor(MOBILE)
export const appemailbindverifysend = sendFor(EMAIL)
export const appemailbind = bindFor(EMAIL)
