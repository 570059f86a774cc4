import { registerLocale } from '../index'
// The texts of the plugin's strip on goods detail and its sheet, apart from its pages' texts so that page does not load them all.
// Registered under the plugin's one area, so t('plugin-coupon.key') reads them like the others.
const locale = {
  zh: {
    goods_count: '共 {n} 张',
    goods_popup_empty: '无优惠券信息',
    goods_popup_title: '领取优惠券',
    goods_strip: '优惠券',
    close: '关闭',
  },
  en: {
    goods_count: '{n} {n|coupon|coupons}',
    goods_popup_empty: 'No coupon information',
    goods_popup_title: 'Claim coupons',
    goods_strip: 'Coupons',
    close: 'Close',
  },
}

registerLocale('plugin-coupon', locale)

export default locale
