/** Pages of the coupon subpackage. */
export const COUPON_CENTRE_PAGE = '/pages/plugins/coupon/index/index'
export const MY_COUPONS_PAGE = '/pages/plugins/coupon/user/user'
export const couponDetailUrl = (id: string) => `/pages/plugins/coupon/detail/detail?id=${encodeURIComponent(id)}`
export const shopCouponsUrl = (shopId: string) => `/pages/plugins/coupon/shop/shop?shop_id=${encodeURIComponent(shopId)}`
