import { call, pluginRoute } from '../client'
import { arr, int, num, obj, str } from '../parse'
import type { ApiResult } from '../types'

/** coupon-card status_type (api-plugins 2.1) as names. */
export type CouponStatus = 'claim' | 'claimed' | 'soldOut' | 'use' | 'used' | 'expired'

const STATUS_BY_CODE: CouponStatus[] = ['claim', 'claimed', 'soldOut', 'use', 'used', 'expired']

export function couponStatusOf(code: unknown): CouponStatus {
  return STATUS_BY_CODE[int(code, 3)] ?? 'use'
}

/** Used and expired cards are greyed out (status_type > 3). */
export function isCouponInactive(status: CouponStatus): boolean {
  return status === 'used' || status === 'expired'
}

export interface Coupon {
  id: string
  name: string
  /** "满100可用" — the usage condition. */
  desc: string
  /** Money off (value shown after the currency symbol) or a discount (value + unit, "8.5折"). */
  isMoney: boolean
  value: string
  unit: string
  scopeName: string
  color: string
  /** Claim progress: null when the coupon is unlimited. */
  progress: { percent: number; text: string } | null
  expireTips: string
  status: CouponStatus
  actionText: string
}

export interface UserCoupon {
  id: string
  coupon: Coupon
  status: CouponStatus
  actionText: string
  validFrom: string
  validTo: string
}

export function parseCoupon(raw: Record<string, unknown>): Coupon {
  const process = obj(raw.process_data)
  return {
    id: str(raw.id),
    name: str(raw.name),
    desc: str(raw.desc),
    isMoney: str(raw.type, '0') === '0',
    value: str(raw.discount_value),
    unit: str(raw.type_unit),
    scopeName: str(raw.use_limit_type_name),
    color: str(raw.bg_color_value),
    progress: int(process.type) === 0 ? null : { percent: Math.min(100, Math.max(0, num(process.value))), text: str(process.msg) },
    expireTips: str(raw.expire_tips),
    status: couponStatusOf(raw.status_type ?? 0),
    actionText: str(raw.status_operable_name),
  }
}

export function parseUserCoupon(raw: Record<string, unknown>): UserCoupon {
  const status = couponStatusOf(raw.status_type)
  return {
    id: str(raw.id),
    coupon: { ...parseCoupon(obj(raw.coupon)), status, actionText: str(raw.status_operable_name) },
    status,
    actionText: str(raw.status_operable_name),
    validFrom: str(raw.time_start_show_text),
    validTo: str(raw.time_end_show_text),
  }
}

export interface CouponCentre {
  title: string
  bannerImage: string
  bannerUrl: string
  coupons: Coupon[]
}

export function parseCouponCentre(data: unknown): CouponCentre {
  const raw = obj(data)
  const base = obj(raw.base)
  return {
    title: str(base.application_name),
    bannerImage: str(base.app_banner_images),
    bannerUrl: str(base.url),
    coupons: arr<Record<string, unknown>>(raw.data).map((item) => parseCoupon(obj(item))),
  }
}

export interface ShopCoupons {
  title: string
  shopName: string
  shopUrl: string
  coupons: Coupon[]
}

export function parseShopCoupons(data: unknown): ShopCoupons {
  const raw = obj(data)
  const base = obj(raw.base)
  const shop = obj(raw.shop)
  return {
    title: str(base.shop_application_name) || str(base.application_name),
    shopName: str(shop.name),
    shopUrl: str(shop.url),
    coupons: arr<Record<string, unknown>>(raw.data).map((item) => parseCoupon(obj(item))),
  }
}

export type MyCouponTab = 'unused' | 'used' | 'expired'
export type MyCoupons = Record<MyCouponTab, UserCoupon[]>

export function parseMyCoupons(data: unknown): MyCoupons {
  const raw = obj(data)
  const list = (value: unknown) => arr<Record<string, unknown>>(value).map((item) => parseUserCoupon(obj(item)))
  return { unused: list(raw.not_use), used: list(raw.already_use), expired: list(raw.already_expire) }
}

/** plugins_coupon_data of buy/index: one entry per warehouse group (api-plugins 13.3). */
export interface CheckoutCouponGroup {
  warehouseId: string
  options: UserCoupon[]
  chosenId: string
  chosenDesc: string
}

export function parseCheckoutCoupons(raw: unknown): CheckoutCouponGroup[] {
  return arr<Record<string, unknown>>(raw).map((item) => {
    const entry = obj(item)
    const data = obj(entry.coupon_data)
    const choice = obj(data.coupon_choice)
    return {
      warehouseId: str(entry.warehouse_id),
      options: arr<Record<string, unknown>>(data.coupon_list).map((option) => parseUserCoupon(obj(option))),
      chosenId: Object.keys(choice).length ? str(choice.id) : '',
      chosenDesc: str(obj(choice.coupon).desc),
    }
  })
}

/** The request key for one warehouse's coupon choice. */
export function couponParamKey(warehouseId: string): string {
  return `coupon_id_${warehouseId}`
}

export async function getCouponCentre(goodsId?: string): Promise<ApiResult<CouponCentre>> {
  return call(pluginRoute('coupon', 'index', 'index'), goodsId ? { goods_id: goodsId } : {}, parseCouponCentre, { silent: true })
}

export async function getShopCoupons(shopId: string): Promise<ApiResult<ShopCoupons>> {
  return call(pluginRoute('coupon', 'index', 'shop'), { shop_id: shopId }, parseShopCoupons, { silent: true })
}

export async function getMyCoupons(): Promise<ApiResult<MyCoupons>> {
  return call(pluginRoute('coupon', 'coupon', 'index'), {}, parseMyCoupons, { silent: true })
}

/** Claim one coupon; the answer carries the coupon with its new status (failures toast the server msg). */
export async function claimCoupon(couponId: string): Promise<ApiResult<Coupon>> {
  return call(pluginRoute('coupon', 'coupon', 'receive'), { coupon_id: couponId }, (answer) => {
    const updated = obj(obj(answer).coupon)
    return parseCoupon(updated)
  })
}
