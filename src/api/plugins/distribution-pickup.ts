import { parsePickupPoint, type PickupPoint } from '../address'
import { call } from '../client'
import { asIs, arr, bool, int, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { dist, nested, parsePickupApplication, type PickupApplication } from './distribution-common'

/** distribution (api-plugins-1 §4), pickup points (§4.12): typed calls and the parsers of their answers. */

export interface PickupOverview {
  applyNotes: string[]
  notices: string[]
  point: PickupApplication | null
  waiting: number
  handled: number
}

export async function getPickupOverview(): Promise<ApiResult<PickupOverview>> {
  return call(
    dist('extraction'),
    {},
    (raw) => {
      const d = obj(raw)
      const base = obj(d.base)
      const stats = obj(d.statistical)
      return {
        applyNotes: arr(base.self_extraction_apply_desc).map((n) => str(n)),
        notices: arr(base.self_extraction_common_notice).map((n) => str(n)),
        point: nested(d.extraction, parsePickupApplication),
        waiting: int(stats.order_wait),
        handled: int(stats.order_already),
      }
    },
    { silent: true },
  )
}

export async function getPickupForm(): Promise<ApiResult<{ point: PickupApplication | null; pathType: string }>> {
  return call(
    dist('extraction', 'applyinfo'),
    { is_lang: 0 },
    (raw) => {
      const d = obj(raw)
      const point =
        d.extraction_data && typeof d.extraction_data === 'object' && Object.keys(d.extraction_data).length ? parsePickupApplication(d.extraction_data) : null
      return { point, pathType: str(d.editor_path_type) }
    },
    { silent: true },
  )
}

/** What the application form sends: the point's own fields of an application. */
export type PickupInput = Pick<PickupApplication, 'logo' | 'alias' | 'name' | 'tel' | 'province' | 'city' | 'county' | 'address' | 'lng' | 'lat'>

export async function savePickupApplication(input: PickupInput): Promise<ApiResult<unknown>> {
  return call(dist('extraction', 'applysave'), { ...input }, asIs)
}

export interface PickupOrder {
  id: string
  orderId: string
  orderUserId: string
  orderNo: string
  payPrice: string
  status: number
  statusName: string
  addTime: string
}

function parsePickupOrder(raw: Record<string, unknown>): PickupOrder {
  return {
    id: reqStr(raw, 'id'),
    orderId: reqStr(raw, 'order_id'),
    orderUserId: str(raw.order_user_id),
    orderNo: str(raw.order_no),
    payPrice: str(raw.pay_price),
    status: int(raw.status),
    statusName: str(raw.status_name),
    addTime: str(raw.add_time),
  }
}

export async function getPickupOrders(page: number, status: string, keywords: string): Promise<ApiResult<Page<PickupOrder>>> {
  return call(dist('extraction', 'order'), { page, status, keywords }, (raw) => toPage(raw, page, parsePickupOrder), { silent: true })
}

export async function takePickupOrder(order: PickupOrder, code: string): Promise<ApiResult<{ status: number; statusName: string }>> {
  return call(dist('extraction', 'take'), { id: order.orderId, user_id: order.orderUserId, extraction_code: code }, (raw) => ({
    status: int(obj(raw).status, 1),
    statusName: str(obj(raw).status_name),
  }))
}

export interface PickupChoice extends PickupPoint {
  oldId: string
  isDefault: boolean
}

export async function getPickupChoices(location: { lng?: number; lat?: number }): Promise<ApiResult<PickupChoice[]>> {
  return call(
    dist('extraction', 'switchinfo'),
    { ...location },
    (raw) =>
      arr(obj(raw).extraction_address).map((item) => ({
        ...parsePickupPoint(item),
        oldId: str(obj(item).id_old),
        isDefault: bool(obj(item).is_default),
      })),
    { silent: true },
  )
}

export async function choosePickupPoint(point: PickupChoice): Promise<ApiResult<unknown>> {
  return call(dist('extraction', 'switchsave'), { id: point.id, value: point.oldId || 0 }, asIs)
}
