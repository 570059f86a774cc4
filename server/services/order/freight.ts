// Freight options per warehouse (api-core 3.5): buy/index lists them as plugins_freightfee_data of the
// warehouse group, freightfee_id_<warehouse> picks one by its position, and the chosen fee is added to
// the order (increase_price and an extension row).
import type { Database } from 'better-sqlite3'
import { all } from '../../db'
import { fromCents, toCents } from '../../core/format'
import { defineMessages } from '../../core/i18n'
import { ApiError } from '../../core/result'
import { asInt } from '../../core/validate'
import type { Ctx } from '../../core/context'
import { displayMoney, displaySymbol } from '../site/display-currency'
import type { BuyExtensionRow } from './buy'

defineMessages({
  'freight.row': { zh: '运费', en: 'Shipping' },
  'freight.free': { zh: '免运费', en: 'free' },
  'freight.choice_invalid': { zh: '运费选择有误', en: 'The shipping option is invalid' },
})

interface FreightOptionRow {
  id: number
  warehouse_id: number
  name: string
  name_en: string
  price: number
}

function optionsOf(db: Database, warehouseId: number): FreightOptionRow[] {
  return all<FreightOptionRow>(db, 'SELECT * FROM freight_options WHERE warehouse_id = ? ORDER BY sort, id', warehouseId)
}

function optionName(ctx: Ctx, option: FreightOptionRow): string {
  const name = ctx.lang === 'en' && option.name_en ? option.name_en : option.name
  const fee = option.price > 0 ? `${displaySymbol(ctx)}${displayMoney(ctx, option.price)}` : ctx.t('freight.free')
  return `${name} (${fee})`
}

export interface FreightChoice {
  cents: number
  /** plugins_freightfee_data of the warehouse group; null when the warehouse has no options. */
  view: { fee_list: Array<{ id: number; fee_name: string; price: string }>; default: { key: number; fee_name: string } } | null
  row: BuyExtensionRow | null
}

/** The chosen option (position 0 when none is sent); a position that does not exist is an error. */
export function freightChoice(ctx: Ctx, warehouseId: number): FreightChoice {
  const options = optionsOf(ctx.db, warehouseId)
  if (!options.length) return { cents: 0, view: null, row: null }
  const raw = ctx.params[`freightfee_id_${warehouseId}`]
  const key = raw === undefined || raw === null || raw === '' ? 0 : asInt(raw)
  if (key === null || key < 0 || key >= options.length) throw new ApiError(ctx.t('freight.choice_invalid'))
  const chosen = options[key]
  const cents = toCents(chosen.price)
  return {
    cents,
    view: {
      fee_list: options.map((o) => ({ id: o.id, fee_name: optionName(ctx, o), price: displayMoney(ctx, o.price) })),
      default: { key, fee_name: optionName(ctx, chosen) },
    },
    row: cents
      ? {
          name: ctx.t('freight.row'),
          price: Number(fromCents(cents)),
          type: 1,
          tips: `+${displaySymbol(ctx)}${displayMoney(ctx, chosen.price)}`,
          business: 'freight',
        }
      : null,
  }
}
