// user/reg and user/regverifysend: registration by username+password, or mobile/email with a code.
import { ApiError, ok } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'
import { asInt, asPositiveInt } from '../../core/validate'
import { one, run } from '../../db'
import { plainText } from '../../core/text'
import { configFlag, configList } from '../site/configs'
import { assertEmail, assertMobile, assertPassword, assertUsername, passwordParam, textParam } from './account-rules'
import { checkAccountCode, checkImageCode, consumeCode, sendAccountCode } from './verify-codes'
import { accountTaken, createUser, loginAnswer, type AccountField } from './user-accounts'

defineMessages({
  'user.reg_type_closed': { zh: '暂未开放该注册方式', en: 'This registration method is not available' },
  'user.exists': { zh: '用户已存在[{name}]', en: 'User already exists[{name}]' },
  'user.mobile_exists': { zh: '手机号码已存在', en: 'Mobile phone number already exists' },
  'user.email_exists': { zh: '电子邮箱已存在', en: 'Email already exists' },
  'user.reg_success': { zh: '注册成功', en: 'Registration successful' },
  'user.reg_audit': { zh: '注册成功，请等待审核', en: 'Registered, please wait for review' },
  'user.send_type': { zh: '验证码类型有误', en: 'Verification code type error' },
  'user.send_success': { zh: '发送成功', en: 'Sent successfully' },
})

export type RegType = 'username' | 'sms' | 'email'
const REG_TYPES: RegType[] = ['username', 'sms', 'email']
const FIELD_OF: Record<RegType, AccountField> = { username: 'username', sms: 'mobile', email: 'email' }

/** Optional profile fields the login page copies from third-party data; ignored when malformed. */
function profileExtras(ctx: Ctx): { nickname?: string; gender?: number } {
  const nickname = plainText(textParam(ctx, 'nickname'))
  const gender = asInt(ctx.params.gender)
  return {
    nickname: nickname && [...nickname].length <= 16 ? nickname : undefined,
    gender: gender !== null && gender >= 0 && gender <= 2 ? gender : undefined,
  }
}

/** Validate the account for its type; returns the DB column it goes into. */
function assertAccountFormat(ctx: Ctx, type: RegType, accounts: string): AccountField {
  if (!accounts) throw new ApiError(ctx.t('account.accounts_required'))
  if (type === 'username') assertUsername(ctx, accounts)
  else if (type === 'sms') assertMobile(ctx, accounts)
  else assertEmail(ctx, accounts)
  return FIELD_OF[type]
}

/**
 * Referral capture (api-plugins-1 0.8): a visitor who came through a shared link sends `referrer=<user id>`
 * with every request; the new account is bound to that user (who then sees it in their distribution team).
 * An unknown, deleted or disabled referrer is ignored: registration never fails because of it.
 */
function bindReferrer(ctx: Ctx, userId: number): void {
  const referrer = asPositiveInt(ctx.params.referrer)
  if (referrer === null || referrer === userId) return
  const exists = one(ctx.db, 'SELECT id FROM users WHERE id = ? AND is_delete_time = 0 AND is_logout_time = 0 AND status IN (0, 1)', referrer)
  if (exists) run(ctx.db, 'UPDATE users SET referrer = ? WHERE id = ?', referrer, userId)
}

export function reg(ctx: Ctx) {
  const type = textParam(ctx, 'type') as RegType
  if (!REG_TYPES.includes(type) || !configList(ctx.db, 'home_user_reg_type', REG_TYPES).includes(type)) {
    throw new ApiError(ctx.t('user.reg_type_closed'))
  }
  const accounts = textParam(ctx, 'accounts')
  const field = assertAccountFormat(ctx, type, accounts)
  const pwd = passwordParam(ctx, 'pwd')
  assertPassword(ctx, pwd)
  const verify = textParam(ctx, 'verify')
  if (type === 'username' && configFlag(ctx.db, 'home_user_register_img_verify_state')) checkImageCode(ctx, 'user_reg', verify)
  if (accountTaken(ctx, field, accounts)) throw new ApiError(ctx.t('user.exists', { name: accounts }), -3)
  const codeId = type === 'username' ? 0 : checkAccountCode(ctx, type, accounts, 'user_reg', verify)

  const needsAudit = configFlag(ctx.db, 'common_register_is_enable_audit')
  const userId = ctx.db.transaction(() => {
    if (codeId) consumeCode(ctx, codeId)
    const id = createUser(ctx, { [field]: accounts, pwd, status: needsAudit ? 3 : 0, ...profileExtras(ctx) })
    bindReferrer(ctx, id)
    return id
  })()
  ctx.log(`[user] registered #${userId} (${type})`)
  // Accounts awaiting approval get no token: they cannot log in yet.
  if (needsAudit) return ok('', ctx.t('user.reg_audit'))
  return ok(loginAnswer(ctx, userId), ctx.t('user.reg_success'))
}

/** The sms/email channel named by `type` (login/reg code forms send 'sms' or 'email'). */
export function codeChannelParam(ctx: Ctx): 'sms' | 'email' {
  const type = textParam(ctx, 'type')
  if (type !== 'sms' && type !== 'email') throw new ApiError(ctx.t('user.send_type'))
  return type
}

/** When the site's image-captcha switch is on, code sending needs the captcha first (anti-spam). */
export function checkSendCaptcha(ctx: Ctx, scene: 'user_reg' | 'user_login' | 'user_forget'): void {
  if (configFlag(ctx.db, 'common_img_verify_state')) checkImageCode(ctx, scene, textParam(ctx, 'verify'))
}

export function regverifysend(ctx: Ctx) {
  const channel = codeChannelParam(ctx)
  const accounts = textParam(ctx, 'accounts')
  const field = assertAccountFormat(ctx, channel, accounts)
  checkSendCaptcha(ctx, 'user_reg')
  if (accountTaken(ctx, field, accounts)) throw new ApiError(ctx.t(channel === 'sms' ? 'user.mobile_exists' : 'user.email_exists'))
  sendAccountCode(ctx, channel, accounts, 'user_reg')
  return ok('', ctx.t('user.send_success'))
}
