import { parsePayment, type PaymentMethod } from '../buy'
import { call, pluginRoute } from '../client'
import { asIs, arr, int, num, obj, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { pluginPayBody, type PluginPayRequest } from '../plugin-pay'

/** wallet (api-plugins-1 §5): balance, ledger, recharges, withdrawals, transfers, payment code. */
const wallet = (control: string, action = 'index') => pluginRoute('wallet', control, action)

export interface WalletBalance {
  normal: string
  frozen: string
  give: string
}

function parseBalance(raw: unknown): WalletBalance {
  const w = obj(raw)
  return { normal: str(w.normal_money, '0.00'), frozen: str(w.frozen_money, '0.00'), give: str(w.give_money, '0.00') }
}

export type WalletTab = 'wallet' | 'recharge' | 'cash' | 'transfer'
export const WALLET_TABS: WalletTab[] = ['wallet', 'recharge', 'cash', 'transfer']

export interface WalletHome {
  notices: string[]
  paymentCode: boolean
  transfer: boolean
  recharge: boolean
  cash: boolean
  balance: WalletBalance
  tabs: Array<{ title: string; control: WalletTab }>
}

export async function getWalletHome(): Promise<ApiResult<WalletHome>> {
  return call(
    wallet('user'),
    {},
    (raw) => {
      const data = obj(raw)
      const base = obj(data.base)
      return {
        notices: arr<unknown>(base.user_center_notice).map((n) => str(n)),
        paymentCode: int(base.is_enable_payment_code) === 1,
        transfer: int(base.is_enable_transfer) === 1,
        recharge: int(base.is_enable_recharge) === 1,
        cash: int(base.is_enable_cash) === 1,
        balance: parseBalance(data.user_wallet),
        tabs: arr<unknown>(data.nav_list)
          .map((n) => ({ title: str(obj(n).title), control: str(obj(n).control) as WalletTab }))
          .filter((n) => WALLET_TABS.includes(n.control)),
      }
    },
    { silent: true },
  )
}

export interface WalletLog {
  id: string
  businessTypeName: string
  operationType: number
  operationTypeName: string
  moneyTypeName: string
  operationMoney: string
  originalMoney: string
  latestMoney: string
  msg: string
  addTime: string
}

function parseLog(raw: unknown): WalletLog {
  const l = obj(raw)
  return {
    id: str(l.id),
    businessTypeName: str(l.business_type_name),
    operationType: int(l.operation_type),
    operationTypeName: str(l.operation_type_name),
    moneyTypeName: str(l.money_type_name),
    operationMoney: str(l.operation_money),
    originalMoney: str(l.original_money),
    latestMoney: str(l.latest_money),
    msg: str(l.msg),
    addTime: str(l.add_time),
  }
}

export async function getWalletLogs(page: number, operationType: string): Promise<ApiResult<Page<WalletLog>>> {
  return call(wallet('walletlog'), { page, operation_type: operationType, is_more: 1 }, (raw) => toPage(raw, page, parseLog), { silent: true })
}

export async function getWalletLog(id: string): Promise<ApiResult<WalletLog>> {
  return call(wallet('walletlog', 'detail'), { id }, (raw) => parseLog(obj(raw).data), { silent: true })
}

export interface Recharge {
  id: string
  rechargeNo: string
  money: string
  payMoney: string
  paymentId: string
  paymentName: string
  status: number
  statusName: string
  payTime: string
  addTime: string
}

function parseRecharge(raw: unknown): Recharge {
  const r = obj(raw)
  return {
    id: str(r.id),
    rechargeNo: str(r.recharge_no),
    money: str(r.money),
    payMoney: str(r.pay_money),
    paymentId: str(r.payment_id),
    paymentName: str(r.payment_name),
    status: int(r.status),
    statusName: str(r.status_name),
    payTime: str(r.pay_time),
    addTime: str(r.add_time),
  }
}

export interface RechargePage extends Page<Recharge> {
  payments: PaymentMethod[]
  defaultPaymentId: string
}

const payments = (raw: unknown) => arr<unknown>(obj(raw).payment_list).map((p) => parsePayment(obj(p)))

export async function getRecharges(page: number, status: string): Promise<ApiResult<RechargePage>> {
  return call(
    wallet('recharge'),
    { page, status, is_more: 1 },
    (raw) => ({ ...toPage(raw, page, parseRecharge), payments: payments(raw), defaultPaymentId: str(obj(raw).default_payment_id) }),
    { silent: true },
  )
}

export async function getRecharge(id: string): Promise<ApiResult<Recharge>> {
  return call(wallet('recharge', 'detail'), { id }, (raw) => parseRecharge(obj(raw).data), { silent: true })
}

export function deleteRecharge(id: string): Promise<ApiResult<unknown>> {
  return call(wallet('recharge', 'delete'), { id }, asIs)
}

export interface RechargeConfig {
  presets: Array<{ value: string; tips: string }>
  notes: string[]
  balance: string
}

export async function getRechargeConfig(): Promise<ApiResult<RechargeConfig>> {
  return call(
    wallet('recharge', 'rechargeconfigdata'),
    {},
    (raw) => {
      const data = obj(raw)
      return {
        presets: arr<unknown>(data.preset_data).map((p) => ({ value: str(obj(p).value), tips: str(obj(p).tips) })),
        notes: arr<unknown>(data.recharge_desc).map((n) => str(n)),
        balance: parseBalance(data.user_wallet).normal,
      }
    },
    { silent: true },
  )
}

export interface CreatedRecharge {
  id: string
  money: string
  payments: PaymentMethod[]
  defaultPaymentId: string
}

export async function createRecharge(money: string): Promise<ApiResult<CreatedRecharge>> {
  return call(wallet('recharge', 'create'), { money }, (raw) => {
    const data = obj(raw)
    return { id: str(data.recharge_id), money: str(data.money, money), payments: payments(raw), defaultPaymentId: str(data.default_payment_id) }
  })
}

/** recharge/pay {recharge_id, payment_id} for the shared plugin pay sheet. */
export function payRecharge(request: PluginPayRequest): Promise<ApiResult<unknown>> {
  return call(wallet('recharge', 'pay'), pluginPayBody(request), asIs, { silent: true })
}

export function checkRechargePayment(orderNo: string): Promise<ApiResult<unknown>> {
  return call(wallet('recharge', 'paycheck'), { order_no: orderNo }, asIs, { silent: true })
}

export interface Cash {
  id: string
  cashNo: string
  money: string
  commission: string
  payMoney: string
  cashTypeName: string
  bankName: string
  bankAccounts: string
  bankUsername: string
  status: number
  statusName: string
  msg: string
  payTime: string
  addTime: string
  updTime: string
}

function parseCash(raw: unknown): Cash {
  const c = obj(raw)
  return {
    id: str(c.id),
    cashNo: str(c.cash_no),
    money: str(c.money),
    commission: str(c.commission),
    payMoney: str(c.pay_money),
    cashTypeName: str(c.cash_type_name),
    bankName: str(c.bank_name),
    bankAccounts: str(c.bank_accounts),
    bankUsername: str(c.bank_username),
    status: int(c.status),
    statusName: str(c.status_name),
    msg: str(c.msg),
    payTime: str(c.pay_time),
    addTime: str(c.add_time),
    updTime: str(c.upd_time),
  }
}

export async function getCashes(page: number, status: string): Promise<ApiResult<Page<Cash>>> {
  return call(wallet('cash'), { page, status, is_more: 1 }, (raw) => toPage(raw, page, parseCash), { silent: true })
}

export async function getCash(id: string): Promise<ApiResult<Cash>> {
  return call(wallet('cash', 'detail'), { id }, (raw) => parseCash(obj(raw).data), { silent: true })
}

export interface CashAuth {
  minimum: number
  minimumText: string
  balance: string
  channels: Array<{ field: string; msg: string }>
}

export async function getCashAuth(): Promise<ApiResult<CashAuth>> {
  return call(
    wallet('cash', 'auth'),
    {},
    (raw) => {
      const data = obj(raw)
      const base = obj(data.base)
      return {
        minimum: num(base.cash_minimum_amount),
        minimumText: str(base.cash_minimum_amount),
        balance: parseBalance(data.user_wallet).normal,
        channels: arr<unknown>(data.check_account_list).map((c) => ({ field: str(obj(c).field), msg: str(obj(c).msg) })),
      }
    },
    { silent: true },
  )
}

export function sendCashCode(accountType: string): Promise<ApiResult<unknown>> {
  return call(wallet('cash', 'verifysend'), { account_type: accountType }, asIs)
}

export function checkCashCode(accountType: string, verify: string): Promise<ApiResult<unknown>> {
  return call(wallet('cash', 'verifycheck'), { account_type: accountType, verify }, asIs)
}

export interface CashInit {
  verified: boolean
  minimum: number
  retainGive: boolean
  commissionRate: number
  defaults: { cashType: string; bankName: string; bankAccounts: string; bankUsername: string }
  balance: WalletBalance
  max: number
  types: Array<{ value: string; name: string }>
}

export async function getCashInit(): Promise<ApiResult<CashInit>> {
  return call(
    wallet('cash', 'createinit'),
    {},
    (raw) => {
      const data = obj(raw)
      const base = obj(data.base)
      const d = obj(data.default_data)
      return {
        verified: int(data.check_status) === 1,
        minimum: num(base.cash_minimum_amount),
        retainGive: int(base.is_cash_retain_give) !== 0,
        commissionRate: num(base.cash_commission_rate),
        defaults: { cashType: str(d.cash_type), bankName: str(d.bank_name), bankAccounts: str(d.bank_accounts), bankUsername: str(d.bank_username) },
        balance: parseBalance(data.user_wallet),
        max: num(data.can_cash_max_money),
        types: arr<unknown>(data.user_cash_type_list).map((c) => ({ value: str(obj(c).value), name: str(obj(c).name) })),
      }
    },
    { silent: true },
  )
}

export interface CashForm {
  money: string
  cashType: string
  bankName: string
  bankAccounts: string
  bankUsername: string
}

export function createCash(form: CashForm): Promise<ApiResult<unknown>> {
  const body: Record<string, unknown> = { money: form.money, cash_type: form.cashType, bank_username: form.bankUsername }
  if (form.bankName) body.bank_name = form.bankName
  if (form.bankAccounts) body.bank_accounts = form.bankAccounts
  return call(wallet('cash', 'create'), body, asIs)
}

export interface Receiver {
  id: string
  avatar: string
  name: string
}

function parseReceiver(raw: unknown): Receiver {
  const r = obj(raw)
  return { id: str(r.id), avatar: str(r.avatar), name: str(r.user_name_view) }
}

export interface Transfer {
  id: string
  transferNo: string
  money: string
  note: string
  receiver: Receiver
  addTime: string
}

function parseTransfer(raw: unknown): Transfer {
  const t = obj(raw)
  return {
    id: str(t.id),
    transferNo: str(t.transfer_no),
    money: str(t.money),
    note: str(t.note),
    receiver: parseReceiver(t.receive_user),
    addTime: str(t.add_time),
  }
}

export async function getTransfers(page: number): Promise<ApiResult<Page<Transfer>>> {
  return call(wallet('transfer'), { page, is_more: 1 }, (raw) => toPage(raw, page, parseTransfer), { silent: true })
}

export async function getTransfer(id: string): Promise<ApiResult<Transfer>> {
  return call(wallet('transfer', 'detail'), { id }, (raw) => parseTransfer(obj(raw).data), { silent: true })
}

/** The page shows the error under the field, so this call is silent. */
export async function findReceiver(keywords: string): Promise<ApiResult<Receiver>> {
  return call(wallet('transfer', 'userquery'), { keywords }, parseReceiver, { silent: true })
}

export function saveTransfer(body: { keywords: string; money: string; note: string; receiverId: string }): Promise<ApiResult<unknown>> {
  return call(wallet('transfer', 'save'), { keywords: body.keywords, money: body.money, note: body.note, receive_user_id: body.receiverId }, asIs)
}

export interface PaymentCode {
  code: string
  seconds: number
}

export async function getPaymentCode(): Promise<ApiResult<PaymentCode>> {
  return call(wallet('user', 'paymentcode'), {}, (raw) => ({ code: str(obj(raw).code), seconds: int(obj(raw).time, 30) || 30 }), { silent: true })
}

/** plugins_base.wallet.data (api-plugins-1 §5.12), read through app.pluginBase('wallet', parseWalletBase). */
export interface WalletBase {
  /** is_enable_payment_code == 1: the user centre links to the payment code. */
  paymentCodeEnabled: boolean
}

export function parseWalletBase(data: Record<string, unknown>): WalletBase {
  return { paymentCodeEnabled: int(data.is_enable_payment_code) === 1 }
}
