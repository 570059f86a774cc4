// Recommendation bundles, "推荐宝" (api-plugins-1 §4.13): a distributor's list of goods with a title and a
// picture, shared as a public page where a visitor can buy the goods in one go.
import { formatTime, fromCents, toCents } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asInt, asPositiveInt, isAbsent, optionalString, optionalText } from '../../core/validate'
import { all, one, run } from '../../db'
import { categoryWithDescendants, enabledCategories } from '../../services/goods/categories'
import { goodsById, goodsErrorState, goodsListItem, goodsUrl, type GoodsRow } from '../../services/goods/goods-view'
import { parseSpecParam, resolveSpecBase, storedSpec, type SpecPair } from '../../services/goods/specs'
import { decodeGoodsData } from '../../services/order/buy'
import { likePattern, pagedQuery } from '../../services/paging'
import { displayMoney } from '../../services/site/display-currency'
import { ownImagePath } from '../../services/site/upload-paths'
import { requireDistributor } from './members'
import { deleteOwned } from '../../services/user/owned-rows'

interface RecommendRow {
  id: number
  user_id: number
  title: string
  describe: string
  icon: string
  is_enable: number
  access_count: number
  add_time: number
  upd_time: number
}

interface RecommendGoodsRow {
  id: number
  goods_id: number
  spec: string
}

const MAX_GOODS = 50

function bundleGoods(ctx: Ctx, bundleId: number): RecommendGoodsRow[] {
  return all<RecommendGoodsRow>(ctx.db, 'SELECT id, goods_id, spec FROM distribution_recommend_goods WHERE recommend_id = ? ORDER BY sort, id', bundleId)
}

const specTextView = (spec: SpecPair[] | null) => (spec ?? []).map((p) => p.value).join(' / ')

function bundleView(ctx: Ctx, r: RecommendRow) {
  const count = one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM distribution_recommend_goods WHERE recommend_id = ?', r.id)?.n ?? 0
  return {
    id: r.id,
    title: r.title,
    describe: r.describe,
    icon: r.icon ? ctx.img(r.icon) : '',
    is_enable: r.is_enable,
    is_enable_text: ctx.t(r.is_enable ? 'dist.enabled' : 'dist.disabled'),
    seo_title: r.title,
    seo_desc: r.describe,
    goods_count: count,
    access_count: r.access_count,
    add_time: formatTime(r.add_time),
    upd_time: formatTime(r.upd_time),
  }
}

function ownBundle(ctx: Ctx, userId: number, id: number): RecommendRow {
  const row = one<RecommendRow>(ctx.db, 'SELECT * FROM distribution_recommends WHERE id = ? AND user_id = ?', id, userId)
  if (!row) throw new ApiError(ctx.t('dist.recommend_not_found'))
  return row
}

/** The `id` of an edit (absent, '' or 0: a new bundle); anything else that is not an id is refused. */
function optionalBundleId(ctx: Ctx): number | null {
  const raw = ctx.params.id
  if (isAbsent(raw) || raw === 0 || raw === '0') return null
  const id = asPositiveInt(raw)
  if (id === null) throw new ApiError(ctx.t('dist.recommend_not_found'))
  return id
}

export function recommendIndex(ctx: Ctx) {
  const user = requireDistributor(ctx)
  return ok(
    pagedQuery(ctx, { from: 'distribution_recommends', where: 'user_id = ?', args: [user.id], order: 'id DESC' }, (r: RecommendRow) => bundleView(ctx, r)),
  )
}

/** One goods line of a bundle with the price and stock of its spec now (or why it cannot be bought). */
function detailLine(ctx: Ctx, line: RecommendGoodsRow) {
  const goods = goodsById(ctx.db, line.goods_id)
  const spec = storedSpec(line.spec)
  if (!goods) return null
  let price = goods.min_price
  let originalPrice = goods.min_original_price
  let inventory = goods.inventory
  let error = goodsErrorState(ctx, goods)
  try {
    const { base } = resolveSpecBase(ctx, goods, spec ?? [])
    price = base.price
    originalPrice = base.original_price
    inventory = base.inventory
  } catch (e) {
    if (!(e instanceof ApiError)) throw e
    error = { is_error: 1, error_msg: e.message }
  }
  if (!error.is_error && inventory <= 0) error = { is_error: 1, error_msg: ctx.t('dist.goods_sold_out') }
  return {
    goods: {
      id: goods.id,
      title: goods.title,
      images: ctx.img(goods.images),
      price: displayMoney(ctx, price),
      original_price: displayMoney(ctx, originalPrice),
      inventory,
      inventory_unit: goods.inventory_unit,
      buy_min_number: goods.buy_min_number,
      buy_max_number: goods.buy_max_number,
      goods_url: goodsUrl(goods.id),
      ...error,
    },
    goods_id: goods.id,
    spec: line.spec,
    spec_text_view: specTextView(spec),
    stock: Math.max(1, goods.buy_min_number),
    cents: toCents(price) * Math.max(1, goods.buy_min_number),
  }
}

/** recommend/detail {id}: public; only enabled bundles (the owner sees their own disabled ones too). */
export function recommendDetail(ctx: Ctx) {
  const id = asPositiveInt(ctx.params.id)
  const row = id === null ? undefined : one<RecommendRow>(ctx.db, 'SELECT * FROM distribution_recommends WHERE id = ?', id)
  if (!row || (!row.is_enable && row.user_id !== ctx.user?.id)) throw new ApiError(ctx.t('dist.recommend_not_found'))
  run(ctx.db, 'UPDATE distribution_recommends SET access_count = access_count + 1 WHERE id = ?', row.id)
  const lines = bundleGoods(ctx, row.id)
    .map((line) => detailLine(ctx, line))
    .filter((line): line is NonNullable<ReturnType<typeof detailLine>> => line !== null)
  const totalCents = lines.filter((l) => !l.goods.is_error).reduce((sum, l) => sum + l.cents, 0)
  return ok({
    ...bundleView(ctx, { ...row, access_count: row.access_count + 1 }),
    type: 0,
    total_price: displayMoney(ctx, fromCents(totalCents)),
    detail_list: lines.map(({ cents: _cents, ...line }) => line),
  })
}

/** recommend/savedata {id?}: the form's bundle (the user's own), the categories and the upload folder. */
export function recommendSaveData(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const id = optionalBundleId(ctx)
  const row = id === null ? null : ownBundle(ctx, user.id, id)
  return ok({
    data: row
      ? {
          ...bundleView(ctx, row),
          detail_list: bundleGoods(ctx, row.id)
            .map((line) => {
              const goods = goodsById(ctx.db, line.goods_id)
              return goods
                ? {
                    goods: goodsListItem(ctx, goods, { withoutContent: true }),
                    goods_id: goods.id,
                    spec: line.spec,
                    spec_text_view: specTextView(storedSpec(line.spec)),
                  }
                : null
            })
            .filter(Boolean),
        }
      : null,
    goods_category_list: enabledCategories(ctx.db)
      .filter((c) => c.pid === 0)
      .map((c) => ({ id: c.id, name: c.name })),
    editor_path_type: `plugins_distribution-recommend-${user.id}`,
  })
}

function readEnable(ctx: Ctx): number {
  const raw = ctx.params.is_enable
  if (raw === true || raw === 'true' || raw === 1 || raw === '1') return 1
  if (raw === false || raw === 'false' || raw === 0 || raw === '0' || raw === undefined || raw === '') return 0
  throw new ApiError(ctx.t('dist.param_invalid'))
}

/** goods_data: [{goods_id, spec}], each goods on sale with a spec that exists, no line twice. */
function readBundleGoods(ctx: Ctx): Array<{ goods: GoodsRow; spec: SpecPair[] }> {
  if (ctx.params.goods_data === undefined || ctx.params.goods_data === '') throw new ApiError(ctx.t('dist.goods_required'))
  const items = decodeGoodsData(ctx, ctx.params.goods_data)
  if (items.length === 0) throw new ApiError(ctx.t('dist.goods_required'))
  if (items.length > MAX_GOODS) throw new ApiError(ctx.t('dist.goods_too_many', { n: MAX_GOODS }))
  const seen = new Set<string>()
  return items.map((item) => {
    const entry = item && typeof item === 'object' ? (item as Record<string, unknown>) : {}
    const goodsId = asPositiveInt(entry.goods_id)
    const goods = goodsId === null ? undefined : goodsById(ctx.db, goodsId)
    if (!goods || goodsErrorState(ctx, goods).is_error) throw new ApiError(ctx.t('dist.goods_invalid'))
    const { spec } = resolveSpecBase(ctx, goods, parseSpecParam(ctx, entry.spec))
    const key = `${goods.id}:${JSON.stringify(spec)}`
    if (seen.has(key)) throw new ApiError(ctx.t('dist.goods_duplicate', { title: goods.title }))
    seen.add(key)
    return { goods, spec }
  })
}

/** recommend/save: title 1-60, description up to 200, an own uploaded icon, at least one goods. */
export function recommendSave(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const title = optionalText(ctx, 'title', 200)
  if ([...title].length < 1 || [...title].length > 60) throw new ApiError(ctx.t('dist.title_length'))
  const describe = optionalText(ctx, 'describe', 200, ctx.t('dist.field_describe'))
  const icon = ownImagePath(ctx, ctx.params.icon, false)
  if (icon === null) throw new ApiError(ctx.t('dist.image_invalid'))
  const enable = readEnable(ctx)
  const id = optionalBundleId(ctx)
  const existing = id === null ? null : ownBundle(ctx, user.id, id)
  const lines = readBundleGoods(ctx)
  const now = ctx.nowSeconds()
  const savedId = ctx.db.transaction(() => {
    let bundleId: number
    if (existing) {
      run(
        ctx.db,
        'UPDATE distribution_recommends SET title = ?, describe = ?, icon = ?, is_enable = ?, upd_time = ? WHERE id = ?',
        title,
        describe,
        icon,
        enable,
        now,
        existing.id,
      )
      run(ctx.db, 'DELETE FROM distribution_recommend_goods WHERE recommend_id = ?', existing.id)
      bundleId = existing.id
    } else {
      bundleId = Number(
        run(
          ctx.db,
          'INSERT INTO distribution_recommends (user_id, title, describe, icon, is_enable, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
          user.id,
          title,
          describe,
          icon,
          enable,
          now,
          now,
        ).lastInsertRowid,
      )
    }
    lines.forEach((line, index) =>
      run(
        ctx.db,
        'INSERT INTO distribution_recommend_goods (recommend_id, goods_id, spec, sort) VALUES (?, ?, ?, ?)',
        bundleId,
        line.goods.id,
        line.spec.length ? JSON.stringify(line.spec) : '',
        index,
      ),
    )
    return bundleId
  })()
  return ok({ id: savedId }, ctx.t('dist.saved'))
}

export function recommendDelete(ctx: Ctx) {
  const user = requireDistributor(ctx)
  deleteOwned(ctx, 'distribution_recommends', user.id, 'dist.recommend_not_found')
  return ok('', ctx.t('dist.deleted'))
}

/** recommend/goodssearch {keywords, category_id?}: goods on sale to pick from (at most 30). */
export function goodsSearch(ctx: Ctx) {
  requireDistributor(ctx)
  const keywords = optionalString(ctx, 'keywords', 60)
  const categoryId = asInt(ctx.params.category_id ?? 0)
  if (categoryId === null || categoryId < 0) throw new ApiError(ctx.t('dist.param_invalid'))
  const where = ['is_shelves = 1', 'is_delete_time = 0']
  const args: unknown[] = []
  if (keywords) {
    where.push("title LIKE ? ESCAPE '\\'")
    args.push(likePattern(keywords))
  }
  if (categoryId > 0) {
    where.push('id IN (SELECT goods_id FROM goods_category_links WHERE category_id IN (SELECT value FROM json_each(?)))')
    args.push(JSON.stringify(categoryWithDescendants(ctx.db, categoryId)))
  }
  const rows = all<GoodsRow>(ctx.db, `SELECT * FROM goods WHERE ${where.join(' AND ')} ORDER BY sort_level DESC, id DESC LIMIT 30`, ...args)
  return ok(rows.map((g) => goodsListItem(ctx, g, { withoutContent: true })))
}
