import { parseGoodsSummary, type GoodsSummary } from '../goods-summary'
import { call, pluginRoute } from '../client'
import { arr, asIs, bool, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { parseDiscussionComments, parseEmojiList, type DiscussionComment, type DiscussionSettings } from './discussion'

/** blog (api-plugins-2 §3.5): the blog home, search, a post with comments, my posts and the post form. */
const blog = (control: string, action: string) => pluginRoute('blog', control, action)

export const BLOG_INDEX_PAGE = '/pages/plugins/blog/index/index'
export const BLOG_SEARCH_PAGE = '/pages/plugins/blog/search/search'
export const BLOG_DETAIL_PAGE = '/pages/plugins/blog/detail/detail'
export const BLOG_COMMENTS_PAGE = '/pages/plugins/blog/comments/comments'
export const BLOG_USER_LIST_PAGE = '/pages/plugins/blog/user-list/user-list'
export const BLOG_FORM_PAGE = '/pages/plugins/blog/form/form'

export interface BlogBase {
  /** What the shop calls a post ("博文" by default); '' when not sent. */
  mainName: string
  title: string
  seoDesc: string
  categoryNav: boolean
  hotAutoPlay: boolean
  /** Shoppers may publish: the bottom bar shows "publish" and "mine". */
  userCanPost: boolean
  discussion: DiscussionSettings
  /** Home block: 0 above the goods floors, 1 after them. */
  homeLocation: number
  homeTitle: string
}

export function parseBlogBase(raw: unknown): BlogBase {
  const base = obj(raw)
  return {
    mainName: str(base.blog_main_name),
    title: str(base.application_name || base.seo_title),
    seoDesc: str(base.seo_desc),
    categoryNav: bool(base.is_home_category_main_nav),
    hotAutoPlay: bool(base.is_home_hot_auto_play),
    userCanPost: bool(base.is_user_add_blog),
    discussion: {
      show: base.is_blog_comments_show === undefined ? true : bool(base.is_blog_comments_show),
      canComment: bool(base.is_blog_comments_add),
      canLike: bool(base.is_blog_give_thumbs),
      moreThreshold: int(base.blog_detail_comments_more_page_number, 20) || 20,
    },
    homeLocation: int(base.home_data_location),
    homeTitle: str(base.home_data_list_title),
  }
}

export interface BlogPost {
  id: string
  title: string
  describe: string
  cover: string
  categoryId: string
  categoryName: string
  /** "2026年11月22日" as the server words it. */
  dateText: string
  date: string
  views: number
  comments: number
  likes: number
  status: number
  statusName: string
  enabled: boolean
  enabledName: string
}

export function parseBlogPost(raw: Record<string, unknown>): BlogPost {
  return {
    id: reqStr(raw, 'id'), // a row without its id cannot be opened
    title: str(raw.title),
    describe: str(raw.describe),
    cover: str(raw.cover),
    categoryId: str(raw.blog_category_id),
    categoryName: str(raw.blog_category_name),
    dateText: str(raw.add_time_date_cn || raw.date || raw.add_time),
    date: str(raw.date || raw.add_time),
    views: int(raw.access_count),
    comments: int(raw.comments_count),
    likes: int(raw.give_thumbs_count),
    status: int(raw.status, 1),
    statusName: str(raw.status_name),
    enabled: raw.is_enable === undefined ? true : bool(raw.is_enable),
    enabledName: str(raw.is_enable_name),
  }
}

export const blogDetailUrl = (id: string) => `${BLOG_DETAIL_PAGE}?id=${encodeURIComponent(id)}`

export interface BlogCategory {
  id: string
  name: string
  icon: string
  posts: number
  comments: number
  todayComments: number
  likes: number
}

function parseCategory(raw: Record<string, unknown>): BlogCategory {
  const counts = obj(raw.blog_data)
  return {
    id: reqStr(raw, 'id'),
    name: str(raw.name),
    icon: str(raw.icon),
    posts: int(counts.blog_count),
    comments: int(counts.comments_count),
    todayComments: int(counts.day_comments_count),
    likes: int(counts.give_thumbs_count),
  }
}

export interface BlogLink {
  url: string
  title: string
  views: number
}

function parseLink(raw: unknown): BlogLink | null {
  const link = obj(raw)
  return link.url ? { url: str(link.url), title: str(link.title), views: int(link.access_count) } : null
}

export interface BlogSlide {
  image: string
  url: string
  name: string
}

export interface BlogHome {
  base: BlogBase
  categories: BlogCategory[]
  slides: BlogSlide[]
  latest: BlogPost[]
  hot: BlogPost[]
  recommended: BlogLink[]
  goods: GoodsSummary[]
}

const items = <T>(raw: unknown, parse: (item: Record<string, unknown>) => T): T[] => arr<Record<string, unknown>>(raw).map((item) => parse(obj(item)))

export function getBlogHome(): Promise<ApiResult<BlogHome>> {
  return call(
    blog('index', 'index'),
    {},
    (raw) => {
      const data = obj(raw)
      return {
        base: parseBlogBase(data.base),
        categories: items(data.category, parseCategory),
        slides: items(data.slide_list, (s) => ({ image: str(s.images_url), url: str(s.url), name: str(s.name) })).filter((s) => s.image),
        latest: items(data.data_list, parseBlogPost),
        hot: items(data.hot_list, parseBlogPost),
        recommended: arr<unknown>(data.right_list)
          .map(parseLink)
          .filter((l): l is BlogLink => l !== null),
        goods: items(data.goods_list, parseGoodsSummary),
      }
    },
    { silent: true },
  )
}

export interface BlogSearchInfo {
  base: BlogBase
  categories: BlogCategory[]
}

export function getBlogSearchInfo(): Promise<ApiResult<BlogSearchInfo>> {
  return call(
    blog('search', 'index'),
    {},
    (raw) => {
      const data = obj(raw)
      return { base: parseBlogBase(data.base), categories: items(data.category, parseCategory) }
    },
    { silent: true },
  )
}

/** Public posts of a category ('' for all) whose title or summary holds `keywords`. */
export function searchBlogPosts(page: number, categoryId: string, keywords: string): Promise<ApiResult<Page<BlogPost>>> {
  return call(blog('search', 'datalist'), { page, id: categoryId || 0, bwd: keywords }, (raw) => toPage(raw, page, parseBlogPost), { silent: true })
}

export interface BlogDetail extends BlogPost {
  content: string
  videoUrl: string
  /** A live stream that only WeChat plays. */
  liveVideo: boolean
  seoTitle: string
  seoDesc: string
  shareImage: string
  liked: boolean
  isOwn: boolean
  comments: number
  commentList: DiscussionComment[]
  goods: GoodsSummary[]
}

export interface BlogDetailPage {
  post: BlogDetail
  base: BlogBase
  recommended: BlogLink[]
  previous: BlogLink | null
  next: BlogLink | null
  emoji: string[]
}

function parseDetail(raw: Record<string, unknown>): BlogDetail {
  return {
    ...parseBlogPost(raw),
    content: str(raw.content),
    videoUrl: str(raw.video_url),
    liveVideo: bool(raw.is_live_play),
    seoTitle: str(raw.seo_title),
    seoDesc: str(raw.seo_desc),
    shareImage: str(raw.share_images || raw.cover),
    liked: bool(raw.is_give_thumbs),
    isOwn: bool(raw.is_own),
    commentList: parseDiscussionComments(raw.comments_list, 'blog'),
    goods: items(raw.goods_list, parseGoodsSummary),
  }
}

function parseDetailPage(raw: unknown): BlogDetailPage {
  const data = obj(raw)
  const post = obj(data.data)
  reqStr(post, 'id') // "success requires data.data" (§3.5): without it the page has nothing to show
  const lastNext = obj(data.last_next)
  return {
    post: parseDetail(post),
    base: parseBlogBase(data.base),
    recommended: arr<unknown>(data.right_list)
      .map(parseLink)
      .filter((l): l is BlogLink => l !== null),
    previous: parseLink(lastNext.last),
    next: parseLink(lastNext.next),
    emoji: parseEmojiList(data.emoji_list),
  }
}

export function getBlogDetail(id: string): Promise<ApiResult<BlogDetailPage>> {
  return call(blog('index', 'detail'), { id }, parseDetailPage, { silent: true })
}

/** The comments page: the same post with its comments (blog/index/commentsinfo). */
export function getBlogCommentsInfo(id: string): Promise<ApiResult<BlogDetailPage>> {
  return call(blog('index', 'commentsinfo'), { id }, parseDetailPage, { silent: true })
}

/** My posts in every state (the page sends `page`: v6.6.0 forgot it). */
export function getMyBlogPosts(page: number): Promise<ApiResult<Page<BlogPost>>> {
  return call(blog('blog', 'index'), { page }, (raw) => toPage(raw, page, parseBlogPost), { silent: true })
}

export function deleteBlogPosts(ids: string[]): Promise<ApiResult<unknown>> {
  return call(blog('blog', 'delete'), { ids: ids.join(',') }, asIs)
}

export interface BlogDraft {
  title: string
  categoryId: string
  enabled: boolean
  cover: string
  content: string
  describe: string
  seoTitle: string
  seoKeywords: string
  seoDesc: string
}

export interface BlogFormInfo {
  categories: Array<{ id: string; name: string }>
  /** The post being edited (null for a new one). */
  draft: BlogDraft | null
  statusName: string
  pathType: string
}

export function emptyBlogDraft(): BlogDraft {
  return { title: '', categoryId: '', enabled: true, cover: '', content: '', describe: '', seoTitle: '', seoKeywords: '', seoDesc: '' }
}

export function getBlogFormInfo(id: string): Promise<ApiResult<BlogFormInfo>> {
  return call(
    blog('blog', 'saveinfo'),
    id ? { id, lang_can_key: 'blog_category_list' } : { lang_can_key: 'blog_category_list' },
    (raw) => {
      const data = obj(raw)
      const post = data.data ? obj(data.data) : null
      return {
        categories: items(data.blog_category_list, (c) => ({ id: reqStr(c, 'id'), name: str(c.name) })),
        draft: post
          ? {
              title: str(post.title),
              categoryId: str(post.blog_category_id),
              enabled: post.is_enable === undefined ? true : bool(post.is_enable),
              cover: str(post.cover),
              content: str(post.content),
              describe: str(post.describe),
              seoTitle: str(post.seo_title),
              seoKeywords: str(post.seo_keywords),
              seoDesc: str(post.seo_desc),
            }
          : null,
        statusName: post ? str(post.status_name) : '',
        pathType: str(data.editor_path_type, 'blog') || 'blog',
      }
    },
    { silent: true },
  )
}

/** The form's own values win (v6.6.0 let the loaded post's old values override what was typed). */
export function saveBlogPost(id: string, draft: BlogDraft): Promise<ApiResult<{ id: string; msg: string }>> {
  return call(
    blog('blog', 'save'),
    {
      ...(id ? { id } : {}),
      title: draft.title,
      blog_category_id: draft.categoryId,
      is_enable: draft.enabled ? 1 : 0,
      cover: draft.cover,
      content: draft.content,
      describe: draft.describe,
      seo_title: draft.seoTitle,
      seo_keywords: draft.seoKeywords,
      seo_desc: draft.seoDesc,
    },
    (raw, msg) => ({ id: str(raw), msg }),
  )
}

/** The home block: `plugins_blog_data` of the home answer. */
export interface BlogHomeBlock {
  base: BlogBase
  posts: BlogPost[]
}

export function parseBlogHomeBlock(raw: unknown): BlogHomeBlock | null {
  const data = obj(raw)
  const posts = arr<Record<string, unknown>>(data.data).flatMap((item) => {
    try {
      return [parseBlogPost(obj(item))]
    } catch {
      return [] // a row without an id cannot be opened: leave it out
    }
  })
  return posts.length ? { base: parseBlogBase(data.base), posts } : null
}

/** plugins_base.blog.data (read by the user-centre tile and the pages' titles). */
export function parseBlogPluginBase(data: Record<string, unknown>): BlogBase {
  return parseBlogBase(data)
}
