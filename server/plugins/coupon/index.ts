// coupon (优惠券): coupon centre, single coupon, a shop's coupons, my coupons, claiming, checkout.
import { definePlugin } from '../../core/plugins'
import { ok, type Ctx } from '../../core/router'
import { ApiError } from '../../core/result'
import { all } from '../../db'
import { asPositiveInt, requireId } from '../../core/validate'
import { claimCoupon } from './claim'
import { registerCouponCheckout } from './checkout'
import { coversGoods } from './scope'
import { seedCoupons } from './seed'
import { centreCouponView, couponById, STATUS_TYPE, userCouponsWithCoupon, userCouponView, type CouponRow } from './view'
import './messages'
import './diy' // the page builder's coupon module

const MAX_CLAIM_AT_ONCE = 20

function base(ctx: Ctx) {
  return {
    application_name: ctx.t('coupon.name'),
    app_banner_images: '',
    url: '',
    seo_title: ctx.t('coupon.name'),
    seo_desc: ctx.t('coupon.seo_desc'),
  }
}

/** Coupons still on offer for a shop (0 = platform): enabled and not past a fixed end. */
export function offeredCoupons(ctx: Ctx, shopId: number): CouponRow[] {
  return all<CouponRow>(
    ctx.db,
    'SELECT * FROM coupons WHERE is_enable = 1 AND shop_id = ? AND (expire_type = 0 OR fixed_time_end = 0 OR fixed_time_end >= ?) ORDER BY sort, id',
    shopId,
    ctx.nowSeconds(),
  )
}

/** Optional positive-integer param: absent -> null, malformed -> -1 with the field's name. */
function optionalId(ctx: Ctx, name: string, labelKey: string): number | null {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null || raw === '') return null
  const id = asPositiveInt(raw)
  if (id === null) throw new ApiError(ctx.t('validate.int', { name: ctx.t(labelKey) }))
  return id
}

/** index/index: the platform coupon centre; goods_id narrows it to coupons covering that goods. */
function centre(ctx: Ctx) {
  const goodsId = optionalId(ctx, 'goods_id', 'coupon.goods_id_label')
  let coupons = offeredCoupons(ctx, 0)
  if (goodsId !== null) coupons = coupons.filter((coupon) => coversGoods(ctx.db, coupon)(goodsId))
  return ok({ base: base(ctx), data: coupons.map((coupon) => centreCouponView(ctx, coupon)) })
}

function detail(ctx: Ctx) {
  const id = requireId(ctx, 'id', ctx.t('coupon.coupon_id_label'))
  const coupon = couponById(ctx.db, id)
  if (!coupon) throw new ApiError(ctx.t('coupon.not_found'))
  return ok({ base: base(ctx), data: centreCouponView(ctx, coupon) })
}

function shop(ctx: Ctx) {
  const shopId = requireId(ctx, 'shop_id', ctx.t('coupon.shop_id_label'))
  const coupons = offeredCoupons(ctx, shopId)
  const shopName = coupons[0]?.shop_name ?? ''
  return ok({
    base: {
      ...base(ctx),
      shop_application_name: shopName ? ctx.t('coupon.shop_name', { shop: shopName }) : ctx.t('coupon.shop_default'),
    },
    // No shop plugin here: the shop has a name but no page to link back to.
    shop: shopName ? { id: shopId, name: shopName, url: '' } : null,
    data: coupons.map((coupon) => centreCouponView(ctx, coupon)),
  })
}

/** coupon/index: my coupons split the way the three tabs show them. */
function mine(ctx: Ctx) {
  const user = ctx.requireUser()
  const groups = { not_use: [] as unknown[], already_use: [] as unknown[], already_expire: [] as unknown[] }
  for (const { row, coupon } of userCouponsWithCoupon(ctx.db, user.id)) {
    const view = userCouponView(ctx, row, coupon)
    if (view.status_type === STATUS_TYPE.used) groups.already_use.push(view)
    else if (view.status_type === STATUS_TYPE.expired) groups.already_expire.push(view)
    else groups.not_use.push(view)
  }
  return ok(groups)
}

/** coupon/receive: one id -> data.coupon is the updated coupon; 'a,b,c' -> a list (claim all). */
function receive(ctx: Ctx) {
  const user = ctx.requireUser()
  const raw = ctx.params.coupon_id
  const label = ctx.t('coupon.coupon_id_label')
  const isList = typeof raw === 'string' && raw.includes(',')
  if (!isList) {
    const coupon = claimCoupon(ctx, user, requireId(ctx, 'coupon_id', label))
    return ok({ coupon: centreCouponView(ctx, coupon) }, ctx.t('coupon.claimed_ok'))
  }
  const ids = String(raw)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => asPositiveInt(part))
  if (!ids.length || ids.length > MAX_CLAIM_AT_ONCE || ids.some((id) => id === null)) throw new ApiError(ctx.t('validate.ids', { name: label }))
  const claimed: unknown[] = []
  let firstError = ''
  for (const id of new Set(ids as number[])) {
    try {
      claimed.push(centreCouponView(ctx, claimCoupon(ctx, user, id)))
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      firstError ||= error.message
    }
  }
  if (!claimed.length) throw new ApiError(firstError)
  return ok({ coupon: claimed }, ctx.t('coupon.claimed_ok'))
}

registerCouponCheckout()

definePlugin({
  name: 'coupon',
  baseData: (ctx) => ({ application_name: ctx.t('coupon.name') }),
  controls: {
    index: { index: centre, detail, shop },
    coupon: { index: mine, receive },
  },
  seed: seedCoupons,
})
