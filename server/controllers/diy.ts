// diy/index: one page-builder page by id, its data-source modules filled on every load (shopxo DiyService::DiyData).
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { asPositiveInt } from '../core/validate'
import { one, run } from '../db'
import { diyConfigView } from '../services/diy/hydrate'

defineMessages({
  'diy.missing_id': { zh: '页面不存在：缺少页面编号', en: 'Page not found: no page id was given' },
  'diy.not_found': { zh: '页面不存在或已停用', en: 'This page does not exist or has been disabled' },
})

interface DiyRow {
  id: number
  name: string
  describe: string
  logo: string
  config: string
}

function parseConfig(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/** `id` required; `is_cache` is accepted and ignored (the demo always answers fresh data). */
function index(ctx: Ctx) {
  const raw = ctx.params.id
  if (raw === undefined || raw === null || raw === '') throw new ApiError(ctx.t('diy.missing_id'))
  const id = asPositiveInt(raw)
  const row = id === null ? undefined : one<DiyRow>(ctx.db, 'SELECT id, name, describe, logo, config FROM diy_pages WHERE id = ? AND is_enable = 1', id)
  if (!row) throw new ApiError(ctx.t('diy.not_found'))
  run(ctx.db, 'UPDATE diy_pages SET access_count = access_count + 1 WHERE id = ?', row.id)
  return ok({
    data: {
      id: row.id,
      // v6.6.0 sends only id and config; name/describe/logo are what the page's title and share read.
      name: row.name,
      describe: row.describe,
      logo: row.logo ? ctx.img(row.logo) : '',
      config: diyConfigView(ctx, parseConfig(row.config), ctx.nowSeconds()),
    },
    is_result_data_cache: 0,
  })
}

registerController('diy', { index })
