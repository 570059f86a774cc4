import { registerDiyModules } from '@/components/diy/registry'

// The bundle module of the page builder; its code loads when a page shows one (web build).
registerDiyModules({
  keys: ['binding'],
  plugin: 'binding',
  load:
    process.env.TARO_ENV === 'h5'
      ? () => import('../components/binding-diy').then((m) => m.default)
      : () => import(/* webpackMode: "eager" */ '../components/binding-diy').then((m) => m.default),
})
