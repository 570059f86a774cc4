// ask (api-plugins-2 §3.10): the Q&A board (tabs, search), a question with the shop's answer, comments,
// replies and likes, a goods' questions, a shopper's own questions, and the goods-detail Q&A block
// (plugins_ask_data in goods/detail).
import './messages'
import './diy' // the page builder's Q&A modules
import { definePlugin } from '../../core/plugins'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asInt, isAbsent, optionalString, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { likePattern, pagedQuery } from '../../services/paging'
import { goodsById, goodsListItem, type GoodsRow } from '../../services/goods/goods-view'
import { registerGoodsExtension } from '../../services/goods/goods-extensions'
import { ASK_DISCUSSION, discussionActions, EMOJI_LIST, subjectDiscussion, type DiscussionSwitches } from '../../services/discussion/discussion'
import { askBase, askSetting } from './config'
import { askUserControl } from './questions'
import { ASK_SLIDES, seedAsk } from './seed'
import { PUBLIC_ASKS, askGoods, askListItems, readableAsk, type AskRow } from './views'

/** The board's tabs: newest, most read (ranked), answered, waiting for an answer. */
const TABS = [
  { type: 0, key: 'ask.tab_new', order: 'a.id DESC', where: '' },
  { type: 1, key: 'ask.tab_hot', order: 'a.access_count DESC, a.id DESC', where: '' },
  { type: 2, key: 'ask.tab_replied', order: 'a.reply_time DESC, a.id DESC', where: ' AND a.is_reply = 1' },
  { type: 3, key: 'ask.tab_waiting', order: 'a.id DESC', where: ' AND a.is_reply = 0' },
]

function index(ctx: Ctx) {
  return ok({
    base: askBase(ctx),
    slider_list: ASK_SLIDES.map((slide) => ({ images_url: ctx.img(slide.image), url: slide.url, name: slide.name })),
    search_tab_list: TABS.map((tab) => ({ name: ctx.t(tab.key), type: tab.type })),
  })
}

/**
 * Public questions of one tab (`type`) matching `bwd`, or a goods' questions (`goods_id`, newest first).
 * A shopper's own questions awaiting review are not listed here: they are in "my questions".
 */
function datalist(ctx: Ctx) {
  const goodsId = isAbsent(ctx.params.goods_id) ? 0 : requireId(ctx, 'goods_id')
  if (goodsId && !goodsById(ctx.db, goodsId)) throw new ApiError(ctx.t('ask.goods_not_found'))
  const typeValue = isAbsent(ctx.params.type) ? 0 : asInt(ctx.params.type)
  const tab = TABS.find((t) => t.type === typeValue)
  if (!tab) throw new ApiError(ctx.t('ask.type_invalid'))
  const keywords = optionalString(ctx, 'bwd', 60)
  const like = likePattern(keywords)
  const page = pagedQuery<AskRow>(ctx, {
    from: 'asks a',
    columns: 'a.*',
    where: `${PUBLIC_ASKS}${goodsId ? '' : tab.where} AND (? = 0 OR a.goods_id = ?) AND (? = '' OR a.title LIKE ? ESCAPE '\\' OR a.content LIKE ? ESCAPE '\\')`,
    args: [goodsId, goodsId, keywords, like, like],
    order: goodsId ? 'a.id DESC' : tab.order,
    pageSize: 10,
  })
  return ok({ ...page, data: askListItems(ctx, page.data) })
}

function guessGoods(ctx: Ctx) {
  return all<GoodsRow>(ctx.db, 'SELECT * FROM goods WHERE is_shelves = 1 AND is_delete_time = 0 ORDER BY access_count DESC, id LIMIT 6').map((g) =>
    goodsListItem(ctx, g, { withoutContent: true }),
  )
}

/** The shop's switches of question comments and likes. */
function askSwitches(ctx: Ctx): DiscussionSwitches {
  const on = (key: 'is_ask_comments_show' | 'is_ask_comments_add' | 'is_ask_comments_review' | 'is_ask_give_thumbs') => askSetting(ctx.db, key) === 1
  return { show: on('is_ask_comments_show'), add: on('is_ask_comments_add'), review: on('is_ask_comments_review'), thumbs: on('is_ask_give_thumbs') }
}

function askWithComments(ctx: Ctx, row: AskRow) {
  const [item] = askListItems(ctx, [row])
  return {
    ...item,
    goods: askGoods(ctx, row.goods_id),
    is_own: ctx.user && row.user_id === ctx.user.id ? 1 : 0,
    ...subjectDiscussion(ctx, ASK_DISCUSSION, row.id, askSwitches(ctx)),
  }
}

function detail(ctx: Ctx) {
  const row = readableAsk(ctx, requireId(ctx))
  run(ctx.db, 'UPDATE asks SET access_count = access_count + 1 WHERE id = ?', row.id)
  return ok({
    data: askWithComments(ctx, { ...row, access_count: row.access_count + 1 }),
    base: askBase(ctx),
    emoji_list: EMOJI_LIST,
    goods: guessGoods(ctx),
  })
}

function commentsinfo(ctx: Ctx) {
  const row = readableAsk(ctx, requireId(ctx))
  return ok({ data: askWithComments(ctx, row), base: askBase(ctx), emoji_list: EMOJI_LIST })
}

const askDiscussion = discussionActions(ASK_DISCUSSION, readableAsk, askSwitches)

/** Goods detail's Q&A block: the goods' public question count and its three newest questions. */
registerGoodsExtension({
  plugin: 'ask',
  extend: (ctx, goodsIds) => {
    if (ctx.controller !== 'goods' || ctx.action !== 'detail' || goodsIds.length !== 1) return {}
    const goodsId = goodsIds[0]
    if (!goodsById(ctx.db, goodsId)) return {}
    const total = one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM asks a WHERE ${PUBLIC_ASKS} AND a.goods_id = ?`, goodsId)?.n ?? 0
    const rows = all<AskRow>(ctx.db, `SELECT a.* FROM asks a WHERE ${PUBLIC_ASKS} AND a.goods_id = ? ORDER BY a.id DESC LIMIT 3`, goodsId)
    return {
      plugins_ask_data: {
        is_ask_add: askSetting(ctx.db, 'is_user_add_ask'),
        ask_total: total,
        ask_data: askListItems(ctx, rows),
      },
    }
  },
})

definePlugin({
  name: 'ask',
  baseData: (ctx) => ({ application_name: ctx.t('ask.title'), is_user_add_ask: askSetting(ctx.db, 'is_user_add_ask') }),
  controls: {
    index: { index, datalist, detail, commentsinfo, ...askDiscussion },
    ask: askUserControl,
  },
  seed: seedAsk,
})
