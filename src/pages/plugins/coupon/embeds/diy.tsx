import { registerDiyModules } from '@/components/diy/registry'

// The coupon module of the page builder; its code loads when a page shows one (web build).
registerDiyModules({
  keys: ['coupon'],
  plugin: 'coupon',
  load:
    process.env.TARO_ENV === 'h5'
      ? () => import('../components/coupon-diy').then((m) => m.default)
      : () => import(/* webpackMode: "eager" */ '../components/coupon-diy').then((m) => m.default),
})
