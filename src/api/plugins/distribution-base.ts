import { call, pluginRoute } from '../client'
import { bool, str } from '../parse'
import type { ApiResult } from '../types'

/**
 * The part of the distribution api that core pages need (plugins_base settings, the goods poster of goods
 * detail), apart from src/api/plugins/distribution.ts so those pages do not carry the whole plugin's calls.
 */

export interface DistributionBase {
  goodsPosterEnabled: boolean
  pickupEnabled: boolean
  /** Refused location on the customer map sends the shopper to the location settings. */
  mapForceLocation: boolean
  /** Web map tiles: a URL template with {s}, {z}, {x}, {y}. */
  mapTileUrl: string
  mapTileAttribution: string
}

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'

export function parseDistributionBase(raw: Record<string, unknown>): DistributionBase {
  return {
    goodsPosterEnabled: bool(raw.is_goods_detail_poster),
    pickupEnabled: raw.is_enable_self_extraction === undefined ? true : bool(raw.is_enable_self_extraction),
    mapForceLocation: bool(raw.is_map_force_location),
    mapTileUrl: str(raw.map_tile_url) || DEFAULT_TILE_URL,
    mapTileAttribution: str(raw.map_tile_attribution),
  }
}

/** distribution/goodsposter (api-plugins-1 §4.15): the poster image of a goods with the shopper's referral code. */
export async function getGoodsPoster(goodsId: string): Promise<ApiResult<string>> {
  return call(pluginRoute('distribution', 'distribution', 'goodsposter'), { goods_id: goodsId }, (raw) => str(raw))
}
