// The programme's settings (api-plugins-1 §4.1 `data.base`). Switches can be changed per shop in the configs
// table under plugins_distribution_<name> (tests flip them); texts follow the request language.
import type { Database } from 'better-sqlite3'
import type { Ctx } from '../../core/router'
import { configInt, configText } from '../../services/site/configs'

export const PLUGIN = 'distribution'
export const PAGES = '/pages/plugins/distribution'

/** Default web map tiles (OpenStreetMap's public tile servers); a shop may point at its own. */
export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'

const SWITCH_DEFAULTS = {
  is_enable_self_extraction: 1,
  is_show_superior: 1,
  is_modify_superior: 1,
  is_goods_detail_poster: 1,
  is_map_force_location: 0,
  /** How many times a member may change their superior. */
  superior_modify_max: 3,
  /** Commission tiers minus one (0: one tier, 2: three tiers), as ShopXO's `level`. */
  level: 2,
  /** Days a completed order's commission waits before it is settled (0: settled on completion). */
  settlement_days: 0,
  /** Customers within this distance of the map centre are shown. */
  map_radius_km: 100,
}

export type DistributionSwitch = keyof typeof SWITCH_DEFAULTS

export function setting(db: Database, name: DistributionSwitch): number {
  return configInt(db, `plugins_distribution_${name}`, SWITCH_DEFAULTS[name])
}

/** How many levels above the buyer earn commission (1-3). */
export function commissionTiers(db: Database): number {
  return Math.min(3, Math.max(1, setting(db, 'level') + 1))
}

export function tileUrl(db: Database): string {
  return configText(db, 'plugins_distribution_map_tile_url', DEFAULT_TILE_URL)
}

/** What base/common publishes as plugins_base.distribution.data. */
export function publicBase(ctx: Ctx) {
  return {
    is_goods_detail_poster: setting(ctx.db, 'is_goods_detail_poster'),
    is_enable_self_extraction: setting(ctx.db, 'is_enable_self_extraction'),
    is_map_force_location: setting(ctx.db, 'is_map_force_location'),
    map_tile_url: tileUrl(ctx.db),
    map_tile_attribution: configText(ctx.db, 'plugins_distribution_map_tile_attribution', '© OpenStreetMap'),
    level: setting(ctx.db, 'level'),
  }
}

const lines = (ctx: Ctx, prefix: string, count: number) => Array.from({ length: count }, (_, i) => ctx.t(`${prefix}_${i + 1}`))

/** `data.base` of the centre and the introduce page. */
export function centreBase(ctx: Ctx) {
  return {
    is_enable_self_extraction: setting(ctx.db, 'is_enable_self_extraction'),
    is_show_superior: setting(ctx.db, 'is_show_superior'),
    is_modify_superior: setting(ctx.db, 'is_modify_superior'),
    level: setting(ctx.db, 'level'),
    user_center_notice: lines(ctx, 'dist.centre_notice', 2),
    user_center_level_desc: lines(ctx, 'dist.level_desc', 2),
  }
}

/** `data.base` of the pickup point page. */
export function extractionBase(ctx: Ctx) {
  return {
    self_extraction_apply_desc: lines(ctx, 'dist.extraction_apply_desc', 3),
    self_extraction_common_notice: lines(ctx, 'dist.extraction_notice', 2),
  }
}
