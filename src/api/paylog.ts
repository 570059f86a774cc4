import { call, route } from './client'
import { arr, obj, str } from './parse'
import type { ApiResult } from './types'

/** paylog/index: the places payment records can be seen (ShopXO: "shop orders" plus plugins). */
export interface PayLogEntry {
  name: string
  url: string
}

/** paylog/detail: the orders paid by one pay log. */
export interface PayLogOrder {
  orderNo: string
  url: string
}

export function parsePayLogEntries(data: unknown): PayLogEntry[] {
  return arr<Record<string, unknown>>(data).map((item) => ({ name: str(obj(item).name), url: str(obj(item).url) }))
}

export function parsePayLogOrders(data: unknown): PayLogOrder[] {
  return arr<Record<string, unknown>>(data).map((item) => ({ orderNo: str(obj(item).order_no), url: str(obj(item).url) }))
}

export async function getPayLogEntries(query: Record<string, string> = {}): Promise<ApiResult<PayLogEntry[]>> {
  return call(route('paylog', 'index'), query, parsePayLogEntries, { silent: true })
}

/** By pay-log `id` or pay-log number `orderno`; only paid logs are found. */
export async function getPayLogOrders(query: Record<string, string>): Promise<ApiResult<PayLogOrder[]>> {
  return call(route('paylog', 'detail'), query, parsePayLogOrders, { silent: true })
}
