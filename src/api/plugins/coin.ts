import { call, pluginRoute } from '../client'
import { arr, bool, int, num, obj, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** coin (api-plugins-1 §6): virtual-coin accounts, recharge, withdrawal, convert, transfer and logs. */
const coin = (control: string, action: string) => pluginRoute('coin', control, action)

export const COIN_PENDING = 0

export interface CoinPreset {
  value: string
  tips: string
}

export interface CoinAccount {
  id: string
  platformName: string
  platformIcon: string
  symbol: string
  normalCoin: string
  frozenCoin: string
  defaultSymbol: string
  /** Value in the shop's (display) currency. */
  defaultCoin: string
  platformRate: number
  accountsKey: string
  rechargeQrcode: string
  rechargeAddress: string
  presets: CoinPreset[]
  rechargeDesc: string[]
  transferEnabled: boolean
}

/** A filter choice (accounts, networks, statuses, log types). */
export interface CoinOption {
  value: string
  label: string
}

export function parseAccount(raw: unknown): CoinAccount {
  const a = obj(raw)
  const p = obj(a.platform_data)
  return {
    id: str(a.id),
    platformName: str(a.platform_name),
    platformIcon: str(a.platform_icon),
    symbol: str(a.platform_symbol),
    normalCoin: str(a.normal_coin, '0.00'),
    frozenCoin: str(a.frozen_coin, '0.00'),
    defaultSymbol: str(a.default_symbol),
    defaultCoin: str(a.default_coin, '0.00'),
    platformRate: num(a.platform_rate),
    accountsKey: str(a.accounts_key),
    rechargeQrcode: str(p.recharge_qrcode),
    rechargeAddress: str(p.recharge_address),
    presets: arr(p.preset_data).map((item) => ({ value: str(obj(item).value), tips: str(obj(item).tips) })),
    rechargeDesc: arr(p.recharge_desc)
      .map((line) => str(line))
      .filter(Boolean),
    transferEnabled: bool(p.is_enable_transfer),
  }
}

const accountList = (raw: unknown) => arr(raw).map(parseAccount)
const options = (raw: unknown, valueKey = 'value'): CoinOption[] => arr(raw).map((item) => ({ value: str(obj(item)[valueKey]), label: str(obj(item).name) }))
export const accountOptions = (accounts: CoinAccount[]): CoinOption[] => accounts.map((a) => ({ value: a.id, label: `${a.platformName} (${a.symbol})` }))

async function load<T>(control: string, action: string, body: Record<string, unknown>, parse: (data: Record<string, unknown>) => T): Promise<ApiResult<T>> {
  return call(coin(control, action), body, (raw) => parse(obj(raw)), { silent: true })
}

/** Actions: failures are toasted by the client; the page keeps what was typed. */
async function act(control: string, action: string, body: Record<string, unknown>): Promise<ApiResult<{ id: string; msg: string }>> {
  return call(coin(control, action), body, (raw, msg) => ({ id: str(obj(raw).id), msg }))
}

export interface CoinOverview {
  rechargeEnabled: boolean
  convertEnabled: boolean
  cashEnabled: boolean
  accounts: CoinAccount[]
  summary: string
}

export const getCoinOverview = () =>
  load('user', 'index', {}, (d): CoinOverview => {
    const base = obj(d.base)
    return {
      rechargeEnabled: bool(base.is_enable_recharge),
      convertEnabled: bool(base.is_enable_convert),
      cashEnabled: bool(base.is_enable_cash),
      accounts: accountList(d.accounts_list),
      summary: str(d.accounts_summary, '0.00'),
    }
  })

export interface CoinFilters {
  accounts: CoinAccount[]
  statuses: CoinOption[]
  networks: CoinOption[]
  operateTypes: CoinOption[]
  businessTypes: CoinOption[]
  coinTypes: CoinOption[]
}

export const getCoinFilters = () =>
  load('user', 'init', {}, (d): CoinFilters => ({
    accounts: accountList(d.accounts_list),
    statuses: options(d.recharge_status_list),
    networks: options(d.network_list, 'id'),
    operateTypes: options(d.log_operate_type_list),
    businessTypes: options(d.log_business_type_list),
    coinTypes: options(d.log_coin_type_list),
  }))

export interface CoinLog {
  id: string
  businessTypeName: string
  coinTypeName: string
  operateType: number
  operateTypeName: string
  operateCoin: string
  originalCoin: string
  latestCoin: string
  msg: string
  addTime: string
}

export function parseLog(raw: unknown): CoinLog {
  const l = obj(raw)
  return {
    id: str(l.id),
    businessTypeName: str(l.business_type_name),
    coinTypeName: str(l.coin_type_name),
    operateType: int(l.operate_type),
    operateTypeName: str(l.operate_type_name),
    operateCoin: str(l.operate_coin),
    originalCoin: str(l.original_coin),
    latestCoin: str(l.latest_coin),
    msg: str(l.msg),
    addTime: str(l.add_time),
  }
}

export interface AccountDetail {
  account: CoinAccount
  accounts: CoinAccount[]
  logs: CoinLog[]
}

export const getAccountDetail = (id: string) =>
  load('accounts', 'detail', { id }, (d): AccountDetail => ({
    account: parseAccount(d.accounts),
    accounts: accountList(d.accounts_list),
    logs: arr(d.log_list).map(parseLog),
  }))

/** recharge/createinfo and cash/createinfo share one answer. */
export interface CoinFormInfo {
  account: CoinAccount
  accounts: CoinAccount[]
  networks: CoinOption[]
}

const formInfo = (d: Record<string, unknown>): CoinFormInfo => ({
  account: parseAccount(d.accounts),
  accounts: accountList(d.accounts_list),
  networks: options(d.network_list, 'id'),
})

export const getRechargeInfo = (accountsId: string) => load('recharge', 'createinfo', { accounts_id: accountsId || 0 }, formInfo)
export const getCashInfo = (accountsId: string) => load('cash', 'createinfo', { accounts_id: accountsId || 0 }, formInfo)

export const createRecharge = (values: { accountsId: string; networkId: string; address: string; coin: string }) =>
  act('recharge', 'create', { accounts_id: values.accountsId, network_id: values.networkId, address: values.address, coin: values.coin })

export interface CoinRecharge {
  id: string
  no: string
  status: number
  statusName: string
  platformName: string
  symbol: string
  networkName: string
  address: string
  coin: string
  payNote: string
  addTime: string
}

export function parseRecharge(raw: unknown): CoinRecharge {
  const r = obj(raw)
  return {
    id: str(r.id),
    no: str(r.recharge_no ?? r.cash_no),
    status: int(r.status),
    statusName: str(r.status_name),
    platformName: str(r.platform_name),
    symbol: str(r.platform_symbol),
    networkName: str(r.network_name),
    address: str(r.address),
    coin: str(r.coin),
    payNote: str(r.pay_note ?? r.user_note),
    addTime: str(r.add_time),
  }
}

export const getRecharge = (id: string) => load('recharge', 'detail', { id }, (d) => ({ recharge: parseRecharge(d.data), pathType: str(d.editor_path_type) }))

export const payRecharge = (id: string, voucher: string[], note: string) => act('recharge', 'pay', { id, pay_voucher: voucher, pay_note: note })

/** A filter value: '' means "All" and is sent as null (api-plugins-1 §6.9). */
const filter = (value: string) => (value === '' ? null : value)

async function page<T>(control: string, body: Record<string, unknown>, pageNo: number, parse: (raw: unknown) => T): Promise<ApiResult<Page<T>>> {
  return call(coin(control, 'index'), { ...body, page: pageNo, is_more: 1 }, (raw) => toPage(raw, pageNo, parse), { silent: true })
}

export interface StatusFilters {
  accountsId: string
  networkId: string
  status: string
}

export const getRecharges = (pageNo: number, f: StatusFilters) =>
  page('recharge', { accounts_id: filter(f.accountsId), network_id: filter(f.networkId), status: filter(f.status) }, pageNo, parseRecharge)
export const getCashes = (pageNo: number, f: StatusFilters) =>
  page('cash', { accounts_id: filter(f.accountsId), network_id: filter(f.networkId), status: filter(f.status) }, pageNo, parseRecharge)

export const deleteRecharge = (id: string) => act('recharge', 'delete', { ids: id })
export const deleteCash = (id: string) => act('cash', 'delete', { ids: id })

export const createCash = (values: { accountsId: string; networkId: string; address: string; coin: string; note: string }) =>
  act('cash', 'create', { accounts_id: values.accountsId, network_id: values.networkId, address: values.address, coin: values.coin, user_note: values.note })

export interface ConvertInfo {
  accounts: CoinAccount[]
  send: CoinAccount
  receive: CoinAccount
}

export const getConvertInfo = (sendId: string, receiveId: string) =>
  load('convert', 'createinfo', { send_accounts_id: sendId || 0, receive_accounts_id: receiveId || 0 }, (d): ConvertInfo => ({
    accounts: accountList(d.accounts_list),
    send: parseAccount(d.send_accounts),
    receive: parseAccount(d.receive_accounts),
  }))

export const createConvert = (sendId: string, receiveId: string, amount: string) =>
  act('convert', 'create', { send_accounts_id: sendId, receive_accounts_id: receiveId, coin: amount })

export interface CoinConvert {
  id: string
  no: string
  sendName: string
  sendSymbol: string
  receiveName: string
  receiveSymbol: string
  sent: string
  received: string
  note: string
  addTime: string
}

export const getConverts = (pageNo: number, f: { sendId: string; receiveId: string }) =>
  page('convert', { send_accounts_id: filter(f.sendId), receive_accounts_id: filter(f.receiveId) }, pageNo, (raw): CoinConvert => {
    const c = obj(raw)
    return {
      id: str(c.id),
      no: str(c.convert_no),
      sendName: str(c.send_platform_name, str(c.send_accounts_id)),
      sendSymbol: str(c.send_platform_symbol),
      receiveName: str(c.receive_platform_name, str(c.receive_accounts_id)),
      receiveSymbol: str(c.receive_platform_symbol),
      sent: str(c.convert_value),
      received: str(c.coin),
      note: str(c.note),
      addTime: str(c.add_time),
    }
  })

export interface TransferReceiver {
  id: string
  key: string
  username: string
  platformName: string
}

export const getTransferInfo = (accountsId: string, key: string) =>
  load('transfer', 'createinfo', { accounts_id: accountsId || 0, accounts_key: key }, (d) => {
    const r = obj(d.receive_accounts)
    const receiver: TransferReceiver | null = r.id
      ? { id: str(r.id), key: str(r.accounts_key), username: str(obj(r.user).username), platformName: str(r.platform_name) }
      : null
    return { account: parseAccount(d.accounts), receiver }
  })

export const createTransfer = (values: { accountsId: string; receiveId: string; coin: string; note: string }) =>
  act('transfer', 'create', { accounts_id: values.accountsId, receive_accounts_id: values.receiveId, coin: values.coin, note: values.note })

export interface CoinTransfer {
  id: string
  no: string
  receiver: string
  coin: string
  symbol: string
  note: string
  addTime: string
}

export const getTransfers = (pageNo: number, f: { sendId: string }) =>
  page('transfer', { send_accounts_id: filter(f.sendId) }, pageNo, (raw): CoinTransfer => {
    const r = obj(raw)
    return {
      id: str(r.id),
      no: str(r.transfer_no),
      receiver: str(obj(r.receive_user).username),
      coin: str(r.coin),
      symbol: str(r.platform_symbol),
      note: str(r.note),
      addTime: str(r.add_time),
    }
  })

export interface LogFilters {
  accountsId: string
  businessType: string
  operateType: string
  coinType: string
}

export const getCoinLogs = (pageNo: number, f: LogFilters) =>
  page(
    'accountslog',
    { accounts_id: filter(f.accountsId), business_type: filter(f.businessType), operate_type: filter(f.operateType), coin_type: filter(f.coinType) },
    pageNo,
    parseLog,
  )
