import { registerDiyModules } from '@/components/diy/registry'

// The store module of the page builder; its code loads when a page shows one (web build).
registerDiyModules({
  keys: ['realstore'],
  plugin: 'realstore',
  load:
    process.env.TARO_ENV === 'h5'
      ? () => import('../components/realstore-diy').then((m) => m.default)
      : () => import(/* webpackMode: "eager" */ '../components/realstore-diy').then((m) => m.default),
})
