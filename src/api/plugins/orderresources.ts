import { call, pluginRoute } from '../client'
import { arr, obj, str } from '../parse'
import type { ApiResult } from '../types'

/** orderresources (api-plugins-2 §3.19): what the merchant attached to an order, read-only. */

export interface OrderResources {
  images: string[]
  videos: string[]
  files: Array<{ title: string; url: string }>
  note: string
}

export function parseOrderResources(raw: unknown): OrderResources {
  const data = obj(raw)
  return {
    images: arr(data.images_data)
      .map((url) => str(url))
      .filter(Boolean),
    videos: arr(data.video_data)
      .map((url) => str(url))
      .filter(Boolean),
    files: arr(data.file_data)
      .map((item) => ({ title: str(obj(item).title), url: str(obj(item).url) }))
      .filter((file) => file.url),
    note: str(data.note),
  }
}

export const hasNoResources = (r: OrderResources) => !r.images.length && !r.videos.length && !r.files.length && !r.note

export async function getOrderResources(orderId: string): Promise<ApiResult<OrderResources>> {
  return call(pluginRoute('orderresources', 'orderannex', 'index'), { oid: orderId }, parseOrderResources, { silent: true })
}

export const orderResourcesUrl = (orderId: string) => `/pages/plugins/orderresources/orderannex/orderannex?oid=${orderId}`
