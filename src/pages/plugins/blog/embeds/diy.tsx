import { registerDiyModules } from '@/components/diy/registry'

// The blog modules of the page builder (a post list, tabs of them); their code loads when a page shows one (web build).
registerDiyModules({
  keys: ['blog', 'blog-tabs'],
  plugin: 'blog',
  load:
    process.env.TARO_ENV === 'h5'
      ? () => import('../components/blog-diy').then((m) => m.default)
      : () => import(/* webpackMode: "eager" */ '../components/blog-diy').then((m) => m.default),
})
