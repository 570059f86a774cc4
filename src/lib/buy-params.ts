import { decodeBase64 } from './base64'
import { BUY_PLUGIN_KEYS, type BuyParams, type BuyPluginParams } from './buy-link'

/** Undo encodeURIComponent when the router has not already done it (harmless twice for base64). */
function safeDecodeUri(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** encodeURIComponent(base64(JSON)) -> the JSON value, or null when it is not that. */
export function decodeParam<T = unknown>(encoded: string | undefined): T | null {
  if (!encoded) return null
  try {
    const text = decodeBase64(safeDecodeUri(encoded).trim())
    return JSON.parse(text) as T
  } catch {
    return null
  }
}

/**
 * The checkout page's ?data= (api-core 3.5). Returns null for anything that is not a usable cart
 * or goods checkout, so the page shows "order params error" instead of calling buy/index.
 */
export function decodeBuyParams(data: string | undefined): BuyParams | null {
  const value = decodeParam<Record<string, unknown>>(data)
  if (!value || typeof value !== 'object') return null
  const base = decodeBuyLines(value)
  return base ? { ...base, ...pluginParamsOf(value) } : null
}

/** The plugin keys of the link that hold a whole number (anything else is dropped, never sent). */
function pluginParamsOf(value: Record<string, unknown>): BuyPluginParams {
  const params: BuyPluginParams = {}
  for (const key of BUY_PLUGIN_KEYS) {
    const raw = value[key]
    if ((typeof raw === 'string' || typeof raw === 'number') && /^-?\d{1,10}$/.test(String(raw).trim())) params[key] = String(raw).trim()
  }
  return params
}

function decodeBuyLines(value: Record<string, unknown>): BuyParams | null {
  if (value.buy_type === 'cart') {
    const ids = String(value.ids ?? '')
      .split(',')
      .map((id) => id.trim())
      .filter((id) => /^\d+$/.test(id))
    return ids.length ? { buy_type: 'cart', ids: ids.join(',') } : null
  }
  if (value.buy_type === 'goods' && typeof value.goods_data === 'string' && value.goods_data) {
    // goods_data stays encoded (the server decodes it); only check that it decodes to items.
    const items = decodeParam<unknown[]>(value.goods_data)
    if (!Array.isArray(items) || !items.length) return null
    return { buy_type: 'goods', goods_data: value.goods_data }
  }
  return null
}
