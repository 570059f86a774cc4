import { call, pluginRoute } from '../client'
import { arr, obj, str } from '../parse'
import type { ApiResult } from '../types'

/** express (api-plugins-2 §3.6): tracking of one parcel of an order, with the parcel tabs. */

export interface TrackingStep {
  desc: string
  time: string
}

export interface Tracking {
  icon: string
  carrier: string
  number: string
  note: string
  /** The carrier's own message when it has no steps to give. */
  msg: string
  steps: TrackingStep[]
  /** Tab names, one per parcel; tabs are shown from two parcels up. */
  parcels: string[]
}

export function parseTracking(raw: unknown): Tracking {
  const data = obj(raw)
  const info = obj(data.express_info)
  return {
    icon: str(info.icon),
    carrier: str(info.name),
    number: str(info.number),
    note: str(info.note),
    msg: str(info.msg),
    steps: arr(info.data).map((item) => {
      const step = obj(item)
      return { desc: str(step.desc), time: str(step.time) }
    }),
    parcels: arr(data.express_data).map((item) => str(obj(item).show_name)),
  }
}

/** Nothing to show: neither steps nor a carrier message (the page's empty state). */
export function isTrackingEmpty(tracking: Tracking): boolean {
  return !tracking.steps.length && !tracking.msg
}

/** `params`: the page's query (oid, optional action_type, eid), passed on as they are. */
export async function getTracking(params: Record<string, string>, parcelIndex: number): Promise<ApiResult<Tracking>> {
  return call(pluginRoute('express', 'index', 'index'), { ...params, eid: parcelIndex }, parseTracking, { silent: true })
}

export const trackingPageUrl = (orderId: string) => `/pages/plugins/express/detail/detail?oid=${orderId}`
