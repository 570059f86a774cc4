// antifakecode (api-plugins-2 §3.16): check the authenticity code printed on a product. Every check of a
// known code is counted; the first check says "genuine, first check", later ones show how often and
// since when it was checked (a warning sign of copied codes). Guests may check too.
import './messages'
import { definePlugin } from '../../core/plugins'
import { formatTime } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { isAbsent, scalarText } from '../../core/validate'
import { one, run } from '../../db'
import { goodsById, goodsUrl } from '../../services/goods/goods-view'
import { displayPrice } from '../../services/site/display-currency'
import { seedAntifakecode } from './seed'

/** data.status of the answer (ShopXO): -10000 no code yet, 0 first check, -100 checked before, -1 not found. */
export const CHECK_STATUS = { noCode: -10000, first: 0, again: -100, notFound: -1 } as const
export const CODE_PATTERN = /^[A-Za-z0-9-]{6,32}$/

interface CodeRow {
  id: number
  code: string
  goods_id: number
  batch: string
  query_count: number
  first_query_time: number
  last_query_time: number
}

const IMAGES = '/static/plugins/antifakecode'

/** The merchant's pictures and texts for each outcome. */
function pageConfig(ctx: Ctx) {
  return {
    scan_top_banner: ctx.img(`${IMAGES}/banner.svg`),
    scan_bottom_images: ctx.img(`${IMAGES}/bottom.svg`),
    scan_first_images: ctx.img(`${IMAGES}/genuine.svg`),
    scan_first_tips: ctx.t('antifakecode.first_tips'),
    scan_last_images: ctx.img(`${IMAGES}/checked.svg`),
    scan_last_tips: ctx.t('antifakecode.last_tips'),
  }
}

function readCode(ctx: Ctx): string {
  const raw = ctx.params.id
  if (isAbsent(raw)) return ''
  const code = scalarText(raw)
  if (code === null || !CODE_PATTERN.test(code)) throw new ApiError(ctx.t('antifakecode.code_invalid'))
  return code.toUpperCase()
}

function goodsInfo(ctx: Ctx, goodsId: number) {
  const goods = goodsById(ctx.db, goodsId)
  if (!goods) return null
  return { id: goods.id, title: goods.title, images: ctx.img(goods.images), price: displayPrice(ctx, goods.price), goods_url: goodsUrl(goods.id) }
}

/** antifakecode/index/index {id}: id is the code; each call on a known code counts one check. */
function index(ctx: Ctx) {
  const code = readCode(ctx)
  const data = pageConfig(ctx)
  if (!code) return ok({ status: CHECK_STATUS.noCode, msg: ctx.t('antifakecode.enter_code'), data })
  const now = ctx.nowSeconds()
  // Count and read in one transaction so two checks at once get counts 1 and 2, never 1 and 1.
  const row = ctx.db.transaction(() => {
    const changed = run(
      ctx.db,
      'UPDATE antifake_codes SET query_count = query_count + 1, last_query_time = ?, first_query_time = CASE first_query_time WHEN 0 THEN ? ELSE first_query_time END WHERE code = ?',
      now,
      now,
      code,
    ).changes
    return changed ? one<CodeRow>(ctx.db, 'SELECT * FROM antifake_codes WHERE code = ?', code) : undefined
  })()
  if (!row) return ok({ status: CHECK_STATUS.notFound, msg: ctx.t('antifakecode.not_found'), data, code })
  const first = row.query_count === 1
  return ok({
    status: first ? CHECK_STATUS.first : CHECK_STATUS.again,
    msg: first ? ctx.t('antifakecode.first') : ctx.t('antifakecode.again', { n: row.query_count, time: formatTime(row.first_query_time) }),
    data,
    code: row.code,
    code_info: {
      batch: row.batch,
      query_count: row.query_count,
      first_query_time: formatTime(row.first_query_time),
      last_query_time: formatTime(row.last_query_time),
    },
    goods: goodsInfo(ctx, row.goods_id),
  })
}

definePlugin({
  name: 'antifakecode',
  baseData: (ctx) => ({ application_name: ctx.t('antifakecode.title') }),
  controls: { index: { index } },
  seed: seedAntifakecode,
})
