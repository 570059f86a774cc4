// The page builder's coupon module (api-plugins-2 2.4 "coupon"): picked coupons (data_list) or the coupons
// on offer (data_auto_list), each with this shopper's claim status, filled on every load while the plugin is on.
import { fillSource } from '../../services/diy/sources'
import { registerDiyModuleHydrator } from '../../services/diy/hydrators'
import { offeredCoupons } from './index'
import { centreCouponView, couponById } from './view'

registerDiyModuleHydrator(
  'coupon',
  (ctx, content) =>
    fillSource(
      content,
      (id) => {
        const coupon = couponById(ctx.db, id)
        return coupon ? centreCouponView(ctx, coupon) : undefined
      },
      (c) =>
        offeredCoupons(ctx, 0)
          .slice(0, Math.min(Math.max(Number(c.number) || 4, 1), 20))
          .map((coupon) => centreCouponView(ctx, coupon)),
    ),
  { plugin: 'coupon' },
)
