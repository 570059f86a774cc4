// Reading a user's certification records and shaping them for the list, the form and the detail.
import { formatTime } from '../../core/format'
import type { Ctx } from '../../core/router'
import { all } from '../../db'
import { ownRow } from '../../services/user/owned-rows'
import { AUTH_STATUS, DOCUMENTS, docName } from './documents'

export interface AuthRow {
  id: number
  user_id: number
  status: number
  reason: string
  add_time: number
  upd_time: number
}

export interface ItemRow {
  auth_id: number
  sign: string
  licence_images: string
  licence_name: string
  licence_number: string
  licence_expire_time: string
}

export const statusName = (ctx: Ctx, status: number) => ctx.t(`certificate.status_${status}`)

export function ownAuth(ctx: Ctx, userId: number, id: number): AuthRow {
  return ownRow<AuthRow>(ctx, 'certificate_auths', userId, id, 'certificate.not_found')
}

export function itemsOf(ctx: Ctx, authId: number): ItemRow[] {
  const rows = all<ItemRow>(
    ctx.db,
    'SELECT auth_id, sign, licence_images, licence_name, licence_number, licence_expire_time FROM certificate_auth_items WHERE auth_id = ?',
    authId,
  )
  const order = DOCUMENTS.map((d) => d.sign)
  return rows.sort((a, b) => order.indexOf(a.sign) - order.indexOf(b.sign))
}

export function listRow(ctx: Ctx, auth: AuthRow) {
  return {
    id: auth.id,
    status: auth.status,
    status_name: statusName(ctx, auth.status),
    documents: itemsOf(ctx, auth.id)
      .map((i) => docName(ctx, i.sign))
      .join('、'),
    add_time: formatTime(auth.add_time),
  }
}

export const listFields = (ctx: Ctx) => [
  { field: 'documents', name: ctx.t('certificate.field_documents') },
  { field: 'add_time', name: ctx.t('certificate.field_add_time') },
]

/** Detail: flat data plus the field list; `*_licence_images` fields are images. */
export function detailView(ctx: Ctx, auth: AuthRow) {
  const data: Record<string, unknown> = {
    id: auth.id,
    status: auth.status,
    status_name: statusName(ctx, auth.status),
    reason: auth.reason,
    add_time: formatTime(auth.add_time),
    upd_time: formatTime(auth.upd_time),
  }
  const fields: Array<{ field: string; name: string; type?: string }> = [{ field: 'status_name', name: ctx.t('certificate.field_status') }]
  if (auth.reason) fields.push({ field: 'reason', name: ctx.t('certificate.field_reason') })
  for (const item of itemsOf(ctx, auth.id)) {
    const doc = docName(ctx, item.sign)
    data[`${item.sign}_licence_images`] = [ctx.img(item.licence_images)]
    data[`${item.sign}_licence_name`] = item.licence_name
    data[`${item.sign}_licence_number`] = item.licence_number
    data[`${item.sign}_licence_expire_time`] = item.licence_expire_time
    fields.push(
      { field: `${item.sign}_licence_images`, name: ctx.t('certificate.field_images', { doc }), type: 'images' },
      { field: `${item.sign}_licence_name`, name: ctx.t('certificate.field_name', { doc }) },
      { field: `${item.sign}_licence_number`, name: ctx.t('certificate.field_number', { doc }) },
      { field: `${item.sign}_licence_expire_time`, name: ctx.t('certificate.field_expire', { doc }) },
    )
  }
  fields.push({ field: 'add_time', name: ctx.t('certificate.field_add_time') }, { field: 'upd_time', name: ctx.t('certificate.field_upd_time') })
  return { data, field_list: fields }
}

/** Per document kind, what the form starts from: the approved one if any, else the newest submitted. */
export function currentDocuments(ctx: Ctx, userId: number): Map<string, ItemRow & { status: number }> {
  const rows = all<ItemRow & { status: number }>(
    ctx.db,
    `SELECT i.auth_id, i.sign, i.licence_images, i.licence_name, i.licence_number, i.licence_expire_time, a.status
     FROM certificate_auth_items i JOIN certificate_auths a ON a.id = i.auth_id
     WHERE a.user_id = ? ORDER BY (a.status = 1) DESC, a.id DESC`,
    userId,
  )
  const current = new Map<string, ItemRow & { status: number }>()
  for (const row of rows) if (!current.has(row.sign)) current.set(row.sign, row)
  return current
}

export const isApproved = (status: number) => status === AUTH_STATUS.approved
