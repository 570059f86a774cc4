// certificate (api-plugins-2 §3.23): a user's qualification applications. Approved documents are
// locked; one pending application at a time (saving again updates it). Rows in data.data_list.
import './messages'
import { definePlugin } from '../../core/plugins'
import { asDataList, ownRowsQuery, pagedQuery } from '../../services/paging'
import { ApiError, ok, type Ctx } from '../../core/router'
import { requireId, requireIds } from '../../core/validate'
import { one, run } from '../../db'
import { readStatusFilter } from '../plugin-params'
import { AUTH_STATUS, DOCUMENTS, docName, isBlank, readAuthData, readDocument, type DocumentInput } from './documents'
import { currentDocuments, detailView, isApproved, listFields, listRow, ownAuth, statusName, type AuthRow } from './records'
import { seedCertificates } from './seed'

const STATUSES = [AUTH_STATUS.pending, AUTH_STATUS.approved, AUTH_STATUS.rejected]
const tips = (ctx: Ctx) => [ctx.t('certificate.tip_1'), ctx.t('certificate.tip_2')]

function center(ctx: Ctx) {
  ctx.requireUser()
  return ok({
    base: { application_name: ctx.t('certificate.title'), user_auth_tips: tips(ctx) },
    nav: [{ name: ctx.t('certificate.status_all'), value: -1 }, ...STATUSES.map((value) => ({ name: statusName(ctx, value), value }))],
  })
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = readStatusFilter(ctx, [...STATUSES])
  const page = pagedQuery(ctx, ownRowsQuery('certificate_auths', user.id, status), (row: AuthRow) => listRow(ctx, row))
  return ok({
    ...asDataList(page),
    field_list: listFields(ctx),
  })
}

function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx)
  const rows = ids.map((id) => ownAuth(ctx, user.id, id))
  if (rows.some((row) => isApproved(row.status))) throw new ApiError(ctx.t('certificate.approved_locked'))
  ctx.db.transaction(() => {
    for (const row of rows) run(ctx.db, 'DELETE FROM certificate_auths WHERE id = ? AND user_id = ? AND status != 1', row.id, user.id)
  })()
  return ok('', ctx.t('certificate.deleted'))
}

function saveinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const current = currentDocuments(ctx, user.id)
  const data: Record<string, unknown> = {}
  for (const [sign, item] of current) {
    data[sign] = {
      licence_images: item.licence_images ? [ctx.img(item.licence_images)] : [],
      licence_name: item.licence_name,
      licence_number: item.licence_number,
      licence_expire_time: item.licence_expire_time,
      status: item.status,
      status_name: statusName(ctx, item.status),
    }
  }
  return ok({
    base: {
      user_auth_tips: tips(ctx),
      user_auth_data: DOCUMENTS.map((d) => ({
        sign: d.sign,
        name: docName(ctx, d.sign),
        required: d.required ? 1 : 0,
        desc: ctx.t(`certificate.doc_${d.sign}_desc`),
        example_images: [],
      })),
    },
    data,
    editor_path_type: 'certificate',
  })
}

function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const input = readAuthData(ctx)
  const current = currentDocuments(ctx, user.id)
  const documents: DocumentInput[] = []
  for (const kind of DOCUMENTS) {
    // Approved documents are locked: whatever comes in for them is ignored.
    if (isApproved(current.get(kind.sign)?.status ?? -1)) continue
    const raw = input[kind.sign]
    if (isBlank(raw)) {
      if (kind.required) throw new ApiError(ctx.t('certificate.required_doc', { doc: docName(ctx, kind.sign) }))
      continue
    }
    documents.push(readDocument(ctx, kind.sign, raw))
  }
  if (!documents.length) throw new ApiError(ctx.t('certificate.nothing_to_submit'))
  const now = ctx.nowSeconds()
  const id = ctx.db.transaction((): number => {
    const pending = one<{ id: number }>(ctx.db, 'SELECT id FROM certificate_auths WHERE user_id = ? AND status = 0 ORDER BY id DESC LIMIT 1', user.id)
    let authId = pending?.id ?? 0
    if (authId) {
      run(ctx.db, 'UPDATE certificate_auths SET upd_time = ? WHERE id = ?', now, authId)
      run(ctx.db, 'DELETE FROM certificate_auth_items WHERE auth_id = ?', authId)
    } else {
      authId = Number(run(ctx.db, 'INSERT INTO certificate_auths (user_id, status, add_time, upd_time) VALUES (?, 0, ?, ?)', user.id, now, now).lastInsertRowid)
    }
    for (const d of documents) {
      run(
        ctx.db,
        'INSERT INTO certificate_auth_items (auth_id, sign, licence_images, licence_name, licence_number, licence_expire_time) VALUES (?, ?, ?, ?, ?, ?)',
        authId,
        d.sign,
        d.licence_images,
        d.licence_name,
        d.licence_number,
        d.licence_expire_time,
      )
    }
    return authId
  })()
  return ok({ id }, ctx.t('certificate.saved'))
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(detailView(ctx, ownAuth(ctx, user.id, requireId(ctx))))
}

definePlugin({
  name: 'certificate',
  baseData: (ctx) => ({
    is_user_force_select: 0,
    user_auth_business_data: { business_title: ctx.t('certificate.business_title'), auth_status: false, is_select: false },
    business_type_data: [],
  }),
  controls: { userauth: { center, index, delete: remove, saveinfo, save, detail } },
  seed: seedCertificates,
})
