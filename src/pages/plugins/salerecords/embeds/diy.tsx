import { registerDiyModules } from '@/components/diy/registry'

// The sales ticker module of the page builder; its code loads when a page shows one (web build).
registerDiyModules({
  keys: ['salerecords'],
  plugin: 'salerecords',
  load:
    process.env.TARO_ENV === 'h5'
      ? () => import('../components/salerecords-diy').then((m) => m.default)
      : () => import(/* webpackMode: "eager" */ '../components/salerecords-diy').then((m) => m.default),
})
