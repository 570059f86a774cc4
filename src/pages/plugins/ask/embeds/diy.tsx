import { registerDiyModules } from '@/components/diy/registry'

// The Q&A modules of the page builder (a question list, tabs of them); their code loads when a page shows one (web build).
registerDiyModules({
  keys: ['ask', 'ask-tabs'],
  plugin: 'ask',
  load:
    process.env.TARO_ENV === 'h5'
      ? () => import('../components/ask-diy').then((m) => m.default)
      : () => import(/* webpackMode: "eager" */ '../components/ask-diy').then((m) => m.default),
})
