// index/index: the points mall — rules, exchangeable goods and the visitor's balance.
import { all, one } from '../../db'
import type { Ctx } from '../../core/context'
import { goodsById, goodsListItem } from '../../services/goods/goods-view'
import './messages'

export function mallIndex(ctx: Ctx) {
  const rows = all<{ goods_id: number; points_value: number }>(ctx.db, 'SELECT goods_id, points_value FROM points_goods ORDER BY sort, id')
  const goods = rows.flatMap((row) => {
    const item = goodsById(ctx.db, row.goods_id)
    return item && item.is_shelves ? [{ ...goodsListItem(ctx, item), points_value: row.points_value, points_unit: ctx.t('points.unit') }] : []
  })
  const balance = ctx.user ? (one<{ integral: number }>(ctx.db, 'SELECT integral FROM users WHERE id = ?', ctx.user.id)?.integral ?? 0) : null
  return {
    base: {
      application_name: ctx.t('points.name'),
      seo_title: ctx.t('points.name'),
      seo_desc: ctx.t('points.seo_desc'),
      right_images: '',
      right_images_url: '',
      is_home_points_record: 1,
      points_desc: [ctx.t('points.desc_1'), ctx.t('points.desc_2'), ctx.t('points.desc_3'), ctx.t('points.desc_4')],
      goods_exchange_data: goods,
    },
    user_integral: balance === null ? null : { integral: balance },
  }
}
