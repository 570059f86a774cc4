// blog/blog/*: a shopper's own posts (api-plugins-2 §3.5 user-list and form). Only the author lists, opens
// for editing, saves over or deletes a post; someone else's id answers like a missing one.
import type { Ctx } from '../../core/context'
import { ApiError, ok } from '../../core/result'
import { isAbsent, optionalFlag, optionalText, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { pagedQuery } from '../../services/paging'
import { ownImagePath } from '../../services/site/upload-paths'
import { blogSetting } from './config'
import { htmlHasContent, htmlView, postHtmlParam } from '../../services/discussion/post-html'
import { postListItems, statusName, type BlogRow } from './views'
import { deleteOwned, ownRow } from '../../services/user/owned-rows'

/** Field limits of the form (api-plugins-2 §3.5). */
export const BLOG_LIMITS = { title: 16, describe: 200, seo: 16 }

const ownPost = (ctx: Ctx, userId: number, id: number) => ownRow<BlogRow>(ctx, 'blogs', userId, id, 'blog.not_found')

function categoryList(ctx: Ctx) {
  return all<{ id: number; name: string }>(ctx.db, 'SELECT id, name FROM blog_categories WHERE is_enable = 1 ORDER BY sort, id')
}

/** My posts in every state, newest first (the page sends `page`, which v6.6.0 forgot). */
function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const page = pagedQuery<BlogRow>(ctx, { from: 'blogs', where: 'user_id = ?', args: [user.id], order: 'add_time DESC, id DESC', pageSize: 10 })
  return ok({ ...page, data: postListItems(ctx, page.data) })
}

function saveinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = isAbsent(ctx.params.id) ? 0 : requireId(ctx)
  const row = id ? ownPost(ctx, user.id, id) : null
  return ok({
    blog_category_list: categoryList(ctx),
    editor_path_type: 'blog',
    data: row
      ? {
          id: row.id,
          title: row.title,
          blog_category_id: row.blog_category_id,
          describe: row.describe,
          cover: ctx.img(row.cover),
          content: htmlView(ctx, row.content),
          seo_title: row.seo_title,
          seo_keywords: row.seo_keywords,
          seo_desc: row.seo_desc,
          is_enable: row.is_enable,
          status: row.status,
          status_name: statusName(ctx, row.status),
        }
      : null,
  })
}

/** A text field of the form: markup removed, then its limit. */
function textField(ctx: Ctx, name: string, max: number, labelKey: string): string {
  return optionalText(ctx, name, max, ctx.t(labelKey))
}

function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = isAbsent(ctx.params.id) ? 0 : requireId(ctx)
  const existing = id ? ownPost(ctx, user.id, id) : null
  if (!existing && !blogSetting(ctx.db, 'is_user_add_blog')) throw new ApiError(ctx.t('blog.publish_closed'))

  const title = textField(ctx, 'title', BLOG_LIMITS.title, 'blog.title_label')
  if (!title) throw new ApiError(ctx.t('blog.title_required'))
  if (isAbsent(ctx.params.blog_category_id)) throw new ApiError(ctx.t('blog.category_required'))
  const categoryId = requireId(ctx, 'blog_category_id', ctx.t('blog.category_required'))
  if (!one(ctx.db, 'SELECT 1 FROM blog_categories WHERE id = ? AND is_enable = 1', categoryId)) throw new ApiError(ctx.t('blog.category_not_found'))
  const content = postHtmlParam(ctx, 'content', ctx.t('blog.content_label'))
  if (!htmlHasContent(content)) throw new ApiError(ctx.t('blog.content_required'))
  const describe = textField(ctx, 'describe', BLOG_LIMITS.describe, 'blog.describe_label')
  const seoTitle = textField(ctx, 'seo_title', BLOG_LIMITS.seo, 'blog.seo_title_label')
  const seoKeywords = textField(ctx, 'seo_keywords', BLOG_LIMITS.seo, 'blog.seo_keywords_label')
  const seoDesc = textField(ctx, 'seo_desc', BLOG_LIMITS.seo, 'blog.seo_desc_label')
  const isEnable = optionalFlag(ctx, 'is_enable', 1, 'blog.enable_invalid')
  // A new cover must be an upload of this server; the stored one may be sent back as it was.
  const sentCover = ownImagePath(ctx, ctx.params.cover, true)
  const keptCover = existing && ownImagePath(ctx, ctx.params.cover, false) === existing.cover ? existing.cover : null
  const cover = keptCover ?? sentCover
  if (cover === null) throw new ApiError(ctx.t('blog.cover_invalid'))

  // Every save of a shopper's post goes back to review when the shop reviews posts.
  const status = blogSetting(ctx.db, 'is_user_blog_review') ? 0 : 1
  const now = ctx.nowSeconds()
  const values = [categoryId, title, describe, cover, content, seoTitle, seoKeywords, seoDesc, isEnable, status, now]
  let savedId = id
  if (existing) {
    run(
      ctx.db,
      `UPDATE blogs SET blog_category_id = ?, title = ?, describe = ?, cover = ?, content = ?, seo_title = ?, seo_keywords = ?, seo_desc = ?,
       is_enable = ?, status = ?, upd_time = ? WHERE id = ? AND user_id = ?`,
      ...values,
      existing.id,
      user.id,
    )
  } else {
    savedId = Number(
      run(
        ctx.db,
        `INSERT INTO blogs (blog_category_id, title, describe, cover, content, seo_title, seo_keywords, seo_desc, is_enable, status, upd_time, user_id, add_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ...values,
        user.id,
        now,
      ).lastInsertRowid,
    )
  }
  return ok(savedId, ctx.t(status === 0 ? 'blog.saved_review' : 'blog.saved'))
}

function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  deleteOwned(ctx, 'blogs', user.id, 'blog.not_found')
  return ok('', ctx.t('blog.deleted'))
}

export const blogUserControl = { index, saveinfo, save, delete: remove }
