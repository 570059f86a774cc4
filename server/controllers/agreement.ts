// agreement/index?document=userregister|userprivacy|userlogout: one rich-text agreement.
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { one } from '../db'
import { absolutiseHtml, formatTime } from '../core/format'

defineMessages({
  'agreement.document_wrong': { zh: '协议类型有误', en: 'Agreement type error' },
  'agreement.not_found': { zh: '协议不存在', en: 'Agreement does not exist' },
  'agreement.success': { zh: '操作成功', en: 'Operation successful' },
})

const DOCUMENTS = ['userregister', 'userprivacy', 'userlogout']

function index(ctx: Ctx) {
  const document = typeof ctx.params.document === 'string' ? ctx.params.document.trim() : ''
  if (!DOCUMENTS.includes(document)) throw new ApiError(ctx.t('agreement.document_wrong'))
  const row = one<{ name: string; value: string; upd_time: number }>(ctx.db, 'SELECT name, value, upd_time FROM agreements WHERE document = ?', document)
  if (!row) throw new ApiError(ctx.t('agreement.not_found'))
  return ok(
    { name: row.name, value: absolutiseHtml(ctx.baseUrl, row.value), type: 'common', upd_time: row.upd_time, upd_time_time: formatTime(row.upd_time) },
    ctx.t('agreement.success'),
  )
}

registerController('agreement', { index })
