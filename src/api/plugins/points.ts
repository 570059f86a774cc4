import { parseGoodsSummary, type GoodsSummary } from '../goods-summary'
import { call, pluginRoute } from '../client'
import { arr, bool, int, obj, str } from '../parse'
import type { ApiResult } from '../types'

export interface ExchangeGoods extends GoodsSummary {
  pointsValue: number
  pointsUnit: string
}

export interface PointsMall {
  title: string
  bannerImage: string
  bannerUrl: string
  rules: string[]
  /** Show the latest points changes (is_home_points_record). */
  showRecord: boolean
  goods: ExchangeGoods[]
  /** null for guests. */
  balance: number | null
}

export function parseExchangeGoods(raw: Record<string, unknown>): ExchangeGoods {
  return { ...parseGoodsSummary(raw), pointsValue: int(raw.points_value), pointsUnit: str(raw.points_unit) }
}

export function parsePointsMall(data: unknown): PointsMall {
  const raw = obj(data)
  const base = obj(raw.base)
  const userIntegral = raw.user_integral === null || raw.user_integral === undefined ? null : obj(raw.user_integral)
  return {
    title: str(base.application_name),
    bannerImage: str(base.right_images),
    bannerUrl: str(base.right_images_url),
    rules: arr(base.points_desc)
      .map((line) => str(line))
      .filter(Boolean),
    showRecord: bool(base.is_home_points_record),
    goods: arr<Record<string, unknown>>(base.goods_exchange_data).map((item) => parseExchangeGoods(obj(item))),
    balance: userIntegral ? int(userIntegral.integral) : null,
  }
}

/** scan/index outcome (api-plugins 12.2): -10000 landing, 0 claimed, -100 refused, other = error. */
export type ScanOutcome = 'landing' | 'success' | 'failed' | 'error'

export interface ScanResult {
  outcome: ScanOutcome
  message: string
  tips: string
  images: { success: string; fail: string; top: string }
}

export function scanOutcomeOf(status: number): ScanOutcome {
  if (status === -10000) return 'landing'
  if (status === 0) return 'success'
  if (status === -100) return 'failed'
  return 'error'
}

export function parseScanResult(data: unknown): ScanResult {
  const raw = obj(data)
  const base = obj(raw.base)
  // The outcome sits in data.data; accept it at the top level too.
  const outcome = Object.keys(obj(raw.data)).length ? obj(raw.data) : raw
  return {
    outcome: scanOutcomeOf(int(outcome.status, -1)),
    message: str(outcome.msg),
    tips: str(base.scan_tips),
    images: { success: str(base.scan_success_images), fail: str(base.scan_fail_images), top: str(base.scan_top_banner) },
  }
}

/** Codes arrive typed, or inside a scanned URL (/points-scan-index-id-<id> or .../scan/pluginsaction/index/id/<id>). */
export function extractClaimCode(text: string): string {
  const value = text.trim()
  const match = value.match(/points-scan-index-id-([A-Za-z0-9_-]+)/) ?? value.match(/pluginscontrol\/scan\/pluginsaction\/index\/id\/([A-Za-z0-9_-]+)/)
  return match ? match[1] : value
}

/** plugins_points_data of buy/index (api-plugins 13.3). */
export interface CheckoutPoints {
  enabled: boolean
  maxPoints: number
  usedPoints: number
  balance: number
  discountPrice: string
  /** Fixed amount (pure exchange) — no amount input. */
  fixedAmount: boolean
  pureExchange: boolean
  usableTips: string
  notTips: string
}

export function parseCheckoutPoints(raw: unknown): CheckoutPoints | null {
  const data = obj(raw)
  if (!Object.keys(data).length) return null
  return {
    enabled: bool(data.is_points),
    maxPoints: int(data.use_integral),
    usedPoints: int(data.actual_use_integral),
    balance: int(data.user_integral),
    discountPrice: str(data.discount_price, '0.00'),
    fixedAmount: int(data.discount_type) === 1,
    pureExchange: bool(data.is_pure_exchange_modal),
    usableTips: str(data.usable_msg_tips),
    notTips: str(data.not_msg_tips),
  }
}

/** Keep an entered amount within 0..max (the input allows digits only). */
export function clampPoints(input: string | number, max: number): number {
  const n = Math.floor(Number(String(input).replace(/[^\d]/g, '')) || 0)
  return Math.max(0, Math.min(n, Math.max(0, max)))
}

export async function getPointsMall(): Promise<ApiResult<PointsMall>> {
  return call(pluginRoute('points', 'index', 'index'), {}, parsePointsMall, { silent: true })
}

/** Without a code: the landing texts. With one: claim it (needs login; the outcome says why not). */
export async function claimPointsCode(code = ''): Promise<ApiResult<ScanResult>> {
  return call(pluginRoute('points', 'scan', 'index'), code ? { id: code } : {}, parseScanResult, { silent: true })
}

/** plugins_base.points.data, read through app.pluginBase('points', parsePointsBase). */
export interface PointsBase {
  /** is_default_use_points == 1: checkout starts with the deduction switched on. */
  useByDefault: boolean
}

export function parsePointsBase(data: Record<string, unknown>): PointsBase {
  return { useByDefault: int(data.is_default_use_points) === 1 }
}
