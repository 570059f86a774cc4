import { parseGoodsSummary, type GoodsSummary } from '../goods-summary'
import { call, pluginRoute } from '../client'
import { arr, asIs, bool, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { parseDiscussionComments, parseEmojiList, type DiscussionComment, type DiscussionSettings } from './discussion'

/** ask (api-plugins-2 §3.10): the Q&A board, a question with the shop's answer, my questions, the ask form. */
const ask = (control: string, action: string) => pluginRoute('ask', control, action)

export const ASK_INDEX_PAGE = '/pages/plugins/ask/index/index'
export const ASK_DETAIL_PAGE = '/pages/plugins/ask/detail/detail'
export const ASK_COMMENTS_PAGE = '/pages/plugins/ask/comments/comments'
export const ASK_FORM_PAGE = '/pages/plugins/ask/form/form'
export const ASK_USER_LIST_PAGE = '/pages/plugins/ask/user-list/user-list'
export const ASK_USER_DETAIL_PAGE = '/pages/plugins/ask/user-detail/user-detail'
export const ASK_GOODS_LIST_PAGE = '/pages/plugins/ask/goods-list/goods-list'

export const askDetailUrl = (id: string) => `${ASK_DETAIL_PAGE}?id=${encodeURIComponent(id)}`
export const askGoodsListUrl = (goodsId: string) => `${ASK_GOODS_LIST_PAGE}?goods_id=${encodeURIComponent(goodsId)}`
export const askFormUrl = (options: { goodsId?: string; id?: string } = {}) => {
  const query = [options.goodsId ? `goods_id=${encodeURIComponent(options.goodsId)}` : '', options.id ? `id=${encodeURIComponent(options.id)}` : '']
    .filter(Boolean)
    .join('&')
  return query ? `${ASK_FORM_PAGE}?${query}` : ASK_FORM_PAGE
}

export interface AskBase {
  title: string
  seoDesc: string
  /** Shoppers may ask: the bottom bar shows "ask" and "my questions". */
  userCanAsk: boolean
  discussion: DiscussionSettings
}

export function parseAskBase(raw: unknown): AskBase {
  const base = obj(raw)
  return {
    title: str(base.application_name || base.seo_title),
    seoDesc: str(base.seo_desc),
    userCanAsk: bool(base.is_user_add_ask),
    discussion: {
      show: base.is_ask_comments_show === undefined ? true : bool(base.is_ask_comments_show),
      canComment: bool(base.is_ask_comments_add),
      canLike: bool(base.is_ask_give_thumbs),
      moreThreshold: int(base.ask_detail_comments_more_page_number, 20) || 20,
    },
  }
}

export interface AskQuestion {
  id: string
  title: string
  /** The question's words as HTML (shown through SafeRichText) and as plain text. */
  contentHtml: string
  contentText: string
  images: string[]
  asker: string
  answered: boolean
  /** The shop's answer as HTML and plain text. */
  replyHtml: string
  replyText: string
  replyDate: string
  date: string
  views: number
  comments: number
}

export function parseAskQuestion(raw: Record<string, unknown>): AskQuestion {
  return {
    id: reqStr(raw, 'id'), // a row without its id cannot be opened
    title: str(raw.title),
    contentHtml: str(raw.content),
    contentText: str(raw.content_text),
    images: arr<unknown>(raw.images)
      .map((image) => str(image))
      .filter(Boolean),
    asker: str(raw.name),
    answered: str(raw.is_reply) === '1',
    replyHtml: str(raw.reply),
    replyText: str(raw.reply_text),
    replyDate: str(raw.reply_time_date),
    date: str(raw.add_time_date),
    views: int(raw.access_count),
    comments: int(raw.comments_count),
  }
}

export interface AskTab {
  name: string
  type: string
}

export interface AskBoard {
  base: AskBase
  slides: Array<{ image: string; url: string; name: string }>
  tabs: AskTab[]
}

export function getAskBoard(): Promise<ApiResult<AskBoard>> {
  return call(
    ask('index', 'index'),
    {},
    (raw) => {
      const data = obj(raw)
      return {
        base: parseAskBase(data.base),
        slides: arr<Record<string, unknown>>(data.slider_list)
          .map((s) => ({ image: str(obj(s).images_url), url: str(obj(s).url), name: str(obj(s).name) }))
          .filter((s) => s.image),
        tabs: arr<Record<string, unknown>>(data.search_tab_list).map((tab) => ({ name: str(obj(tab).name), type: str(obj(tab).type) })),
      }
    },
    { silent: true },
  )
}

/** One tab of the board, searched by `keywords`. */
export function getAskList(page: number, type: string, keywords: string): Promise<ApiResult<Page<AskQuestion>>> {
  return call(ask('index', 'datalist'), { page, type, bwd: keywords }, (raw) => toPage(raw, page, parseAskQuestion), { silent: true })
}

/** The questions of one goods (the goods Q&A list). */
export function getGoodsQuestions(goodsId: string, page: number): Promise<ApiResult<Page<AskQuestion>>> {
  return call(ask('index', 'datalist'), { page, goods_id: goodsId, is_comments: 1 }, (raw) => toPage(raw, page, parseAskQuestion), { silent: true })
}

export interface AskGoods {
  id: string
  url: string
  image: string
  title: string
  price: string
  originalPrice: string
}

export interface AskDetail extends AskQuestion {
  goods: AskGoods | null
  liked: boolean
  likes: number
  isOwn: boolean
  commentList: DiscussionComment[]
}

export interface AskDetailPage {
  question: AskDetail
  base: AskBase
  emoji: string[]
  guessGoods: GoodsSummary[]
}

function parseAskGoods(raw: unknown): AskGoods | null {
  const goods = obj(raw)
  if (!goods.id && !goods.goods_url) return null
  return {
    id: str(goods.id),
    url: str(goods.goods_url),
    image: str(goods.images),
    title: str(goods.title),
    price: str(goods.price),
    originalPrice: str(goods.original_price),
  }
}

function parseDetailPage(raw: unknown): AskDetailPage {
  const data = obj(raw)
  const question = obj(data.data)
  return {
    question: {
      ...parseAskQuestion(question),
      goods: parseAskGoods(question.goods),
      liked: bool(question.is_give_thumbs),
      likes: int(question.give_thumbs_count),
      isOwn: bool(question.is_own),
      commentList: parseDiscussionComments(question.comments_list, 'ask'),
    },
    base: parseAskBase(data.base),
    emoji: parseEmojiList(data.emoji_list),
    guessGoods: arr<Record<string, unknown>>(data.goods).map((g) => parseGoodsSummary(obj(g))),
  }
}

export function getAskDetail(id: string): Promise<ApiResult<AskDetailPage>> {
  return call(ask('index', 'detail'), { id }, parseDetailPage, { silent: true })
}

export function getAskCommentsInfo(id: string): Promise<ApiResult<AskDetailPage>> {
  return call(ask('index', 'commentsinfo'), { id }, parseDetailPage, { silent: true })
}

/** One line of the generic key/value panel of my questions (`field_list`). */
export interface AskField {
  label: string
  value: string
}

export interface MyQuestion {
  id: string
  title: string
  answered: boolean
  contentHtml: string
  replyHtml: string
  fields: AskField[]
}

function parseMyQuestion(raw: Record<string, unknown>, fieldList: unknown): MyQuestion {
  return {
    id: reqStr(raw, 'id'),
    title: str(raw.title),
    answered: bool(raw.is_reply),
    contentHtml: str(raw.content),
    replyHtml: str(raw.reply),
    fields: arr<Record<string, unknown>>(fieldList).map((f) => ({ label: str(obj(f).name), value: str(raw[str(obj(f).field)]) })),
  }
}

/** My questions: rows in `data.data_list`, described by `field_list`. */
export function getMyQuestions(page: number): Promise<ApiResult<Page<MyQuestion>>> {
  return call(
    ask('ask', 'index'),
    { page },
    (raw) => {
      const fields = obj(raw).field_list
      return toPage(raw, page, (item) => parseMyQuestion(item, fields))
    },
    { silent: true },
  )
}

export function getMyQuestion(id: string): Promise<ApiResult<MyQuestion>> {
  return call(
    ask('ask', 'detail'),
    { id },
    (raw) => {
      const data = obj(raw)
      return parseMyQuestion(obj(data.data), data.field_list)
    },
    { silent: true },
  )
}

export function deleteQuestions(ids: string[]): Promise<ApiResult<unknown>> {
  return call(ask('ask', 'delete'), { ids: ids.join(',') }, asIs)
}

export interface AskDraft {
  title: string
  content: string
  categoryId: string
  email: string
  mobile: string
}

export interface AskFormInfo {
  draft: AskDraft | null
  /** An answered question can no longer be edited. */
  answered: boolean
  goods: AskGoods | null
  categories: Array<{ id: string; name: string }>
  pathType: string
  showEmail: boolean
  showMobile: boolean
}

export function emptyAskDraft(): AskDraft {
  return { title: '', content: '', categoryId: '', email: '', mobile: '' }
}

export function getAskFormInfo(id: string, goodsId: string): Promise<ApiResult<AskFormInfo>> {
  return call(
    ask('ask', 'saveinfo'),
    { ...(id ? { id } : {}), ...(goodsId ? { goods_id: goodsId } : {}) },
    (raw) => {
      const data = obj(raw)
      const saved = data.data ? obj(data.data) : null
      return {
        draft: saved
          ? {
              title: str(saved.title),
              content: str(saved.content),
              categoryId: str(saved.category_id) === '0' ? '' : str(saved.category_id),
              email: str(saved.email_notice),
              mobile: str(saved.mobile_notice),
            }
          : null,
        answered: saved ? bool(saved.is_reply) : false,
        goods: parseAskGoods(data.goods),
        categories: arr<Record<string, unknown>>(data.ask_category_list).map((c) => ({ id: reqStr(obj(c), 'id'), name: str(obj(c).name) })),
        pathType: str(data.editor_path_type, 'ask') || 'ask',
        showEmail: bool(data.is_show_email_notice),
        showMobile: bool(data.is_show_mobile_notice),
      }
    },
    { silent: true },
  )
}

export function saveQuestion(
  id: string,
  goodsId: string,
  draft: AskDraft,
  show: { email: boolean; mobile: boolean },
): Promise<ApiResult<{ id: string; msg: string }>> {
  return call(
    ask('ask', 'save'),
    {
      id: id || 0,
      goods_id: goodsId || 0,
      title: draft.title,
      content: draft.content,
      category_id: draft.categoryId || 0,
      ...(show.email ? { email_notice: draft.email } : {}),
      ...(show.mobile ? { mobile_notice: draft.mobile } : {}),
    },
    (raw, msg) => ({ id: str(raw), msg }),
  )
}

/** Goods detail's Q&A block: `plugins_ask_data` of the detail answer. */
export interface GoodsAskBlock {
  canAsk: boolean
  total: number
  questions: AskQuestion[]
}

export function parseGoodsAskBlock(raw: unknown): GoodsAskBlock | null {
  if (!raw || typeof raw !== 'object') return null
  const data = obj(raw)
  return {
    canAsk: bool(data.is_ask_add),
    total: int(data.ask_total),
    questions: arr<Record<string, unknown>>(data.ask_data).flatMap((item) => {
      try {
        return [parseAskQuestion(obj(item))]
      } catch {
        return [] // a row without an id cannot be opened: leave it out
      }
    }),
  }
}
