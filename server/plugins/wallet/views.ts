// Output shapes of the wallet records (api-plugins-1 §5); amounts in the display currency.
import { formatTime } from '../../core/format'
import type { Ctx } from '../../core/router'
import { one } from '../../db'
import { displayMoney } from '../../services/site/display-currency'
import type { WalletRow } from './ledger'

export function walletView(ctx: Ctx, w: WalletRow) {
  return { normal_money: displayMoney(ctx, w.normal_money), frozen_money: displayMoney(ctx, w.frozen_money), give_money: displayMoney(ctx, w.give_money) }
}

export interface LogRow {
  id: number
  business_type: number
  operation_type: number
  money_type: number
  operation_money: number
  original_money: number
  latest_money: number
  msg_key: string
  msg_vars: string
  add_time: number
}

export function logView(ctx: Ctx, l: LogRow) {
  let vars: Record<string, string | number> = {}
  try {
    vars = JSON.parse(l.msg_vars || '{}') as Record<string, string | number>
  } catch {
    vars = {}
  }
  // Amounts inside the note follow the display currency too.
  if (typeof vars.money === 'number') vars = { ...vars, money: displayMoney(ctx, vars.money) }
  return {
    id: l.id,
    business_type: l.business_type,
    business_type_name: ctx.t(`wallet.business_${l.business_type}`),
    operation_type: l.operation_type,
    operation_type_name: ctx.t(`wallet.operation_${l.operation_type}`),
    money_type: l.money_type,
    money_type_name: ctx.t(`wallet.money_${l.money_type}`),
    operation_money: displayMoney(ctx, l.operation_money),
    original_money: displayMoney(ctx, l.original_money),
    latest_money: displayMoney(ctx, l.latest_money),
    msg: l.msg_key ? ctx.t(l.msg_key, vars) : '',
    add_time: formatTime(l.add_time),
  }
}

export interface RechargeRow {
  id: number
  user_id: number
  recharge_no: string
  money: number
  pay_money: number
  payment_id: number
  status: number
  pay_time: number
  add_time: number
  upd_time: number
}

export function rechargeView(ctx: Ctx, r: RechargeRow) {
  const payment = r.payment_id ? one<{ name: string }>(ctx.db, 'SELECT name FROM payments WHERE id = ?', r.payment_id) : undefined
  return {
    id: r.id,
    recharge_no: r.recharge_no,
    money: displayMoney(ctx, r.money),
    pay_money: displayMoney(ctx, r.pay_money),
    payment_id: r.payment_id,
    payment_name: payment?.name ?? '',
    status: r.status,
    status_name: ctx.t(`wallet.recharge_status_${r.status}`),
    pay_time: formatTime(r.pay_time),
    add_time: formatTime(r.add_time),
    upd_time: formatTime(r.upd_time),
  }
}

export interface CashRow {
  id: number
  user_id: number
  cash_no: string
  money: number
  commission: number
  pay_money: number
  cash_type: number
  bank_name: string
  bank_accounts: string
  bank_username: string
  status: number
  msg: string
  pay_time: number
  add_time: number
  upd_time: number
}

const keyed = (ctx: Ctx, text: string) => (text.startsWith('wallet.') ? ctx.t(text) : text)

export function cashView(ctx: Ctx, c: CashRow) {
  return {
    id: c.id,
    cash_no: c.cash_no,
    money: displayMoney(ctx, c.money),
    commission: displayMoney(ctx, c.commission),
    pay_money: displayMoney(ctx, c.pay_money),
    cash_type: c.cash_type,
    cash_type_name: ctx.t(`wallet.cash_type_${c.cash_type}`),
    bank_name: c.bank_name,
    bank_accounts: c.bank_accounts,
    bank_username: c.bank_username,
    status: c.status,
    status_name: ctx.t(`wallet.cash_status_${c.status}`),
    msg: keyed(ctx, c.msg),
    pay_time: formatTime(c.pay_time),
    add_time: formatTime(c.add_time),
    upd_time: formatTime(c.upd_time),
  }
}

export interface TransferRow {
  id: number
  user_id: number
  receive_user_id: number
  transfer_no: string
  money: number
  note: string
  add_time: number
}

export interface UserBrief {
  id: number
  username: string
  nickname: string
  mobile: string
  email: string
  avatar: string
}

/** Name shown for another user: nickname, username, or a masked mobile / email (never in full). */
export function userNameView(u: UserBrief): string {
  if (u.nickname) return u.nickname
  if (u.username) return u.username
  if (u.mobile) return `${u.mobile.slice(0, 3)}****${u.mobile.slice(-4)}`
  if (u.email) return u.email.replace(/^(.).*(@.*)$/, '$1***$2')
  return `#${u.id}`
}

export function userBrief(ctx: Ctx, id: number): UserBrief | undefined {
  return one<UserBrief>(ctx.db, 'SELECT id, username, nickname, mobile, email, avatar FROM users WHERE id = ? AND is_delete_time = 0', id)
}

export function receiverView(ctx: Ctx, u: UserBrief | undefined) {
  return u ? { id: u.id, avatar: u.avatar ? ctx.img(u.avatar) : '', user_name_view: userNameView(u) } : { id: 0, avatar: '', user_name_view: '' }
}

export function transferView(ctx: Ctx, t: TransferRow) {
  return {
    id: t.id,
    transfer_no: t.transfer_no,
    money: displayMoney(ctx, t.money),
    note: t.note,
    receive_user: receiverView(ctx, userBrief(ctx, t.receive_user_id)),
    add_time: formatTime(t.add_time),
  }
}
