// customview/index: one custom HTML page by id (shopxo CustomView.php). Like v6.6.0 it does not filter on
// is_enable (api-plugins-2 defect 8) and counts the visit; static paths in the HTML are made absolute.
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { absolutiseHtml, formatTime } from '../core/format'
import { visitPage } from '../services/site/visited-page'

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
  const row = visitPage<ViewRow>(ctx, 'custom_views', { missingId: 'customview.missing_id', notFound: 'customview.not_found' })
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
