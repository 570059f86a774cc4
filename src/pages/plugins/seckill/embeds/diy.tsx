import { registerDiyModules } from '@/components/diy/registry'

// The flash-sale module of the page builder; its code loads when a page shows one (web build).
registerDiyModules({
  keys: ['seckill'],
  plugin: 'seckill',
  load:
    process.env.TARO_ENV === 'h5'
      ? () => import('../components/seckill-diy').then((m) => m.default)
      : () => import(/* webpackMode: "eager" */ '../components/seckill-diy').then((m) => m.default),
})
