// The document kinds and reading one submitted document (api-plugins-2 §3.23 saveinfo/save).
import { ApiError, type Ctx } from '../../core/router'
import { ownImagePath } from '../../services/site/upload-paths'
import { jsonValue } from '../../core/validate'
import { plainText } from '../../core/text'
import { shopDay } from '../plugin-params'

export const AUTH_STATUS = { pending: 0, approved: 1, rejected: 2 } as const
export const TEXT_MAX = 160

export interface DocumentKind {
  sign: string
  required: boolean
}

export const DOCUMENTS: DocumentKind[] = [
  { sign: 'business_licence', required: true },
  { sign: 'professional', required: false },
]

export interface DocumentInput {
  sign: string
  licence_images: string
  licence_name: string
  licence_number: string
  licence_expire_time: string
}

export const docName = (ctx: Ctx, sign: string) => ctx.t(`certificate.doc_${sign}`)

/** auth_data as an object (JSON body) or a JSON string (form posts); anything else is refused. */
export function readAuthData(ctx: Ctx): Record<string, Record<string, unknown>> {
  const raw = jsonValue(ctx.params.auth_data)
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new ApiError(ctx.t('certificate.data_invalid'))
  const data = raw as Record<string, unknown>
  for (const [sign, value] of Object.entries(data)) {
    if (!DOCUMENTS.some((d) => d.sign === sign)) throw new ApiError(ctx.t('certificate.doc_unknown'))
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(ctx.t('certificate.data_invalid'))
  }
  return data as Record<string, Record<string, unknown>>
}

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? plainText(String(value)) : '')

/** One image: a URL string, or a list holding exactly one. */
function firstImage(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 1 ? value[0] : value.length === 0 ? '' : null
  return value
}

export function isBlank(raw: Record<string, unknown> | undefined): boolean {
  if (!raw) return true
  const image = firstImage(raw.licence_images)
  return !image && !text(raw.licence_name) && !text(raw.licence_number) && !text(raw.licence_expire_time)
}

/** Every field of a document is needed once it is submitted; lengths and the date are checked here. */
export function readDocument(ctx: Ctx, sign: string, raw: Record<string, unknown>): DocumentInput {
  const doc = docName(ctx, sign)
  const image = firstImage(raw.licence_images)
  if (!image) throw new ApiError(ctx.t('certificate.image_required', { doc }))
  const path = ownImagePath(ctx, image)
  if (!path) throw new ApiError(ctx.t('certificate.image_invalid', { doc }))
  const name = text(raw.licence_name)
  if (!name) throw new ApiError(ctx.t('certificate.name_required', { doc }))
  if (Array.from(name).length > TEXT_MAX) throw new ApiError(ctx.t('certificate.too_long', { field: ctx.t('certificate.field_name', { doc }), max: TEXT_MAX }))
  const number = text(raw.licence_number)
  if (!number) throw new ApiError(ctx.t('certificate.number_required', { doc }))
  if (Array.from(number).length > TEXT_MAX)
    throw new ApiError(ctx.t('certificate.too_long', { field: ctx.t('certificate.field_number', { doc }), max: TEXT_MAX }))
  const expire = text(raw.licence_expire_time)
  if (!expire) throw new ApiError(ctx.t('certificate.expire_required', { doc }))
  if (!isCalendarDate(expire)) throw new ApiError(ctx.t('certificate.expire_format', { doc }))
  if (expire < shopDay(ctx.now())) throw new ApiError(ctx.t('certificate.expired', { doc }))
  return { sign, licence_images: path, licence_name: name, licence_number: number, licence_expire_time: expire }
}

/** 'YYYY-MM-DD' naming a real day (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
}
