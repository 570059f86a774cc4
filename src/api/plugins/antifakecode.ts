import { call, pluginRoute } from '../client'
import { int, obj, reqInt, str } from '../parse'
import type { ApiResult } from '../types'

/** antifakecode (api-plugins-2 §3.16): check a product's authenticity code. */

/** data.status: -10000 no code yet, 0 genuine (first check), -100 checked before, anything else not found. */
export type CheckOutcome = 'none' | 'first' | 'again' | 'unknown'

export interface AntifakePictures {
  topBanner: string
  bottomImage: string
  firstImage: string
  firstTips: string
  againImage: string
  againTips: string
}

export interface AntifakeCheck {
  outcome: CheckOutcome
  message: string
  code: string
  queryCount: number
  firstQueryTime: string
  goods: { id: string; title: string; image: string; price: string; url: string } | null
  pictures: AntifakePictures
}

function outcomeOf(status: number): CheckOutcome {
  if (status === -10000) return 'none'
  if (status === 0) return 'first'
  if (status === -100) return 'again'
  return 'unknown'
}

export function parseAntifakeCheck(raw: unknown): AntifakeCheck {
  const data = obj(raw)
  const pictures = obj(data.data)
  const info = obj(data.code_info)
  const goods = obj(data.goods)
  return {
    outcome: outcomeOf(reqInt(data, 'status')),
    message: str(data.msg),
    code: str(data.code),
    queryCount: int(info.query_count),
    firstQueryTime: str(info.first_query_time),
    goods: goods.id ? { id: str(goods.id), title: str(goods.title), image: str(goods.images), price: str(goods.price), url: str(goods.goods_url) } : null,
    pictures: {
      topBanner: str(pictures.scan_top_banner),
      bottomImage: str(pictures.scan_bottom_images),
      firstImage: str(pictures.scan_first_images),
      firstTips: str(pictures.scan_first_tips),
      againImage: str(pictures.scan_last_images),
      againTips: str(pictures.scan_last_tips),
    },
  }
}

/**
 * Check `code` ('' only loads the page's pictures). Unlike v6.6.0 the answer's code is honoured: a
 * refused code (malformed) is a failure with the server's message.
 */
export function checkAntifakeCode(code: string): Promise<ApiResult<AntifakeCheck>> {
  return call(pluginRoute('antifakecode', 'index', 'index'), code ? { id: code } : {}, parseAntifakeCheck, { silent: true })
}
