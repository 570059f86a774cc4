import { call, pluginRoute } from '../client'
import { asIs, arr, int, obj, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** certificate (api-plugins-2 §3.23): qualification records (rows in data.data_list), the form and details. */
const route = (action: string) => pluginRoute('certificate', 'userauth', action)

export const AUTH_APPROVED = 1

export interface FieldSpec {
  field: string
  name: string
  type: string
}

export interface AuthRecord {
  id: string
  status: number
  statusName: string
  addTime: string
  values: Record<string, unknown>
}

export interface AuthPage extends Page<AuthRecord> {
  fields: FieldSpec[]
}

export interface AuthCenter {
  tabs: Array<{ name: string; value: string }>
  tips: string[]
}

export interface DocumentKind {
  sign: string
  name: string
  required: boolean
  desc: string
}

export interface DocumentValue {
  images: string[]
  name: string
  number: string
  expire: string
  status: number | null
  statusName: string
}

export interface AuthForm {
  tips: string[]
  kinds: DocumentKind[]
  values: Record<string, DocumentValue>
  pathType: string
}

export interface AuthDetail {
  values: Record<string, unknown>
  fields: FieldSpec[]
}

const parseFields = (raw: unknown): FieldSpec[] =>
  arr<Record<string, unknown>>(raw).map((f) => ({ field: str(obj(f).field), name: str(obj(f).name), type: str(obj(f).type) }))

/** A field value as text, or a list of image URLs for `images` fields. */
export function fieldImages(value: unknown): string[] {
  return (Array.isArray(value) ? value : value ? [value] : []).map((v) => str(v)).filter(Boolean)
}

export async function getAuthCenter(): Promise<ApiResult<AuthCenter>> {
  return call(route('center'), {}, parseAuthCenter, { silent: true })
}

function parseAuthCenter(answer: unknown): AuthCenter {
  const data = obj(answer)
  return {
    tabs: arr<Record<string, unknown>>(data.nav).map((n) => ({ name: str(obj(n).name), value: str(obj(n).value) })),
    tips: arr(obj(data.base).user_auth_tips).map((t) => str(t)),
  }
}

export async function getAuthRecords(page: number, status: string): Promise<ApiResult<AuthPage>> {
  // "All" (-1) is sent without a status, as the app does.
  return call(
    route('index'),
    status === '-1' ? { page } : { page, status },
    (answer) => {
      const parsed = toPage(answer, page, (r) => ({
        id: str(r.id),
        status: int(r.status),
        statusName: str(r.status_name),
        addTime: str(r.add_time),
        values: r,
      }))
      return { ...parsed, fields: parseFields(obj(answer).field_list) }
    },
    { silent: true },
  )
}

export function deleteAuthRecord(id: string): Promise<ApiResult<unknown>> {
  return call(route('delete'), { ids: id }, asIs)
}

export async function getAuthForm(): Promise<ApiResult<AuthForm>> {
  return call(route('saveinfo'), {}, parseAuthForm, { silent: true })
}

function parseAuthForm(answer: unknown): AuthForm {
  const data = obj(answer)
  const base = obj(data.base)
  const values: Record<string, DocumentValue> = {}
  for (const [sign, raw] of Object.entries(obj(data.data))) {
    const v = obj(raw)
    values[sign] = {
      images: fieldImages(v.licence_images),
      name: str(v.licence_name),
      number: str(v.licence_number),
      expire: str(v.licence_expire_time),
      status: v.status === undefined ? null : int(v.status),
      statusName: str(v.status_name),
    }
  }
  return {
    tips: arr(base.user_auth_tips).map((t) => str(t)),
    kinds: arr<Record<string, unknown>>(base.user_auth_data).map((k) => ({
      sign: str(obj(k).sign),
      name: str(obj(k).name),
      required: int(obj(k).required) === 1,
      desc: str(obj(k).desc),
    })),
    values,
    pathType: str(data.editor_path_type, 'certificate'),
  }
}

export interface DocumentInput {
  images: string[]
  name: string
  number: string
  expire: string
}

export function saveAuth(documents: Record<string, DocumentInput>): Promise<ApiResult<unknown>> {
  const authData: Record<string, unknown> = {}
  for (const [sign, d] of Object.entries(documents)) {
    authData[sign] = { unique_key: sign, licence_images: d.images, licence_name: d.name.trim(), licence_number: d.number.trim(), licence_expire_time: d.expire }
  }
  return call(route('save'), { auth_data: authData }, asIs)
}

export async function getAuthDetail(id: string): Promise<ApiResult<AuthDetail>> {
  return call(
    route('detail'),
    { id },
    (answer) => {
      const data = obj(answer)
      return { values: obj(data.data), fields: parseFields(data.field_list) }
    },
    { silent: true },
  )
}
