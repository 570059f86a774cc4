// The ask plugin's switches (api-plugins-2 §3.10 `base`), each overridable in the configs table as
// plugins_ask_<key>. The review switches are the server's own.
import type { Database } from 'better-sqlite3'
import type { Ctx } from '../../core/context'
import { configInt } from '../../services/site/configs'

export const ASK_DEFAULTS = {
  is_user_add_ask: 1,
  is_ask_comments_show: 1,
  is_ask_comments_add: 1,
  is_ask_give_thumbs: 1,
  ask_detail_comments_more_page_number: 20,
  is_show_email_notice: 1,
  is_show_mobile_notice: 1,
  /** New questions wait for the shop's review before others see them. */
  is_ask_review: 1,
  /** New comments wait for review. */
  is_ask_comments_review: 0,
}

export type AskSetting = keyof typeof ASK_DEFAULTS

export function askSetting(db: Database, key: AskSetting): number {
  return configInt(db, `plugins_ask_${key}`, ASK_DEFAULTS[key])
}

export function askBase(ctx: Ctx) {
  const read = (key: AskSetting) => askSetting(ctx.db, key)
  return {
    application_name: ctx.t('ask.title'),
    seo_title: ctx.t('ask.title'),
    seo_desc: ctx.t('ask.seo_desc'),
    is_user_add_ask: read('is_user_add_ask'),
    is_ask_comments_show: read('is_ask_comments_show'),
    is_ask_comments_add: read('is_ask_comments_add'),
    is_ask_give_thumbs: read('is_ask_give_thumbs'),
    ask_detail_comments_more_page_number: read('ask_detail_comments_more_page_number'),
  }
}
