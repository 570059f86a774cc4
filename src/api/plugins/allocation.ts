import { call, pluginRoute } from '../client'
import { obj, str } from '../parse'
import type { ApiResult } from '../types'

/** allocation (api-plugins-2 §3.21): the WeChat mini-program cashier. */

export interface CashierPayData {
  payPrice: string
  /** wx.requestPayment parameters. */
  payment: { timeStamp: string; nonceStr: string; package: string; signType: string; paySign: string }
}

export function parseCashierPayData(raw: unknown): CashierPayData {
  const data = obj(raw)
  const pay = obj(data.pay_data)
  return {
    payPrice: str(data.pay_price),
    payment: { timeStamp: str(pay.timeStamp), nonceStr: str(pay.nonceStr), package: str(pay.package), signType: str(pay.signType), paySign: str(pay.paySign) },
  }
}

/** Pay parameters for the launch params the App opened the cashier with, plus the platform login code. */
export function getCashierPayData(params: Record<string, string>, authcode: string): Promise<ApiResult<CashierPayData>> {
  return call(pluginRoute('allocation', 'cashier', 'paydata'), { ...params, authcode }, parseCashierPayData, { silent: true })
}

/** The amount a refusal still names (data.pay_price), '' when none. */
export function refusedPayPrice(result: ApiResult<unknown>): string {
  return result.ok ? '' : str(obj(result.data).pay_price)
}
