// Goods specifications: parsing the client's spec param, finding the sellable spec row, next-dimension choices.
import type { Database } from 'better-sqlite3'
import { all, one } from '../../db'
import { ApiError } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import type { Ctx } from '../../core/context'
import { money } from '../../core/format'
import { cached } from './catalog-cache'
import { displayMoney } from '../site/display-currency'
import { pricedSpecBase } from './goods-price'

/** Joins spec values into goods_spec_base.spec_key / carts.spec_key (a control char never typed by users). */
export const SPEC_KEY_SEPARATOR = '\u0001'

defineMessages({
  'spec.choose': { zh: '【{title}】请选择规格', en: '[{title}] Please select a specification' },
  'spec.invalid': { zh: '规格数据有误', en: 'Specification data is invalid' },
  'spec.not_found': { zh: '【{title}】规格不存在', en: '[{title}] Specification does not exist' },
})

export interface SpecPair {
  type: string
  value: string
}

export interface SpecTypeRow {
  id: number
  goods_id: number
  name: string
  value: string
  sort: number
  add_time: number
}

export interface SpecBaseRow {
  id: number
  goods_id: number
  spec_key: string
  price: number
  original_price: number
  inventory: number
  buy_min_number: number
  buy_max_number: number
  weight: number
  volume: number
  coding: string
  barcode: string
  inventory_unit: string
  extends: string
  add_time: number
}

/**
 * Read a spec param: an array of {type, value}, its JSON string, or empty ('' / '[]' / absent → []).
 * Throws ApiError for anything malformed (wrong types, too many entries, over-long strings).
 */
export function parseSpecParam(ctx: Ctx, raw: unknown): SpecPair[] {
  let value: unknown = raw
  if (value === undefined || value === null || value === '') return []
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      throw new ApiError(ctx.t('spec.invalid'))
    }
  }
  if (value === null || value === '') return []
  if (!Array.isArray(value) || value.length > 10) throw new ApiError(ctx.t('spec.invalid'))
  return value.map((item) => {
    if (!item || typeof item !== 'object') throw new ApiError(ctx.t('spec.invalid'))
    const { type, value: v } = item as Record<string, unknown>
    if ((typeof type !== 'string' && typeof type !== 'number') || (typeof v !== 'string' && typeof v !== 'number')) throw new ApiError(ctx.t('spec.invalid'))
    const pair = { type: String(type).trim(), value: String(v).trim() }
    if (pair.type.length > 60 || pair.value.length > 60) throw new ApiError(ctx.t('spec.invalid'))
    return pair
  })
}

export function specTypes(db: Database, goodsId: number): SpecTypeRow[] {
  return cached(db, `spec_types:${goodsId}`, () =>
    all<SpecTypeRow>(db, 'SELECT id, goods_id, name, value, sort, add_time FROM goods_spec_types WHERE goods_id = ? ORDER BY sort, id', goodsId),
  )
}

/**
 * The spec row the client means. Goods without specs have a single row with key ''.
 * Multi-spec goods need one value per dimension (matched by dimension name, in dimension order).
 * The row's price is the price it sells at now (goods-price.ts: a running flash sale lowers it).
 */
export function resolveSpecBase(ctx: Ctx, goods: { id: number; title: string }, spec: SpecPair[]): { base: SpecBaseRow; spec: SpecPair[] } {
  const types = specTypes(ctx.db, goods.id)
  if (types.length === 0) {
    const base = one<SpecBaseRow>(ctx.db, "SELECT * FROM goods_spec_base WHERE goods_id = ? AND spec_key = ''", goods.id)
    if (!base) throw new ApiError(ctx.t('spec.not_found', { title: goods.title }))
    return { base: pricedSpecBase(ctx, base), spec: [] }
  }
  if (spec.length === 0) throw new ApiError(ctx.t('spec.choose', { title: goods.title }))
  const ordered: SpecPair[] = []
  for (const type of types) {
    const pair = spec.find((p) => p.type === type.name)
    if (!pair) throw new ApiError(ctx.t('spec.choose', { title: goods.title }))
    ordered.push({ type: type.name, value: pair.value })
  }
  const key = ordered.map((p) => p.value).join(SPEC_KEY_SEPARATOR)
  const base = one<SpecBaseRow>(ctx.db, 'SELECT * FROM goods_spec_base WHERE goods_id = ? AND spec_key = ?', goods.id, key)
  if (!base) throw new ApiError(ctx.t('spec.not_found', { title: goods.title }))
  return { base: pricedSpecBase(ctx, base), spec: ordered }
}

/**
 * goods/spectype: given the first k chosen values, the values of dimension k+1 that still have stock.
 */
export function nextSpecValues(ctx: Ctx, goods: { id: number; title: string }, chosen: SpecPair[]): string[] {
  const types = specTypes(ctx.db, goods.id)
  if (types.length === 0 || chosen.length === 0 || chosen.length >= types.length) throw new ApiError(ctx.t('spec.invalid'))
  const prefix: string[] = []
  for (let i = 0; i < chosen.length; i++) {
    const pair = chosen.find((p) => p.type === types[i].name)
    if (!pair) throw new ApiError(ctx.t('spec.invalid'))
    prefix.push(pair.value)
  }
  const rows = all<{ spec_key: string; inventory: number }>(ctx.db, 'SELECT spec_key, inventory FROM goods_spec_base WHERE goods_id = ?', goods.id)
  const next = new Set<string>()
  for (const row of rows) {
    const values = row.spec_key.split(SPEC_KEY_SEPARATOR)
    if (row.inventory > 0 && prefix.every((v, i) => values[i] === v)) next.add(values[chosen.length])
  }
  // Keep the dimension's declared order.
  const declared = (JSON.parse(types[chosen.length].value) as Array<{ name: string }>).map((v) => v.name)
  return declared.filter((v) => next.has(v))
}

/** "色号:01 正红，规格:正装 3.5g" like ShopXO's cart spec_text. */
export function specText(spec: SpecPair[] | null | undefined): string {
  return (spec ?? []).map((p) => `${p.type}:${p.value}`).join('，')
}

export function specKeyOf(spec: SpecPair[]): string {
  return spec.map((p) => p.value).join(SPEC_KEY_SEPARATOR)
}

/** spec column (JSON text or '') → array or null. */
export function storedSpec(text: string): SpecPair[] | null {
  if (!text) return null
  try {
    const parsed = JSON.parse(text)
    return Array.isArray(parsed) && parsed.length > 0 ? (parsed as SpecPair[]) : null
  } catch {
    return null
  }
}

/** ShopXO's spec_base object (goods/specdetail, goods/stock); prices in the display currency. */
export function specBaseView(ctx: Ctx, base: SpecBaseRow) {
  return {
    id: base.id,
    goods_id: base.goods_id,
    price: displayMoney(ctx, base.price),
    original_price: displayMoney(ctx, base.original_price),
    inventory: base.inventory,
    buy_min_number: base.buy_min_number,
    buy_max_number: base.buy_max_number,
    weight: String(base.weight),
    volume: money(base.volume),
    coding: base.coding,
    barcode: base.barcode,
    extends: base.extends ? base.extends : null,
    add_time: base.add_time,
  }
}
