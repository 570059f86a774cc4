import { call } from '../client'
import { asIs, arr, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { dist, nested } from './distribution-common'

/** distribution (api-plugins-1 §4), customer visits (§4.14): typed calls and the parsers of their answers. */

export interface Visit {
  id: string
  customer: { id: string; avatar: string; name: string }
  content: string
  images: string[]
  addTime: string
  updTime: string
}

function parseVisit(raw: unknown): Visit {
  const v = obj(raw)
  const c = obj(v.custom_user)
  return {
    id: reqStr(v, 'id'),
    customer: { id: str(c.id), avatar: str(c.avatar), name: str(c.user_name_view) },
    content: str(v.content),
    images: arr(v.images).map((i) => str(i)),
    addTime: str(v.add_time),
    updTime: str(v.upd_time),
  }
}

export async function getVisits(page: number): Promise<ApiResult<Page<Visit>>> {
  return call(dist('visit'), { page }, (raw) => toPage(raw, page, parseVisit), { silent: true })
}

export async function deleteVisit(id: string): Promise<ApiResult<unknown>> {
  return call(dist('visit', 'delete'), { ids: id }, asIs)
}

export async function getVisitForm(id: string): Promise<ApiResult<{ visit: Visit | null; pathType: string }>> {
  return call(
    dist('visit', 'saveinfo'),
    { ...(id ? { id } : {}), is_lang: 0 },
    (raw) => {
      const d = obj(raw)
      return { visit: nested(d.data, parseVisit), pathType: str(d.editor_path_type) }
    },
    { silent: true },
  )
}

export interface VisitInput {
  id: string
  customerId: string
  content: string
  images: string[]
}

export async function saveVisit(input: VisitInput): Promise<ApiResult<unknown>> {
  return call(dist('visit', 'save'), { id: input.id, custom_user_id: input.customerId, content: input.content, images: input.images }, asIs)
}
