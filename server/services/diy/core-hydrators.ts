// The core modules' data (api-plugins-2 2.2): goods and article lists (and their tabs), the mixed tabs and
// magic cube, the custom designer's data source, the favourites/history goods list and the user card.
import type { Ctx } from '../../core/context'
import { absolutiseHtml } from '../../core/format'
import { all, one } from '../../db'
import { goodsListItem, type GoodsRow } from '../goods/goods-view'
import { center } from '../user/user-center'
import { hydrateContent, registerDiyModuleHydrator, type Json } from './hydrators'
import { brandAuto, brandById, eachTab, fillArticles, fillGoods, fillSource, goodsAuto, goodsView, idsOf, isObject, list } from './sources'

const objectOf = (v: unknown): Json => (isObject(v) ? v : {})

/** The shopper's favourites or browse history, newest first (goods-magic's automatic sources). */
function userGoods(ctx: Ctx, source: string, limit: number): Json[] {
  const user = ctx.user
  if (!user) return []
  const table = source === 'user-goods-browse' ? 'user_goods_browse' : 'user_goods_favor'
  const rows = all<GoodsRow>(
    ctx.db,
    `SELECT g.* FROM ${table} u JOIN goods g ON g.id = u.goods_id WHERE u.user_id = ? AND g.is_delete_time = 0 ORDER BY u.add_time DESC, u.id DESC LIMIT ?`,
    user.id,
    limit,
  )
  return rows.map((g) => goodsListItem(ctx, g, { withoutContent: true }))
}

/** DiyApiService::UserHeadData, with the flat fields v6.6.0 sends; empty for guests. */
function userHead(ctx: Ctx): Json {
  const user = ctx.user
  if (!user) return {}
  const hub = center(ctx)
  const unread = one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM messages WHERE user_id = ? AND is_read = 0 AND user_is_delete_time = 0', user.id)?.n ?? 0
  return {
    user_avatar: hub.avatar,
    user_name_view: hub.user_name_view,
    user_number_code: one<{ number_code: string }>(ctx.db, 'SELECT number_code FROM users WHERE id = ?', user.id)?.number_code ?? '',
    order_count: hub.user_order_count,
    goods_favor_count: hub.user_goods_favor_count,
    goods_browse_count: hub.user_goods_browse_count,
    message_unread_count: unread,
    integral_number: user.integral,
  }
}

/** The custom designer's rows: goods, articles, brands (manual or automatic) or the user card. */
function fillCustom(ctx: Ctx, content: Json): Json {
  const source = String(content.data_source ?? '')
  const sourceContent = objectOf(content.data_source_content)
  const fill: Record<string, (c: Json) => Json> = {
    goods: (c) => fillGoods(ctx, c),
    article: (c) => fillArticles(ctx, c),
    brand: (c) =>
      fillSource(
        c,
        (id) => brandById(ctx, id),
        (cc) => brandAuto(ctx, cc),
      ),
    'user-info': (c) => ({ ...c, data_type: '1', data_auto_list: ctx.user ? [userHead(ctx)] : [] }),
  }
  const filler = fill[source]
  return filler ? { ...content, data_source_content: filler(sourceContent) } : content
}

registerDiyModuleHydrator('goods-list', (ctx, c) => fillGoods(ctx, c))
registerDiyModuleHydrator('goods-tabs', (ctx, c) => eachTab(c, (tab) => fillGoods(ctx, tab)))
registerDiyModuleHydrator('article-list', (ctx, c) => fillArticles(ctx, c))
registerDiyModuleHydrator('article-tabs', (ctx, c) => eachTab(c, (tab) => fillArticles(ctx, tab)))

registerDiyModuleHydrator('goods-magic', (ctx, c) => {
  const source = String(c.data_source ?? '')
  const sourceContent = objectOf(c.data_source_content)
  if (source === 'user-goods-favor' || source === 'user-goods-browse') {
    const limit = Math.min(Math.max(Number(sourceContent.number) || 6, 1), 50)
    return { ...c, data_source_content: { ...sourceContent, data_type: '1', data_auto_list: userGoods(ctx, source, limit) } }
  }
  return { ...c, data_source_content: fillGoods(ctx, sourceContent) }
})

registerDiyModuleHydrator('data-tabs', (ctx, c) =>
  eachTab(c, (tab) => {
    const type = String(tab.tabs_data_type ?? 'goods')
    const key = type === 'article' ? 'article-list' : type === 'custom' ? 'custom' : 'goods-list'
    const config = objectOf(tab[`${type}_config`])
    return { ...tab, [`${type}_config`]: { ...config, content: hydrateContent(ctx, key, objectOf(config.content)) } }
  }),
)

registerDiyModuleHydrator('data-magic', (ctx, c) => ({
  ...c,
  data_magic_list: list(c.data_magic_list).map((raw) => {
    const cell = objectOf(raw)
    const content = objectOf(cell.data_content)
    const type = String(content.data_type ?? '')
    let filled = content
    if (type === 'goods') {
      const ids = idsOf(content.goods_ids)
      const goods = ids.length ? ids.map((id) => goodsView(ctx, id)).filter((g): g is Json => Boolean(g)) : goodsAuto(ctx, content)
      filled = { ...content, goods_list: goods }
    } else if (type === 'custom') filled = fillCustom(ctx, content)
    return { ...cell, data_content: filled }
  }),
}))

registerDiyModuleHydrator('custom', fillCustom)
registerDiyModuleHydrator('rich-text', (ctx, c) => ({ ...c, html: absolutiseHtml(ctx.baseUrl, String(c.html ?? '')) }))
registerDiyModuleHydrator('user-info', (ctx, c) => ({ ...c, data: userHead(ctx) }))
