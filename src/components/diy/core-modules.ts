import { registerDiyModules, type DiyModuleFamily } from './registry'

/**
 * The core module families (api-plugins-2 2.4). The web build fetches each family's chunk (but the basic
 * one's) the first time a page shows one of its keys; mini-programs bundle them (the other branch of the
 * build-time constant is dropped, with its import).
 */
type Loader = () => Promise<{ default: DiyModuleFamily }>

// The basic family (search, carousel, navigation, notice, title) opens nearly every page and holds its
// largest paint (the carousel): it comes with the page builder's own chunk on every target, one request
// less before the first screen and one file that compresses better than two.
const basic: Loader = () => import(/* webpackMode: "eager" */ './families/basic')
const extras: Loader = process.env.TARO_ENV === 'h5' ? () => import('./families/extras') : () => import(/* webpackMode: "eager" */ './families/extras')
const richText: Loader = process.env.TARO_ENV === 'h5' ? () => import('./families/rich-text') : () => import(/* webpackMode: "eager" */ './families/rich-text')
const goods: Loader = process.env.TARO_ENV === 'h5' ? () => import('./families/goods') : () => import(/* webpackMode: "eager" */ './families/goods')
const content: Loader = process.env.TARO_ENV === 'h5' ? () => import('./families/content') : () => import(/* webpackMode: "eager" */ './families/content')

const family = (loader: Loader) => () => loader().then((m) => m.default)

registerDiyModules({
  keys: ['search', 'carousel', 'nav-group', 'notice', 'title', 'row-line', 'auxiliary-blank'],
  load: family(basic),
})
registerDiyModules({ keys: ['video', 'user-info', 'float-window', 'img-magic', 'hot-zone'], load: family(extras) })
registerDiyModules({ keys: ['rich-text'], load: family(richText) })
registerDiyModules({ keys: ['goods-list', 'goods-tabs', 'goods-magic'], load: family(goods) })
registerDiyModules({ keys: ['article-list', 'article-tabs', 'data-tabs', 'data-magic', 'custom'], load: family(content) })
