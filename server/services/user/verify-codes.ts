// One-time codes: 6-digit sms/email codes (no gateway exists, so they are printed to the server log) and
// the 4-character image captcha. Rows live in verify_codes, keyed by the client uuid plus account and scene.
import crypto from 'node:crypto'
import { one, run } from '../../db'
import { randomDigits } from '../../core/auth'
import { ApiError } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'
import { configInt } from '../site/configs'

defineMessages({
  'verify.code_required': { zh: '验证码不能为空', en: 'Verification code cannot be empty' },
  'verify.code_expired': { zh: '验证码已过期', en: 'Verification code has expired' },
  'verify.code_wrong': { zh: '验证码错误', en: 'Verification code error' },
  'verify.code_locked': { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong attempts, please request a new code' },
  'verify.img_required': { zh: '图片验证码不能为空', en: 'Image verification code cannot be empty' },
  'verify.img_wrong': { zh: '图片验证码错误', en: 'Image verification code error' },
  'verify.too_frequent': { zh: '发送过于频繁，请{seconds}秒后再试', en: 'Too frequent, please try again in {seconds} seconds' },
})

export type CodeChannel = 'sms' | 'email'
export type CodeScene = 'user_reg' | 'user_login' | 'user_forget' | 'user_bind_mobile' | 'user_bind_email'
export const IMAGE_SCENES = ['user_reg', 'user_login', 'user_forget'] as const
export type ImageScene = (typeof IMAGE_SCENES)[number]

const MAX_ATTEMPTS = 5
const IMAGE_CODE_LENGTH = 4
const IMAGE_CODE_TTL = 600
/** No 0/O, 1/I/L: a captcha should be readable. */
const IMAGE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

interface CodeRow {
  id: number
  code: string
  attempts: number
  expire_time: number
  add_time: number
}

function expireSeconds(ctx: Ctx): number {
  return Math.max(60, configInt(ctx.db, 'common_verify_expire_time', 600))
}

function intervalSeconds(ctx: Ctx): number {
  return Math.max(0, configInt(ctx.db, 'common_verify_interval_time', 60))
}

/** Old rows are useless after a day; deleting them here keeps the table small without a cron. */
function purgeStale(ctx: Ctx): void {
  run(ctx.db, 'DELETE FROM verify_codes WHERE expire_time < ?', ctx.nowSeconds() - 86400)
}

/**
 * Create a code for `account` and "send" it by printing it to the server log.
 * Refuses when the previous code for the same account and scene was sent less than the interval ago.
 */
export function sendAccountCode(ctx: Ctx, channel: CodeChannel, account: string, scene: CodeScene): string {
  const now = ctx.nowSeconds()
  const last = one<CodeRow>(
    ctx.db,
    'SELECT id, code, attempts, expire_time, add_time FROM verify_codes WHERE channel = ? AND account = ? AND scene = ? ORDER BY id DESC LIMIT 1',
    channel,
    account,
    scene,
  )
  const wait = last ? last.add_time + intervalSeconds(ctx) - now : 0
  if (wait > 0) throw new ApiError(ctx.t('verify.too_frequent', { seconds: wait }))
  purgeStale(ctx)
  const code = randomDigits(6)
  ctx.db.transaction(() => {
    // A new code replaces any unused older one for the same purpose.
    run(ctx.db, 'UPDATE verify_codes SET used_time = ? WHERE channel = ? AND account = ? AND scene = ? AND used_time = 0', now, channel, account, scene)
    run(
      ctx.db,
      'INSERT INTO verify_codes (uuid, account, channel, scene, code, expire_time, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ctx.uuid,
      account,
      channel,
      scene,
      code,
      now + expireSeconds(ctx),
      now,
    )
  })()
  ctx.log(`[verify] ${channel} code for ${account} (${scene}): ${code}`)
  return code
}

/**
 * Check a code sent by sendAccountCode. Returns the row id to pass to consumeCode once the action succeeded.
 * Throws -10 (missing/expired) or -11 (wrong); after MAX_ATTEMPTS wrong tries the code is burnt.
 */
export function checkAccountCode(ctx: Ctx, channel: CodeChannel, account: string, scene: CodeScene, input: string): number {
  if (!input) throw new ApiError(ctx.t('verify.code_required'), -10)
  const row = one<CodeRow>(
    ctx.db,
    `SELECT id, code, attempts, expire_time, add_time FROM verify_codes
     WHERE channel = ? AND account = ? AND scene = ? AND uuid = ? AND used_time = 0 ORDER BY id DESC LIMIT 1`,
    channel,
    account,
    scene,
    ctx.uuid,
  )
  if (!row || row.expire_time < ctx.nowSeconds()) throw new ApiError(ctx.t('verify.code_expired'), -10)
  if (!safeEqual(row.code, input)) {
    const attempts = row.attempts + 1
    run(
      ctx.db,
      'UPDATE verify_codes SET attempts = ?, used_time = CASE WHEN ? >= ? THEN ? ELSE used_time END WHERE id = ?',
      attempts,
      attempts,
      MAX_ATTEMPTS,
      ctx.nowSeconds(),
      row.id,
    )
    throw new ApiError(ctx.t(attempts >= MAX_ATTEMPTS ? 'verify.code_locked' : 'verify.code_wrong'), -11)
  }
  return row.id
}

export function consumeCode(ctx: Ctx, id: number): void {
  run(ctx.db, 'UPDATE verify_codes SET used_time = ? WHERE id = ?', ctx.nowSeconds(), id)
}

/** A new image captcha code for this client (uuid) and scene; older ones for the same pair stop working. */
export function issueImageCode(ctx: Ctx, scene: ImageScene): string {
  const now = ctx.nowSeconds()
  let code = ''
  for (let i = 0; i < IMAGE_CODE_LENGTH; i++) code += IMAGE_ALPHABET[crypto.randomInt(0, IMAGE_ALPHABET.length)]
  purgeStale(ctx)
  ctx.db.transaction(() => {
    run(ctx.db, "DELETE FROM verify_codes WHERE channel = 'img' AND uuid = ? AND scene = ?", ctx.uuid, scene)
    run(
      ctx.db,
      "INSERT INTO verify_codes (uuid, account, channel, scene, code, expire_time, add_time) VALUES (?, '', 'img', ?, ?, ?, ?)",
      ctx.uuid,
      scene,
      code,
      now + IMAGE_CODE_TTL,
      now,
    )
  })()
  return code
}

/** Check (case-insensitively) and burn the image captcha: one try per image, like ShopXO. */
export function checkImageCode(ctx: Ctx, scene: ImageScene, input: string): void {
  if (!input) throw new ApiError(ctx.t('verify.img_required'), -10)
  const row = one<CodeRow>(
    ctx.db,
    "SELECT id, code, attempts, expire_time, add_time FROM verify_codes WHERE channel = 'img' AND uuid = ? AND scene = ? AND used_time = 0 ORDER BY id DESC LIMIT 1",
    ctx.uuid,
    scene,
  )
  if (row) consumeCode(ctx, row.id)
  if (!row || row.expire_time < ctx.nowSeconds() || !safeEqual(row.code.toUpperCase(), input.toUpperCase())) {
    throw new ApiError(ctx.t('verify.img_wrong'), -11)
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && crypto.timingSafeEqual(x, y)
}
