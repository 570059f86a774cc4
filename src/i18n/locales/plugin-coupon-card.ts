import { registerLocale } from '../index'
// The texts of a coupon card and its claim (the coupon pages, the goods-detail strip and the page-builder
// module), apart from the plugin's other texts so the page builder's coupon module does not load them all.
// Registered under the plugin's one area, so t('plugin-coupon.key') reads them like the others.
const locale = {
  zh: {
    fallback_action: '去使用',
    stamp_used: '已使用',
    stamp_expired: '已过期',
    single_page_blocked: '请在小程序中打开后领取',
  },
  en: {
    fallback_action: 'Use now',
    stamp_used: 'Used',
    stamp_expired: 'Expired',
    single_page_blocked: 'Open the mini program to claim coupons',
  },
}

registerLocale('plugin-coupon', locale)

export default locale
