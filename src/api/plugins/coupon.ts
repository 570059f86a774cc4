import { call, pluginRoute } from '../client'
import { arr, obj, str } from '../parse'
import type { ApiResult } from '../types'
import { couponStatusOf, parseCoupon, type Coupon, type CouponStatus } from './coupon-core'

export { claimCoupon, couponStatusOf, isCouponInactive, parseCoupon, type Coupon, type CouponStatus } from './coupon-core'

export interface UserCoupon {
  id: string
  coupon: Coupon
  status: CouponStatus
  actionText: string
  validFrom: string
  validTo: string
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
