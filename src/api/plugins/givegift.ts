import { parsePayment, type PaymentMethod } from '../buy'
import { call, pluginRoute } from '../client'
import { parseSpecGroups, type SpecGroup } from '../goods-summary'
import { asIs, arr, bool, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { pluginPayBody, type PluginPayRequest } from '../plugin-pay'

/** givegift (api-plugins-2 §3.17): give N units of a goods, share a link or codes, claim at zero cost. */
const gift = (action: string) => pluginRoute('givegift', 'gift', action)
const giftCode = (action: string) => pluginRoute('givegift', 'giftcode', action)

/** Gift status (the list's buttons depend on it): unpaid, paid (shareable), cancelled. */
export const GIFT_STATUS = { unpaid: 0, paid: 1, cancelled: 2 } as const
/** What the receive answer says about claiming now. */
export const RECEIVE_STATUS = { open: 0, claimed: 1, closed: 2, own: 3 } as const

export interface GiftGoods {
  id: string
  title: string
  image: string
  price: string
  originalPrice: string
  inventory: number
  inventoryUnit: string
  buyMin: number
  /** 0 = no limit. */
  buyMax: number
  simpleDesc: string
  url: string
  showInventory: boolean
  specGroups: SpecGroup[]
}

export function parseGiftGoods(raw: Record<string, unknown>): GiftGoods {
  return {
    id: reqStr(raw, 'id'),
    title: str(raw.title),
    image: str(raw.images),
    price: str(raw.price),
    originalPrice: str(raw.original_price),
    inventory: int(raw.inventory),
    inventoryUnit: str(raw.inventory_unit),
    buyMin: Math.max(1, int(raw.buy_min_number, 1)),
    buyMax: int(raw.buy_max_number),
    simpleDesc: str(raw.simple_desc),
    url: str(raw.goods_url),
    showInventory: raw.show_inventory_status === undefined || bool(raw.show_inventory_status),
    specGroups: parseSpecGroups(raw.specifications),
  }
}

export interface PaymentChoice {
  payments: PaymentMethod[]
  defaultPaymentId: string
}

function parsePayments(data: Record<string, unknown>): PaymentChoice {
  return {
    payments: arr<Record<string, unknown>>(data.payment_list).map((p) => parsePayment(obj(p))),
    defaultPaymentId: data.default_payment_id === null || data.default_payment_id === undefined ? '' : str(data.default_payment_id),
  }
}

export interface GiftGoodsPage extends PaymentChoice {
  goods: GiftGoods
}

export function getGiftGoods(goodsId: string): Promise<ApiResult<GiftGoodsPage>> {
  return call(
    gift('goods'),
    { goods_id: goodsId },
    (raw) => {
      const data = obj(raw)
      return { goods: parseGiftGoods(obj(data.goods)), ...parsePayments(data) }
    },
    { silent: true },
  )
}

/** The goods that can be given (the "choose a goods" list). */
export function getGiftableGoods(): Promise<ApiResult<GiftGoods[]>> {
  return call(gift('goodslist'), {}, (raw) => arr<Record<string, unknown>>(obj(raw).data).map((g) => parseGiftGoods(obj(g))), { silent: true })
}

export interface GiftCreated {
  /** Nothing to pay: the gift can be shared at once. */
  paid: boolean
  orderId: string
  totalPrice: string
}

export interface NewGift {
  goodsId: string
  buyNumber: number
  unlimited: boolean
  message: string
}

/** gift/create sends the flag as true/false (api-plugins-2 §5.15); gift/save sends 1/0. */
export function createGift(input: NewGift): Promise<ApiResult<GiftCreated>> {
  return call(
    gift('create'),
    { goods_id: input.goodsId, buy_number: input.buyNumber, is_no_limit_receive: input.unlimited, message_tips: input.message },
    (raw) => {
      const data = obj(raw)
      return { paid: int(data.is_success) === 1, orderId: reqStr(data, 'order_id'), totalPrice: str(data.total_price) }
    },
  )
}

export function payGift(request: PluginPayRequest): Promise<ApiResult<unknown>> {
  return call(gift('pay'), pluginPayBody(request), asIs, { silent: true })
}

export function checkGiftPayment(orderNo: string): Promise<ApiResult<unknown>> {
  return call(gift('paycheck'), { order_no: orderNo }, asIs, { silent: true })
}

export interface StatusTab {
  value: string
  label: string
}

function parseTabs(raw: unknown): StatusTab[] {
  return arr<Record<string, unknown>>(raw).map((tab) => ({ value: str(obj(tab).value), label: str(obj(tab).name) }))
}

export interface GiftInit extends PaymentChoice {
  tabs: StatusTab[]
}

export function getGiftInit(): Promise<ApiResult<GiftInit>> {
  return call(
    gift('init'),
    {},
    (raw) => {
      const data = obj(raw)
      return { ...parsePayments(data), tabs: parseTabs(data.nav_status_list) }
    },
    { silent: true },
  )
}

export interface Gift {
  id: string
  giftNo: string
  key: string
  status: number
  statusName: string
  goods: { id: string; title: string; image: string; url: string }
  buyNumber: number
  receiveNumber: number
  totalPrice: string
  paymentId: string
  message: string
  unlimited: boolean
  unlimitedName: string
  addTime: string
}

export function parseGift(raw: Record<string, unknown>): Gift {
  const goods = obj(raw.goods)
  return {
    id: reqStr(raw, 'id'),
    giftNo: str(raw.gift_no),
    key: str(raw.key),
    status: int(raw.status),
    statusName: str(raw.status_name),
    goods: { id: str(goods.id), title: str(goods.title), image: str(goods.images), url: str(goods.goods_url) },
    buyNumber: int(raw.buy_number),
    receiveNumber: int(raw.receive_number),
    totalPrice: str(raw.total_price),
    paymentId: str(raw.payment_id),
    message: str(raw.message_tips),
    unlimited: bool(raw.is_no_limit_receive),
    unlimitedName: str(raw.is_no_limit_receive_name),
    addTime: str(raw.add_time),
  }
}

/** field_list [{name, field}] read against a row: the label / value lines the server asks to show. */
export type FieldLine = [label: string, value: string]

function fieldLines(fieldList: unknown, row: Record<string, unknown>): FieldLine[] {
  return arr<Record<string, unknown>>(fieldList)
    .map((f) => [str(obj(f).name), str(row[str(obj(f).field)])] as FieldLine)
    .filter(([label]) => label !== '')
}

/** All tabs send "-1"; the server wants no status then (api-plugins-2 §3.17). */
const statusParam = (status: string) => (status === '-1' ? {} : { status })

export function getGifts(page: number, status: string): Promise<ApiResult<Page<Gift>>> {
  return call(gift('index'), { page, ...statusParam(status) }, (raw) => toPage(raw, page, parseGift), { silent: true })
}

export interface GiftDetail {
  gift: Gift
  lines: FieldLine[]
}

export function getGiftDetail(id: string): Promise<ApiResult<GiftDetail>> {
  return call(
    gift('detail'),
    { id },
    (raw) => {
      const data = obj(raw)
      const row = obj(data.data ?? data)
      return { gift: parseGift(row), lines: fieldLines(data.field_list, row) }
    },
    { silent: true },
  )
}

export function saveGift(id: string, message: string, unlimited: boolean): Promise<ApiResult<unknown>> {
  return call(gift('save'), { id, message_tips: message, is_no_limit_receive: unlimited ? 1 : 0 }, asIs)
}

export function cancelGift(id: string): Promise<ApiResult<unknown>> {
  return call(gift('cancel'), { ids: id }, asIs)
}

export function deleteGift(id: string): Promise<ApiResult<unknown>> {
  return call(gift('delete'), { ids: id }, asIs)
}

export interface GiftCode {
  id: string
  code: string
  /** 0 unclaimed, 1 claimed. */
  status: number
  statusName: string
  claimer: { avatar: string; name: string } | null
  useTime: string
  note: string
}

export function parseGiftCode(raw: Record<string, unknown>): GiftCode {
  const user = obj(raw.use_user)
  return {
    id: str(raw.id) || reqStr(raw, 'code'),
    code: reqStr(raw, 'code'),
    status: int(raw.status),
    statusName: str(raw.status_name),
    claimer: Object.keys(user).length ? { avatar: str(user.avatar), name: str(user.user_name_view) } : null,
    useTime: str(raw.use_time),
    note: str(raw.user_message),
  }
}

export function getCodeTabs(): Promise<ApiResult<StatusTab[]>> {
  return call(giftCode('init'), {}, (raw) => parseTabs(obj(raw).nav_status_list), { silent: true })
}

export function getGiftCodes(giftId: string, page: number, status: string): Promise<ApiResult<Page<GiftCode>>> {
  return call(giftCode('index'), { oid: giftId, page, ...statusParam(status) }, (raw) => toPage(raw, page, parseGiftCode), { silent: true })
}

/** How a receiver opened the gift: the link of all units (key) or one unit's code. */
export type GiftRef = { type: 'key' | 'code'; value: string }

export interface ReceiveInfo {
  title: string
  message: string
  ref: GiftRef
  giver: { avatar: string; name: string }
  goods: GiftGoods
  status: number
  statusMessage: string
  remaining: number
}

export function parseReceive(data: unknown, asked: GiftRef): ReceiveInfo {
  const raw = obj(data)
  const user = obj(raw.user)
  const ref: GiftRef = raw.code ? { type: 'code', value: str(raw.code) } : raw.key ? { type: 'key', value: str(raw.key) } : asked
  return {
    title: str(raw.title),
    message: str(raw.desc),
    ref,
    giver: { avatar: str(user.avatar), name: str(user.user_name_view) },
    goods: parseGiftGoods(obj(raw.goods)),
    status: int(raw.receive_status),
    statusMessage: str(raw.receive_msg),
    remaining: int(raw.remaining_number),
  }
}

export function getReceive(ref: GiftRef): Promise<ApiResult<ReceiveInfo>> {
  return call(gift('receive'), { [ref.type]: ref.value }, (raw) => parseReceive(raw, ref), { silent: true })
}
