// user/login (password or sms/email code) and user/loginverifysend.
import { ApiError, ok } from '../../core/result'
import { verifyPassword } from '../../core/auth'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'
import { configFlag, configList } from '../site/configs'
import { assertEmail, assertMobile, passwordParam, textParam } from './account-rules'
import { checkAccountCode, checkImageCode, consumeCode, sendAccountCode } from './verify-codes'
import { assertCanLogin, findLiveUser, findLiveUserByAnyAccount, loginAnswer } from './user-accounts'
import { checkSendCaptcha, codeChannelParam } from './user-register'

defineMessages({
  'user.login_type_closed': { zh: '暂未开放该登录方式', en: 'This login method is not available' },
  'user.pwd_required': { zh: '密码不能为空', en: 'Password cannot be empty' },
  'user.pwd_wrong': { zh: '密码错误', en: 'Password error' },
  'user.login_success': { zh: '登录成功', en: 'Login successful' },
})

type LoginType = 'username' | 'sms' | 'email'
const LOGIN_TYPES: LoginType[] = ['username', 'sms', 'email']

export function login(ctx: Ctx) {
  const type = textParam(ctx, 'type') as LoginType
  if (!LOGIN_TYPES.includes(type) || !configList(ctx.db, 'home_user_login_type', LOGIN_TYPES).includes(type)) {
    throw new ApiError(ctx.t('user.login_type_closed'))
  }
  const accounts = textParam(ctx, 'accounts')
  if (!accounts) throw new ApiError(ctx.t('account.accounts_required'))
  const verify = textParam(ctx, 'verify')
  if (type === 'username') return passwordLogin(ctx, accounts, verify)
  return codeLogin(ctx, type, accounts, verify)
}

function passwordLogin(ctx: Ctx, accounts: string, verify: string) {
  const pwd = passwordParam(ctx, 'pwd')
  if (!pwd) throw new ApiError(ctx.t('user.pwd_required'))
  if (configFlag(ctx.db, 'home_user_login_img_verify_state')) checkImageCode(ctx, 'user_login', verify)
  const user = findLiveUserByAnyAccount(ctx, accounts)
  if (!user) throw new ApiError(ctx.t('user.not_exist'), -3)
  if (!verifyPassword(pwd, user.pwd, user.salt)) {
    ctx.log(`[user] wrong password for #${user.id}`)
    throw new ApiError(ctx.t('user.pwd_wrong'), -4)
  }
  assertCanLogin(ctx, user)
  return ok(loginAnswer(ctx, user.id), ctx.t('user.login_success'))
}

function codeLogin(ctx: Ctx, channel: 'sms' | 'email', accounts: string, verify: string) {
  if (channel === 'sms') assertMobile(ctx, accounts)
  else assertEmail(ctx, accounts)
  const user = findLiveUser(ctx, channel === 'sms' ? 'mobile' : 'email', accounts)
  if (!user) throw new ApiError(ctx.t('user.not_exist'), -3)
  const codeId = checkAccountCode(ctx, channel, accounts, 'user_login', verify)
  assertCanLogin(ctx, user)
  consumeCode(ctx, codeId)
  return ok(loginAnswer(ctx, user.id), ctx.t('user.login_success'))
}

export function loginverifysend(ctx: Ctx) {
  const channel = codeChannelParam(ctx)
  const accounts = textParam(ctx, 'accounts')
  if (!accounts) throw new ApiError(ctx.t('account.accounts_required'))
  if (channel === 'sms') assertMobile(ctx, accounts)
  else assertEmail(ctx, accounts)
  checkSendCaptcha(ctx, 'user_login')
  if (!findLiveUser(ctx, channel === 'sms' ? 'mobile' : 'email', accounts)) throw new ApiError(ctx.t('user.not_exist'), -3)
  sendAccountCode(ctx, channel, accounts, 'user_login')
  return ok('', ctx.t('user.send_success'))
}
