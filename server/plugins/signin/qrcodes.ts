// Users' sign-in codes ("team check-in"): stored rows, views and the contact form rules.
import { formatTime } from '../../core/format'
import { ApiError, type Ctx } from '../../core/router'
import { one } from '../../db'
import { ownRow } from '../../services/user/owned-rows'
import { freeText } from '../../core/validate'
import { DEFAULT_TIME_WINDOW, PLATFORM_RULES, type ContinuousRule, type TimeWindowReward } from './rewards'

export interface QrcodeRow {
  id: number
  user_id: number
  name: string
  tel: string
  address: string
  note: string
  reward_master: number
  reward_invitee: number
  continuous_rules: string
  specified_time_reward: string
  is_enable: number
  add_time: number
  upd_time: number
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback
  } catch {
    return fallback
  }
}

export function qrcodeRules(row: QrcodeRow): ContinuousRule[] {
  return parseJson<ContinuousRule[]>(row.continuous_rules, PLATFORM_RULES)
}

export function qrcodeTimeWindow(row: QrcodeRow): TimeWindowReward | null {
  return parseJson<TimeWindowReward | null>(row.specified_time_reward, null)
}

export function enabledQrcode(ctx: Ctx, id: number): QrcodeRow {
  const row = one<QrcodeRow>(ctx.db, 'SELECT * FROM signin_qrcodes WHERE id = ? AND is_enable = 1', id)
  if (!row) throw new ApiError(ctx.t('signin.qrcode_not_found'))
  return row
}

/** Only the owner sees a code's contact details, rewards and comers. */
export function ownQrcode(ctx: Ctx, userId: number, id: number): QrcodeRow {
  return ownRow<QrcodeRow>(ctx, 'signin_qrcodes', userId, id, 'signin.qrcode_not_found')
}

export function qrcodeView(ctx: Ctx, row: QrcodeRow) {
  return {
    id: row.id,
    user_id: row.user_id,
    name: row.name,
    tel: row.tel,
    address: row.address,
    note: row.note,
    reward_master: row.reward_master,
    reward_invitee: row.reward_invitee,
    continuous_rules: qrcodeRules(row),
    specified_time_reward: qrcodeTimeWindow(row) ?? '',
    is_enable: row.is_enable,
    is_enable_name: ctx.t(row.is_enable ? 'signin.enabled' : 'signin.disabled'),
    add_time: formatTime(row.add_time),
    upd_time: formatTime(row.upd_time),
  }
}

export interface ContactInput {
  name: string
  tel: string
  address: string
  note: string
}

/** The code's contact fields are user free text: stored as plain text (core/text). */
function text(ctx: Ctx, field: string): string {
  const value = freeText(ctx.params[field])
  if (value === null) throw new ApiError(ctx.t('validate.int', { name: field }))
  return value
}

/** Contact name 2-30, phone 6-15 digits (+, -, spaces allowed), address up to 230, note up to 60. */
export function readContact(ctx: Ctx): ContactInput {
  const input = { name: text(ctx, 'name'), tel: text(ctx, 'tel'), address: text(ctx, 'address'), note: text(ctx, 'note') }
  const nameLength = [...input.name].length
  if (nameLength < 2 || nameLength > 30) throw new ApiError(ctx.t('signin.name_length'))
  const digits = input.tel.replace(/[\s+-]/g, '')
  if (!/^[\d\s+-]+$/.test(input.tel) || digits.length < 6 || digits.length > 15) throw new ApiError(ctx.t('signin.tel_invalid'))
  if ([...input.address].length > 230) throw new ApiError(ctx.t('validate.too_long', { name: ctx.t('signin.address_label'), max: 230 }))
  if ([...input.note].length > 60) throw new ApiError(ctx.t('validate.too_long', { name: ctx.t('signin.note_label'), max: 60 }))
  return input
}

export const DEFAULT_QRCODE_SETTINGS = { continuous_rules: JSON.stringify(PLATFORM_RULES), specified_time_reward: JSON.stringify(DEFAULT_TIME_WINDOW) }
