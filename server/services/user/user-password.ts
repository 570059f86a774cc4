// user/forgetpwdverifysend and user/forgetpwd: reset a password with a code sent to the mobile or email.
import { ApiError, ok } from '../../core/result'
import { hashPassword, revokeUserTokens } from '../../core/auth'
import { defineMessages } from '../../core/i18n'
import { run } from '../../db'
import type { Ctx } from '../../core/context'
import { assertPassword, channelOfAccount, passwordParam, textParam } from './account-rules'
import { checkAccountCode, consumeCode, sendAccountCode } from './verify-codes'
import { findLiveUser } from './user-accounts'
import { checkSendCaptcha } from './user-register'

defineMessages({
  'user.forget_success': { zh: '密码修改成功', en: 'Password changed successfully' },
})

function accountOwner(ctx: Ctx) {
  const accounts = textParam(ctx, 'accounts')
  if (!accounts) throw new ApiError(ctx.t('account.accounts_required'))
  const channel = channelOfAccount(ctx, accounts)
  const user = findLiveUser(ctx, channel === 'sms' ? 'mobile' : 'email', accounts)
  return { accounts, channel, user }
}

export function forgetpwdverifysend(ctx: Ctx) {
  const { accounts, channel, user } = accountOwner(ctx)
  checkSendCaptcha(ctx, 'user_forget')
  if (!user) throw new ApiError(ctx.t('user.not_exist'), -3)
  sendAccountCode(ctx, channel, accounts, 'user_forget')
  return ok('', ctx.t('user.send_success'))
}

export function forgetpwd(ctx: Ctx) {
  const { accounts, channel, user } = accountOwner(ctx)
  const pwd = passwordParam(ctx, 'pwd')
  assertPassword(ctx, pwd)
  if (!user) throw new ApiError(ctx.t('user.not_exist'), -3)
  const codeId = checkAccountCode(ctx, channel, accounts, 'user_forget', textParam(ctx, 'verify'))
  const { hash, salt } = hashPassword(pwd)
  ctx.db.transaction(() => {
    consumeCode(ctx, codeId)
    run(ctx.db, 'UPDATE users SET pwd = ?, salt = ?, upd_time = ? WHERE id = ?', hash, salt, ctx.nowSeconds(), user.id)
    // Whoever knew the old password may hold a token; a reset signs every device out.
    revokeUserTokens(ctx.db, user.id)
  })()
  return ok('', ctx.t('user.forget_success'))
}
