import { registerDiyModules } from '@/components/diy/registry'

// The shop module of the page builder; its code loads when a page shows one (web build).
registerDiyModules({
  keys: ['shop'],
  plugin: 'shop',
  load:
    process.env.TARO_ENV === 'h5'
      ? () => import('../components/shop-diy').then((m) => m.default)
      : () => import(/* webpackMode: "eager" */ '../components/shop-diy').then((m) => m.default),
})
