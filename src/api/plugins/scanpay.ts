import { parsePayment, type PaymentMethod } from '../buy'
import { call, pluginRoute } from '../client'
import { arr, obj, reqInt, reqStr, str } from '../parse'
import { pluginPayBody, type PluginPayRequest } from '../plugin-pay'
import type { ApiResult } from '../types'

/** scanpay (api-plugins-2 §3.12): pay a merchant's collection code. */
const scanpay = (action: string) => pluginRoute('scanpay', 'index', action)

export interface ScanpayMerchant {
  id: string
  type: string
  name: string
  alias: string
  logo: string
}

export interface ScanpayCounter {
  merchant: ScanpayMerchant
  payments: PaymentMethod[]
  /** The largest amount one payment may have (shown currency), e.g. "50000.00"; '' when not sent. */
  maxAmount: string
}

function parseMerchant(raw: unknown): ScanpayMerchant {
  const m = obj(raw)
  return { id: str(m.id), type: str(m.type, '0'), name: reqStr(m, 'name'), alias: str(m.alias), logo: str(m.logo) }
}

export function parseCounter(raw: unknown): ScanpayCounter {
  const data = obj(raw)
  return {
    merchant: parseMerchant(data.scanpay_info),
    payments: arr<unknown>(data.payment_list).map((p) => parsePayment(obj(p))),
    maxAmount: str(data.price_max),
  }
}

export function getScanpayCounter(id: string, type: string): Promise<ApiResult<ScanpayCounter>> {
  return call(scanpay('index'), { id, type }, parseCounter, { silent: true })
}

export interface ScanpayOrderInput {
  merchantId: string
  type: string
  price: string
  note: string
  paymentId: string
}

/** A payable record of the typed amount; answers its id. */
export function createScanpayOrder(input: ScanpayOrderInput): Promise<ApiResult<string>> {
  return call(scanpay('created'), { id: input.merchantId, type: input.type, price: input.price, note: input.note, payment_id: input.paymentId }, (raw) =>
    reqStr(obj(raw), 'id'),
  )
}

export function payScanpayOrder(request: PluginPayRequest): Promise<ApiResult<unknown>> {
  return call(scanpay('pay'), pluginPayBody(request), (raw) => raw)
}

export function checkScanpayPayment(orderNo: string): Promise<ApiResult<unknown>> {
  return call(scanpay('paycheck'), { order_no: orderNo }, (raw) => raw, { silent: true })
}

export interface ScanpayResult {
  id: string
  /** 1 = paid. */
  status: number
  orderNo: string
  price: string
  payPrice: string
  note: string
  paymentName: string
  payTime: string
  merchant: ScanpayMerchant | null
  adHtml: string
}

export function parseScanpayResult(raw: unknown): ScanpayResult {
  const data = obj(raw)
  const order = obj(data.order_info)
  const merchant = obj(data.scanpay_info)
  return {
    id: reqStr(order, 'id'),
    status: reqInt(order, 'status'),
    orderNo: str(order.order_no),
    price: str(order.price),
    payPrice: str(order.pay_price),
    note: str(order.note),
    paymentName: str(order.payment_name),
    payTime: str(order.pay_time),
    merchant: Object.keys(merchant).length ? parseMerchant(merchant) : null,
    adHtml: str(data.ad_code),
  }
}

export function getScanpayResult(id: string): Promise<ApiResult<ScanpayResult>> {
  return call(scanpay('orderinfo'), { id }, parseScanpayResult, { silent: true })
}

/** order_info.status of a paid record. */
export const SCANPAY_PAID = 1
