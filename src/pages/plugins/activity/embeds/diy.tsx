import { registerDiyModules } from '@/components/diy/registry'

// The activity module of the page builder; its code loads when a page shows one (web build).
registerDiyModules({
  keys: ['activity'],
  plugin: 'activity',
  load:
    process.env.TARO_ENV === 'h5'
      ? () => import('../components/activity-diy').then((m) => m.default)
      : () => import(/* webpackMode: "eager" */ '../components/activity-diy').then((m) => m.default),
})
