// What binding adds to core answers: the home block (plugins_binding_data of index/index) and, on
// goods/detail, the bundles holding that goods with the other goods they go with.
import type { Ctx } from '../../core/context'
import { all } from '../../db'
import { registerHomeExtension } from '../../services/site/home-extensions'
import { registerGoodsExtension } from '../../services/goods/goods-extensions'
import { goodsById, goodsListItem } from '../../services/goods/goods-view'
import { bundleView, goodsAvailable, type BundleRow } from './view'

const HOME_BUNDLES = 4

function homeBlock(ctx: Ctx) {
  const bundles = all<BundleRow>(ctx.db, 'SELECT * FROM bindings WHERE is_enable = 1 AND is_home_show = 1 ORDER BY sort, id LIMIT ?', HOME_BUNDLES)
  if (!bundles.length) return null
  return { base: { home_data_list_title: ctx.t('binding.home_title') }, data: bundles.map((bundle) => bundleView(ctx, bundle)) }
}

/** Only goods/detail (a list answer must not carry it). */
function goodsBundles(ctx: Ctx, goodsIds: number[]) {
  if (ctx.controller !== 'goods' || ctx.action !== 'detail' || goodsIds.length !== 1) return {}
  const goodsId = goodsIds[0]
  const bundles = all<BundleRow>(
    ctx.db,
    'SELECT b.* FROM bindings b JOIN binding_goods bg ON bg.binding_id = b.id WHERE bg.goods_id = ? AND b.is_enable = 1 ORDER BY b.sort, b.id',
    goodsId,
  )
  if (!bundles.length) return {}
  const views = bundles.map((bundle) => bundleView(ctx, bundle))
  const others = [...new Set(views.flatMap((view) => view.goods.map((g) => g.id)))].filter((id) => id !== goodsId)
  const relevant = others.map((id) => goodsById(ctx.db, id)).filter(goodsAvailable)
  return {
    plugins_binding_data: {
      binding_list: views,
      relevant_data: { name: ctx.t('binding.relevant_title'), data: relevant.map((goods) => goodsListItem(ctx, goods, { withoutContent: true })) },
      config: { is_auto_play: 0, is_auto_play_relevant: 0 },
    },
  }
}

export function registerBindingExtensions(): void {
  registerHomeExtension({ plugin: 'binding', data: homeBlock })
  registerGoodsExtension({ plugin: 'binding', extend: goodsBundles })
}
