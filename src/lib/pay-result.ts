import type { ApiResult } from '@/api/types'
import { CODE } from '@/api/types'
import { encodeBase64 } from './base64'
import { decodeParam } from './buy-params'

/** What the payment sheet does next with an order/pay answer (api-core 1.15). */
export type PayOutcome =
  | { kind: 'success'; message: string; orderNo: string }
  | { kind: 'offline'; message: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'jsapi'; params: Record<string, unknown> }
  | { kind: 'qrcode'; qrcodeUrl: string; orderNo: string; name: string; message: string; payUrl: string }
  | { kind: 'form'; html: string }
  | { kind: 'html'; html: string }
  | { kind: 'unsupported'; name: string }
  | { kind: 'fail'; message: string }

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

const JSAPI_FIELDS = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign']

export function interpretPayAnswer(result: ApiResult<unknown>): PayOutcome {
  if (!result.ok) {
    if (result.code === CODE.PAY_HTML && typeof result.data === 'string' && result.data) return { kind: 'html', html: result.data }
    return { kind: 'fail', message: result.msg }
  }
  const data = record(result.data)
  // order_no: the number of this payment (the pay log ShopXO writes for the orders paid together).
  const paid = { kind: 'success' as const, message: result.msg, orderNo: String(data.order_no ?? '') }
  if (Number(data.is_success) === 1) return paid
  const type = Number(data.is_payment_type ?? 0)
  if (type === 2) return paid
  if (type === 1) return { kind: 'offline', message: result.msg }
  const gateway = data.data
  const name = String(record(data.payment).name ?? '')
  if (typeof gateway === 'string' && gateway) return { kind: 'redirect', url: gateway }
  const payload = record(gateway)
  if (JSAPI_FIELDS.every((field) => field in payload)) return { kind: 'jsapi', params: payload }
  if (typeof payload.qrcode_url === 'string' && payload.qrcode_url) {
    return {
      kind: 'qrcode',
      qrcodeUrl: payload.qrcode_url,
      orderNo: String(payload.order_no ?? data.order_no ?? ''),
      name: String(payload.name ?? name),
      message: String(payload.msg ?? ''),
      payUrl: String(payload.pay_url ?? ''),
    }
  }
  const html = payload.html ?? data.html
  if (typeof html === 'string' && html) return { kind: 'form', html }
  return { kind: 'unsupported', name }
}

/** order/paycheck while the QR popup is open: 0 paid, -333 keep polling, anything else stops. */
export type PayCheckState = { state: 'paid' } | { state: 'pending' } | { state: 'failed'; message: string }

export function interpretPayCheck(result: ApiResult<unknown>): PayCheckState {
  if (result.ok) return { state: 'paid' }
  if (result.code === CODE.PAY_IN_PROGRESS) return { state: 'pending' }
  return { state: 'failed', message: result.msg }
}

/** Pay-result page codes (api-core 3.6) and what each one means to the shopper. */
export type PayResultKind = 'success' | 'processing' | 'failed' | 'cancelled' | 'network' | 'unknown' | 'user_cancelled' | 'other'

const RESULT_BY_CODE: Record<string, PayResultKind> = {
  '9000': 'success',
  '8000': 'processing',
  '4000': 'failed',
  '6001': 'cancelled',
  '6002': 'network',
  '6004': 'unknown',
  '99': 'user_cancelled',
}

export function payResultKind(code: unknown): PayResultKind {
  return RESULT_BY_CODE[String(code ?? '')] ?? 'other'
}

export interface PayTipsParams {
  code: string
  /** Label of the second button. */
  title?: string
  /** Where the second button goes. */
  page?: string
  /** What was paid (money text), shown on success. */
  price?: string
  /** The payment's number from the order/pay answer, shown on success. */
  order_no?: string
}

export const PAYTIPS_PAGE = '/pages/paytips/paytips'

export function paytipsUrl(params: PayTipsParams): string {
  return `${PAYTIPS_PAGE}?params=${encodeURIComponent(encodeBase64(JSON.stringify(params)))}`
}

export function decodePayTips(params: string | undefined): PayTipsParams | null {
  const value = decodeParam<Record<string, unknown>>(params)
  if (!value || typeof value !== 'object' || value.code === undefined) return null
  return {
    code: String(value.code),
    title: typeof value.title === 'string' ? value.title : undefined,
    page: typeof value.page === 'string' ? value.page : undefined,
    price: typeof value.price === 'string' ? value.price : undefined,
    order_no: typeof value.order_no === 'string' ? value.order_no : undefined,
  }
}

/** H5 redirect_url: encodeURIComponent(base64(absolute page URL)) (api-core 1.15). */
export function encodeRedirectUrl(absoluteUrl: string): string {
  return encodeURIComponent(encodeBase64(absoluteUrl))
}

/** PayPal and UniPayment take the same value as respond_url. */
export function redirectKeyFor(payment: string): 'redirect_url' | 'respond_url' {
  return payment === 'PayPal' || payment === 'UniPayment' ? 'respond_url' : 'redirect_url'
}
