// customview/index: one custom HTML page by id (shopxo CustomView.php). Like v6.6.0 it does not filter on
// is_enable (api-plugins-2 defect 8) and counts the visit; static paths in the HTML are made absolute.
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { asPositiveInt } from '../core/validate'
import { absolutiseHtml, formatTime } from '../core/format'
import { one, run } from '../db'

defineMessages({
  'customview.missing_id': { zh: '页面不存在：缺少页面编号', en: 'Page not found: no page id was given' },
  'customview.not_found': { zh: '页面不存在', en: 'This page does not exist' },
})

interface ViewRow {
  id: number
  name: string
  logo: string
  html_content: string
  is_header: number
  is_footer: number
  is_full_screen: number
  seo_title: string
  seo_keywords: string
  seo_desc: string
  is_enable: number
  access_count: number
  add_time: number
  upd_time: number
}

function index(ctx: Ctx) {
  const raw = ctx.params.id
  if (raw === undefined || raw === null || raw === '') throw new ApiError(ctx.t('customview.missing_id'))
  const id = asPositiveInt(raw)
  const row = id === null ? undefined : one<ViewRow>(ctx.db, 'SELECT * FROM custom_views WHERE id = ?', id)
  if (!row) throw new ApiError(ctx.t('customview.not_found'))
  run(ctx.db, 'UPDATE custom_views SET access_count = access_count + 1 WHERE id = ?', row.id)
  return ok({
    data: {
      ...row,
      logo: row.logo ? ctx.img(row.logo) : '',
      html_content: absolutiseHtml(ctx.baseUrl, row.html_content),
      access_count: row.access_count + 1,
      add_time: formatTime(row.add_time),
      upd_time: formatTime(row.upd_time),
    },
  })
}

registerController('customview', { index })
