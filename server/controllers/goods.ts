// goods/*: detail, specs and stock checks, comments, favourite toggle, category tree.
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { all, one, run } from '../db'
import { ApiError } from '../core/result'
import { asPositiveInt } from '../core/validate'
import { goodsBase, goodsById, goodsCategoryNames, goodsListItem, goodsSpecifications, goodsErrorState, type GoodsRow } from '../services/goods/goods-view'
import { nextSpecValues, parseSpecParam, resolveSpecBase, specBaseView } from '../services/goods/specs'
import { assertPurchasable, readQuantity } from '../services/order/purchase'
import { cartTotalsView } from '../services/order/cart'
import { commentView, goodsScore, latestComments, visibleCommentCount, visibleCommentsQuery, withAuthor, type CommentJoinRow } from '../services/goods/comments'
import { pagedQuery } from '../services/paging'
import { getConfig } from '../services/site/configs'
import { categoryTree } from '../services/goods/categories'
import { cached, cachedFor } from '../services/goods/catalog-cache'
import { countView, pendingViews } from '../services/goods/access-counter'
import { pricedGoodsRow } from '../services/goods/goods-price'
import { goodsExtras } from '../services/goods/goods-extensions'
import { goodsServicesView, navMoreView } from '../services/goods/goods-services'

defineMessages({
  'goods.id_invalid': { zh: '商品ID有误', en: 'Goods ID is invalid' },
  'goods.home': { zh: '首页', en: 'Home' },
  'goods.favor': { zh: '收藏', en: 'Favorite' },
  'goods.favored': { zh: '已收藏', en: 'Favorited' },
  'goods.favor_ok': { zh: '收藏成功', en: 'Added to favorites' },
  'goods.favor_cancel': { zh: '取消成功', en: 'Cancelled' },
  'goods.service': { zh: '客服', en: 'Service' },
  'goods.add_cart': { zh: '加入购物车', en: 'Add to cart' },
  'goods.buy_now': { zh: '立即购买', en: 'Buy Now' },
  'goods.consult': { zh: '立即咨询', en: 'Consult now' },
  'goods.sold_out': { zh: '商品卖光了', en: 'Sold out' },
  'goods.tab_main': { zh: '商品', en: 'Goods' },
  'goods.tab_comments': { zh: '评价', en: 'Reviews' },
  'goods.tab_detail': { zh: '详情', en: 'Details' },
  'goods.operate_ok': { zh: '操作成功', en: 'Operation successful' },
})

/** id (or goods_id) of an existing goods; clear -1 errors otherwise. */
function requireGoods(ctx: Ctx, ...names: string[]): GoodsRow {
  const name = names.find((n) => ctx.params[n] !== undefined && ctx.params[n] !== '')
  const id = name ? asPositiveInt(ctx.params[name]) : null
  if (id === null) throw new ApiError(ctx.t('goods.id_invalid'))
  const goods = goodsById(ctx.db, id)
  if (!goods) throw new ApiError(ctx.t('goods.not_found'))
  return goods
}

function parameters(ctx: Ctx, goodsId: number) {
  const rows = cached(ctx.db, `params:${goodsId}`, () =>
    all<{ type: number; name: string; value: string }>(ctx.db, 'SELECT type, name, value FROM goods_params WHERE goods_id = ? ORDER BY sort, id', goodsId),
  )
  if (rows.length === 0) return [] as unknown[]
  const pick = (types: number[]) => rows.filter((r) => types.includes(r.type)).map(({ name, value }) => ({ name, value }))
  return { base: pick([0, 2]), detail: pick([0, 1]) }
}

function buyButton(ctx: Ctx, g: GoodsRow) {
  const button = (color: string, type: string, key: string, icon = '', value?: string) => ({
    color,
    type,
    title: ctx.t(key),
    name: ctx.t(key),
    class: '',
    icon,
    ...(value ? { value } : {}),
  })
  if (g.is_exhibition) {
    const data = [button('main', 'show', 'goods.consult', '', getConfig(ctx.db, 'common_app_customer_service_tel', '400-820-8820'))]
    return { data, count: data.length, error: '', is_buy: 0, is_cart: 0, is_show: 1 }
  }
  const error = goodsErrorState(ctx, g).error_msg || (g.inventory <= 0 ? ctx.t('goods.sold_out') : '')
  if (error) return { data: [], count: 0, error, is_buy: 0, is_cart: 0, is_show: 0 }
  const data = [button('second', 'cart', 'goods.add_cart', 'am-icon-opencart'), button('main', 'buy', 'goods.buy_now')]
  return { data, count: data.length, error: '', is_buy: 1, is_cart: 1, is_show: 0 }
}

function recordView(ctx: Ctx, goodsId: number): void {
  countView(ctx.db, goodsId)
  const user = ctx.user
  if (!user) return
  const now = ctx.nowSeconds()
  run(
    ctx.db,
    `INSERT INTO user_goods_browse (user_id, goods_id, access_count, add_time, upd_time) VALUES (?, ?, 1, ?, ?)
     ON CONFLICT(user_id, goods_id) DO UPDATE SET access_count = access_count + 1, upd_time = excluded.upd_time`,
    user.id,
    goodsId,
    now,
    now,
  )
}

function detail(ctx: Ctx) {
  const goods = requireGoods(ctx, 'id', 'goods_id')
  recordView(ctx, goods.id)
  // Priced as sold now (services/goods-price.ts: a running flash sale shows, and charges, its price).
  const g = pricedGoodsRow(ctx, { ...goods, access_count: goods.access_count + pendingViews(ctx.db, goods.id) })
  const user = ctx.user
  const isFavor = user ? !!one(ctx.db, 'SELECT 1 FROM user_goods_favor WHERE user_id = ? AND goods_id = ?', user.id, g.id) : false
  const newestComments = latestComments(ctx.db, g.id, 3)
  // Same-category best sellers; the ranking drifts slowly, so it is recomputed at most every 30 s.
  const guessIds = cachedFor(ctx.db, `guess:${g.id}`, 30_000, () =>
    all<{ id: number }>(
      ctx.db,
      `SELECT g.id FROM goods g JOIN goods_category_links l ON l.goods_id = g.id
       WHERE l.category_id IN (SELECT category_id FROM goods_category_links WHERE goods_id = ?) AND g.id <> ? AND g.is_shelves = 1 AND g.is_delete_time = 0
       ORDER BY g.sales_count DESC LIMIT 6`,
      g.id,
      g.id,
    ).map((r) => r.id),
  )
  const guessRows = cachedFor(ctx.db, `guess_rows:${g.id}`, 30_000, () =>
    guessIds.map((id) => goodsById(ctx.db, id)).filter((row): row is GoodsRow => !!row && row.is_shelves === 1),
  )
  return ok({
    goods: {
      ...goodsBase(ctx, g),
      specifications: goodsSpecifications(ctx, g.id),
      parameters: parameters(ctx, g.id),
      user_is_favor: isFavor ? 1 : 0,
      ...goodsErrorState(ctx, g),
      comments_count: visibleCommentCount(ctx.db, g.id),
      comments_score: goodsScore(ctx, g.id),
      comments_data: newestComments.map((c) => commentView(ctx, c)),
      category_names: goodsCategoryNames(ctx.db, g.id),
    },
    cart_total: cartTotalsView(ctx, user?.id),
    buy_left_nav: [
      { name: ctx.t('goods.home'), icon: '', type: 'home', url: '/pages/index/index', active: 0, class: '', document: '' },
      { name: ctx.t(isFavor ? 'goods.favored' : 'goods.favor'), icon: '', type: 'favor', url: '', active: isFavor ? 1 : 0, class: '', document: '' },
      { name: ctx.t('goods.service'), icon: '', type: 'chat', url: '', active: 0, class: '', document: '' },
    ],
    buy_button: buyButton(ctx, g),
    middle_tabs_nav: [
      { type: 'main', name: ctx.t('goods.tab_main'), ent: '.page' },
      { type: 'comments', name: ctx.t('goods.tab_comments'), ent: '.goods-comment' },
      { type: 'detail', name: ctx.t('goods.tab_detail'), ent: '.goods-detail' },
    ],
    nav_more_list: navMoreView(ctx),
    plugins_goodsservice_data: goodsServicesView(ctx),
    guess_you_like: guessRows.map((row) => goodsListItem(ctx, row, { withoutContent: true })),
    ...goodsExtras(ctx, [g.id]),
  })
}

function specdetail(ctx: Ctx) {
  const goods = requireGoods(ctx, 'id', 'goods_id')
  const { base } = resolveSpecBase(ctx, goods, parseSpecParam(ctx, ctx.params.spec))
  return ok({ spec_base: specBaseView(ctx, base), extends_element: [] }, ctx.t('goods.operate_ok'))
}

function spectype(ctx: Ctx) {
  const goods = requireGoods(ctx, 'id', 'goods_id')
  const values = nextSpecValues(ctx, goods, parseSpecParam(ctx, ctx.params.spec))
  return ok({ spec_type: values, extends_element: [] }, ctx.t('goods.operate_ok'))
}

function stock(ctx: Ctx) {
  const goods = requireGoods(ctx, 'id', 'goods_id')
  const quantity = readQuantity(ctx, ctx.params.stock)
  const { base } = resolveSpecBase(ctx, goods, parseSpecParam(ctx, ctx.params.spec))
  assertPurchasable(ctx, goods, base, quantity)
  return ok({ spec_base: specBaseView(ctx, base), extends_element: [] }, ctx.t('goods.operate_ok'))
}

function comments(ctx: Ctx) {
  const goods = requireGoods(ctx, 'goods_id', 'id')
  const page = pagedQuery(ctx, visibleCommentsQuery(goods.id), (row: CommentJoinRow) => commentView(ctx, withAuthor(row)))
  return ok({ number: String(page.page_size), total: page.total, page_total: page.page_total, data: page.data })
}

function goodsscore(ctx: Ctx) {
  const goods = requireGoods(ctx, 'goods_id', 'id')
  return ok(goodsScore(ctx, goods.id))
}

function favor(ctx: Ctx) {
  const user = ctx.requireUser()
  const goods = requireGoods(ctx, 'id', 'goods_id')
  const mandatory = String(ctx.params.is_mandatory_favor ?? '0') === '1'
  const existing = one<{ id: number }>(ctx.db, 'SELECT id FROM user_goods_favor WHERE user_id = ? AND goods_id = ?', user.id, goods.id)
  let status: 0 | 1
  if (existing && !mandatory) {
    run(ctx.db, 'DELETE FROM user_goods_favor WHERE id = ?', existing.id)
    status = 0
  } else {
    if (!existing) run(ctx.db, 'INSERT INTO user_goods_favor (user_id, goods_id, add_time) VALUES (?, ?, ?)', user.id, goods.id, ctx.nowSeconds())
    status = 1
  }
  const count = one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM user_goods_favor WHERE goods_id = ?', goods.id)?.n ?? 0
  return ok({ text: ctx.t(status ? 'goods.favored' : 'goods.favor'), status, count }, ctx.t(status ? 'goods.favor_ok' : 'goods.favor_cancel'))
}

function category(ctx: Ctx) {
  return ok({ category: categoryTree(ctx) })
}

registerController('goods', { detail, specdetail, spectype, stock, comments, goodsscore, favor, category })
