// The blog plugin's switches (api-plugins-2 §3.5 `base`), each overridable in the configs table as
// plugins_blog_<key>. The two review switches are the server's own: they never leave it.
import type { Database } from 'better-sqlite3'
import type { Ctx } from '../../core/context'
import { configInt } from '../../services/site/configs'

export const BLOG_DEFAULTS = {
  is_home_category_main_nav: 1,
  is_blog_comments_show: 1,
  is_blog_comments_add: 1,
  is_blog_give_thumbs: 1,
  is_home_hot_auto_play: 1,
  is_user_add_blog: 1,
  blog_detail_comments_more_page_number: 20,
  /** Home block: 0 above the goods floors, 1 after them. */
  home_data_location: 0,
  home_data_list_number: 4,
  /** Shoppers' new or edited posts wait for the shop's review before others see them. */
  is_user_blog_review: 1,
  /** New comments wait for review. */
  is_blog_comments_review: 0,
}

export type BlogSetting = keyof typeof BLOG_DEFAULTS

export function blogSetting(db: Database, key: BlogSetting): number {
  return configInt(db, `plugins_blog_${key}`, BLOG_DEFAULTS[key])
}

/** `base` as the pages read it (no server-only switches). */
export function blogBase(ctx: Ctx) {
  const read = (key: BlogSetting) => blogSetting(ctx.db, key)
  return {
    blog_main_name: ctx.t('blog.main_name'),
    application_name: ctx.t('blog.title'),
    seo_title: ctx.t('blog.title'),
    seo_desc: ctx.t('blog.seo_desc'),
    is_home_category_main_nav: read('is_home_category_main_nav'),
    is_blog_comments_show: read('is_blog_comments_show'),
    is_blog_comments_add: read('is_blog_comments_add'),
    is_blog_give_thumbs: read('is_blog_give_thumbs'),
    is_home_hot_auto_play: read('is_home_hot_auto_play'),
    is_user_add_blog: read('is_user_add_blog'),
    blog_detail_comments_more_page_number: read('blog_detail_comments_more_page_number'),
    home_data_location: read('home_data_location'),
  }
}
