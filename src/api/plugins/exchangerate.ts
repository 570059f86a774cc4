import { call, pluginRoute } from '../client'
import { arr, num, obj, str } from '../parse'
import type { ApiResult } from '../types'

/** exchangerate (api-plugins-1 §9): the display currencies and the visitor's choice. */
export interface Currency {
  id: string
  name: string
  code: string
  symbol: string
  rate: number
  icon: string
}

export interface CurrencyList {
  current: Currency | null
  currencies: Currency[]
}

export function parseCurrency(raw: unknown): Currency {
  const c = obj(raw)
  return { id: str(c.id), name: str(c.name), code: str(c.code), symbol: str(c.symbol), rate: num(c.rate, 1), icon: str(c.icon) }
}

export async function getCurrencies(): Promise<ApiResult<CurrencyList>> {
  return call(
    pluginRoute('exchangerate', 'index', 'index'),
    {},
    (answer) => {
      const data = obj(obj(answer).data)
      return { current: data.default ? parseCurrency(data.default) : null, currencies: arr(data.data).map(parseCurrency) }
    },
    { silent: true },
  )
}

/** The server remembers the choice per user/device; no currency param goes with later calls. */
export async function setCurrency(id: string): Promise<ApiResult<Currency>> {
  return call(pluginRoute('exchangerate', 'index', 'setcurrency'), { currency: id }, parseCurrency)
}
