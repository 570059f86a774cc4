// Store rows and the store object every realstore answer carries (api-plugins-2 §3.7 "Store object"):
// address, distance from the shopper, business hours and whether it is open now, order types, service.
import type { Database } from 'better-sqlite3'
import { ApiError } from '../../core/result'
import type { Ctx } from '../../core/context'
import { all, one } from '../../db'
import { asDecimal, asInt, requireId } from '../../core/validate'
import { regionNames } from '../../services/address/address'
import { coordinate, distanceMetres, distanceView } from '../../services/address/regions'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import './messages'

export interface StoreRow {
  id: number
  category_id: number
  name: string
  alias: string
  logo: string
  banner: string
  describe: string
  province: number
  city: number
  county: number
  address: string
  lng: number
  lat: number
  contacts_tel: string
  open_time: string
  close_time: string
  is_rest: number
  rest_note: string
  starting_price: number
  buy_use_types: string
  is_enable: number
  sort: number
  add_time: number
}

/** Order types (ShopXO's buy_use_type index). The demo stores take pickup orders and in-store services. */
export const USE_TYPE = { inStore: 0, pickup: 2 } as const
const USE_TYPES: readonly number[] = [USE_TYPE.inStore, USE_TYPE.pickup]

export const STORE_PAGE = '/pages/plugins/realstore/detail/detail'

export function storeRow(db: Database, id: number): StoreRow | undefined {
  return one<StoreRow>(db, 'SELECT * FROM realstores WHERE id = ? AND is_enable = 1', id)
}

/** The enabled store of the `name` param, or -1 "store does not exist". */
export function requireStore(ctx: Ctx, name = 'id'): StoreRow {
  const store = storeRow(ctx.db, requireId(ctx, name, ctx.t('realstore.id_label')))
  if (!store) throw new ApiError(ctx.t('realstore.not_found'))
  return store
}

export function enabledStores(db: Database): StoreRow[] {
  return all<StoreRow>(db, 'SELECT * FROM realstores WHERE is_enable = 1 ORDER BY sort, id')
}

/** The order types a store takes, as stored. */
export function storeUseTypes(store: StoreRow): number[] {
  try {
    const list = JSON.parse(store.buy_use_types) as unknown
    return Array.isArray(list) ? list.filter((n): n is number => USE_TYPES.includes(n as number)) : []
  } catch {
    return []
  }
}

/** buy_use_type_data_index: absent → the store's first type; one it does not take → -1 with a message. */
export function readUseType(ctx: Ctx, store: StoreRow): number {
  const types = storeUseTypes(store)
  const raw = ctx.params.buy_use_type_data_index
  if (raw === undefined || raw === null || raw === '' || raw === -1 || raw === '-1') return types[0] ?? USE_TYPE.pickup
  const value = asInt(raw)
  if (value === null || !types.includes(value)) throw new ApiError(ctx.t('realstore.use_type_invalid'))
  return value
}

/** Where the shopper is: lng/lat of the request body, else the user_lng/user_lat every request carries. */
export function readHere(ctx: Ctx): { lng: number; lat: number } | null {
  for (const [lngKey, latKey] of [
    ['lng', 'lat'],
    ['user_lng', 'user_lat'],
  ]) {
    const lng = asDecimal(ctx.params[lngKey])
    const lat = asDecimal(ctx.params[latKey])
    if (lng !== null && lat !== null && Math.abs(lng) <= 180 && Math.abs(lat) <= 90 && (lng !== 0 || lat !== 0)) return { lng, lat }
  }
  return null
}

/** Stores nearest first when the shopper's place is known (their own order otherwise). */
export function byDistance(stores: StoreRow[], here: { lng: number; lat: number } | null): StoreRow[] {
  if (!here) return stores
  const metres = new Map(stores.map((s) => [s.id, distanceMetres(here.lat, here.lng, s.lat, s.lng)]))
  return [...stores].sort((a, b) => (metres.get(a.id) ?? 0) - (metres.get(b.id) ?? 0))
}

/** Minutes since midnight of the shop's day (the shop runs on China time, UTC+8). */
function shopMinutes(ctx: Ctx): number {
  return Math.floor(((ctx.nowSeconds() + 8 * 3600) % 86400) / 60)
}

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number)
  return (h || 0) * 60 + (m || 0)
}

export function isAllDay(store: StoreRow): boolean {
  return minutesOf(store.open_time) === 0 && minutesOf(store.close_time) >= 24 * 60
}

/** Open now? `status_info` of the store object: status 1 open; type 1 open badge, 2 greyed card. */
export function storeStatus(ctx: Ctx, store: StoreRow) {
  const time = isAllDay(store) ? ctx.t('realstore.all_day') : `${store.open_time}-${store.close_time}`
  if (store.is_rest) return { status: 0, type: 2, msg: store.rest_note || ctx.t('realstore.rest'), time }
  const now = shopMinutes(ctx)
  const open = now >= minutesOf(store.open_time) && now < minutesOf(store.close_time)
  return open ? { status: 1, type: 1, msg: ctx.t('realstore.open'), time } : { status: 0, type: 2, msg: ctx.t('realstore.closed'), time }
}

export function isOpen(ctx: Ctx, store: StoreRow): boolean {
  return storeStatus(ctx, store).status === 1
}

export function favorCount(db: Database, storeId: number): number {
  return one<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM realstore_favor WHERE realstore_id = ?', storeId)?.n ?? 0
}

/** The store object of api-plugins-2 §3.7, with the distance from `here` when known. */
export function storeView(ctx: Ctx, store: StoreRow, here: { lng: number; lat: number } | null = readHere(ctx)) {
  const types = storeUseTypes(store)
  const distance = here ? distanceView(distanceMetres(here.lat, here.lng, store.lat, store.lng)) : null
  return {
    id: store.id,
    name: store.name,
    alias: store.alias,
    logo: ctx.img(store.logo),
    banner: ctx.img(store.banner),
    describe: store.describe,
    ...regionNames(ctx.db, store),
    address: store.address,
    lng: coordinate(store.lng),
    lat: coordinate(store.lat),
    distance: distance ? `${distance.distance_value}${distance.distance_unit}` : '',
    distance_value: distance?.distance_value ?? null,
    distance_unit: distance?.distance_unit ?? null,
    url: `${STORE_PAGE}?id=${store.id}`,
    favor_count: favorCount(ctx.db, store.id),
    seo_title: store.name,
    seo_desc: store.describe,
    share_images: ctx.img(store.logo),
    status_info: storeStatus(ctx, store),
    open_time: store.open_time,
    close_time: store.close_time,
    buy_use_type_list: types.map((index) => ({ index, name: ctx.t(`realstore.use_type_${index}`) })),
    default_buy_use_type: types[0] ?? -1,
    starting_price: displayMoney(ctx, store.starting_price),
    starting_price_limit_type_list: store.starting_price > 0 ? [USE_TYPE.pickup] : [],
    currency_symbol: displaySymbol(ctx),
    contacts_tel: store.contacts_tel,
    service_data: { service_tel: store.contacts_tel, service_qq: '', service_weixin_qrcode: '', service_line_qrcode: '' },
    chat_info: null,
  }
}

/** Ids of the stores the signed-in shopper saved (favor_user of several answers). */
export function favorUser(ctx: Ctx): number[] {
  if (!ctx.user) return []
  return all<{ realstore_id: number }>(ctx.db, 'SELECT realstore_id FROM realstore_favor WHERE user_id = ? ORDER BY id', ctx.user.id).map((r) => r.realstore_id)
}

/** The minimum-order rule: null when the order may go ahead, else the message to show. */
export function startingPriceProblem(ctx: Ctx, store: StoreRow, useType: number, goodsCents: number): string | null {
  if (store.starting_price <= 0 || useType !== USE_TYPE.pickup) return null
  if (goodsCents >= Math.round(store.starting_price * 100)) return null
  return ctx.t('realstore.starting_price', {
    type: ctx.t(`realstore.use_type_${useType}`),
    symbol: displaySymbol(ctx),
    price: displayMoney(ctx, store.starting_price),
  })
}
