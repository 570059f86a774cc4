// The sales ticker's switches, each overridable in the configs table as plugins_salerecords_<key>.
import type { Database } from 'better-sqlite3'
import type { Ctx } from '../../core/context'
import { configInt, configText } from '../../services/site/configs'

export const SALERECORDS_DEFAULTS = {
  /** The home block after the goods floors: 1 shown, 0 left out. */
  is_home_show: 1,
  /** How many recent orders the home block cycles through. */
  home_data_list_number: 12,
}

export function salerecordsSetting(db: Database, key: keyof typeof SALERECORDS_DEFAULTS): number {
  return configInt(db, `plugins_salerecords_${key}`, SALERECORDS_DEFAULTS[key])
}

/** The home block's `base`: its title and subtitle (the shop's own words, else the default ones). */
export function salerecordsBase(ctx: Ctx) {
  return {
    home_bottom_title: configText(ctx.db, 'plugins_salerecords_home_bottom_title') || ctx.t('salerecords.home_title'),
    home_bottom_desc: configText(ctx.db, 'plugins_salerecords_home_bottom_desc') || ctx.t('salerecords.home_desc'),
  }
}
