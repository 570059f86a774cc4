// design/index: one layout page by id (shopxo Design.php): the row without its config, and `layout_data`
// filled from it. Like v6.6.0 it does not filter on is_enable (api-plugins-2 defect 8) and counts the visit.
import { registerController, ok, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { formatTime } from '../core/format'
import { visitPage } from '../services/site/visited-page'
import { layoutView, parseLayoutText } from '../services/diy/layout'

defineMessages({
  'design.missing_id': { zh: '页面不存在：缺少页面编号', en: 'Page not found: no page id was given' },
  'design.not_found': { zh: '页面不存在', en: 'This page does not exist' },
})

interface DesignRow {
  id: number
  name: string
  logo: string
  seo_title: string
  seo_keywords: string
  seo_desc: string
  config: string
  is_header: number
  is_footer: number
  is_enable: number
  access_count: number
  add_time: number
  upd_time: number
}

function index(ctx: Ctx) {
  const row = visitPage<DesignRow>(ctx, 'design_pages', { missingId: 'design.missing_id', notFound: 'design.not_found' })
  const { config, ...page } = row
  return ok({
    data: {
      ...page,
      logo: page.logo ? ctx.img(page.logo) : '',
      access_count: page.access_count + 1,
      add_time: formatTime(page.add_time),
      upd_time: formatTime(page.upd_time),
    },
    layout_data: layoutView(ctx, parseLayoutText(config)),
    is_result_data_cache: 0,
  })
}

registerController('design', { index })
