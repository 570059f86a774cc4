// givegift (api-plugins-2 §3.17): buy N units of a goods as a gift, pay, share one link for all units or
// a code per unit; a receiver claims one unit by checking out at zero cost.
import './messages'
import { definePlugin } from '../../core/plugins'
import { type Ctx } from '../../core/router'
import { registerGoodsExtension } from '../../services/goods/goods-extensions'
import { registerGiftCheckout, receiveAction } from './claim'
import { codeControl, giftControl, isGiftable } from './gifts'
import { seedGivegift } from './seed'

registerGiftCheckout()

// Goods detail of a giftable goods: where to give it (the storefront's goods-detail block reads it).
registerGoodsExtension({
  plugin: 'givegift',
  extend: (ctx: Ctx, goodsIds: number[]) =>
    goodsIds.length === 1 && isGiftable(ctx, goodsIds[0])
      ? { plugins_givegift_data: { is_gift: 1, url: `/pages/plugins/givegift/goods/goods?goods_id=${goodsIds[0]}` } }
      : {},
})

definePlugin({
  name: 'givegift',
  baseData: (ctx) => ({ application_name: ctx.t('givegift.title') }),
  controls: { gift: { ...giftControl, ...receiveAction }, giftcode: codeControl },
  seed: seedGivegift,
})
