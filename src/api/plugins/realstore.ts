import { call, pluginRoute } from '../client'
import type { SpecPair } from '../goods-summary'
import { arr, bool, int, num, obj, reqInt, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/**
 * realstore (api-plugins-2 §3.7): what the core pages' embeds need too (the store object, a store's cart,
 * an order's punch cards and batches, the store data of home / goods detail / checkout answers). The store
 * pages' own calls are in realstore-pages.ts, so the core pages do not carry them.
 */
export const realstore = (control: string, action = 'index') => pluginRoute('realstore', control, action)

export interface StoreStatus {
  open: boolean
  /** The shop greys the card out (closed, resting). */
  greyed: boolean
  msg: string
  /** Business hours, "09:00-21:00" or "open 24 hours". */
  hours: string
}

export interface UseType {
  index: number
  name: string
}

export interface Store {
  id: string
  name: string
  alias: string
  logo: string
  banner: string
  describe: string
  /** Province, city and district in one line. */
  region: string
  address: string
  lng: number
  lat: number
  /** "850m" / "4.3km"; '' while the shopper's place is unknown. */
  distance: string
  favorCount: number
  status: StoreStatus
  useTypes: UseType[]
  defaultUseType: number
  /** The minimum order of the types listed in startingPriceTypes ('0.00' = none). */
  startingPrice: string
  startingPriceTypes: number[]
  tel: string
}

const regionLine = (raw: Record<string, unknown>) =>
  [str(raw.province_name), str(raw.city_name), str(raw.county_name)].filter((part, i, all) => part && (i === 0 || part !== all[i - 1])).join(' ')

export function parseStore(raw: Record<string, unknown>): Store {
  const status = obj(raw.status_info)
  return {
    id: reqStr(raw, 'id'),
    name: str(raw.name),
    alias: str(raw.alias),
    logo: str(raw.logo),
    banner: str(raw.banner),
    describe: str(raw.describe),
    region: regionLine(raw),
    address: str(raw.address),
    lng: num(raw.lng),
    lat: num(raw.lat),
    distance: str(raw.distance),
    favorCount: int(raw.favor_count),
    status: { open: int(status.status) === 1, greyed: int(status.type) === 2, msg: str(status.msg), hours: str(status.time) },
    useTypes: arr<Record<string, unknown>>(raw.buy_use_type_list).map((item) => ({ index: int(obj(item).index), name: str(obj(item).name) })),
    defaultUseType: int(raw.default_buy_use_type, -1),
    startingPrice: str(raw.starting_price, '0.00'),
    startingPriceTypes: arr(raw.starting_price_limit_type_list).map((n) => int(n)),
    tel: str(obj(raw.service_data).service_tel) || str(raw.contacts_tel),
  }
}

/** The map link of api-core / spec 2 (link type 3): name|address|lng|lat. */
export function storeMapLink(store: Pick<Store, 'name' | 'region' | 'address' | 'lng' | 'lat'>): string {
  return [store.name, `${store.region} ${store.address}`.trim(), store.lng, store.lat].join('|')
}

export interface StoreCartLine {
  id: string
  goodsId: string
  title: string
  image: string
  spec: SpecPair[]
  specText: string
  price: string
  quantity: number
  buyMin: number
  /** 0 = no limit. */
  buyMax: number
  unit: string
  errorMsg: string
}

export interface StoreCart {
  lines: StoreCartLine[]
  count: number
  total: string
}

export const EMPTY_STORE_CART: StoreCart = { lines: [], count: 0, total: '0.00' }

export function parseStoreCart(raw: unknown): StoreCart {
  const data = obj(raw)
  return {
    lines: arr<Record<string, unknown>>(data.data).map((item) => {
      const line = obj(item)
      const spec = arr<Record<string, unknown>>(line.spec).map((pair) => ({ type: str(obj(pair).type), value: str(obj(pair).value) }))
      return {
        id: reqStr(line, 'id'),
        goodsId: reqStr(line, 'goods_id'),
        title: str(line.title),
        image: str(line.images),
        spec,
        specText: str(line.spec_text) || spec.map((pair) => pair.value).join(' / '),
        price: str(line.price),
        quantity: reqInt(line, 'stock'),
        buyMin: Math.max(1, int(line.spec_buy_min_number) || int(line.buy_min_number, 1)),
        buyMax: int(line.spec_buy_max_number) || int(line.buy_max_number),
        unit: str(line.inventory_unit),
        errorMsg: bool(line.is_error) ? str(line.error_msg) : '',
      }
    }),
    count: int(data.buy_number),
    total: str(data.total_price, '0.00'),
  }
}

export function getStoreCart(storeId: string, useType: number): Promise<ApiResult<StoreCart>> {
  return call(realstore('detail', 'cartdata'), { id: storeId, buy_use_type_data_index: useType }, parseStoreCart, { silent: true })
}

/* ---------- batch orders and punch cards ---------- */

export interface BatchOrder {
  id: string
  orderId: string
  orderNo: string
  storeName: string
  name: string
  describe: string
  status: number
  statusName: string
  addTime: string
  steps: Array<{ describe: string; note: string; done: boolean; statusName: string; time: string }>
}

export function getBatchOrders(page: number, status: string, orderId = ''): Promise<ApiResult<Page<BatchOrder>>> {
  return call(
    realstore('batchorder'),
    { page, status, oid: orderId || 0 },
    (raw) =>
      toPage(raw, page, (item) => ({
        id: reqStr(item, 'id'),
        orderId: str(item.order_id),
        orderNo: str(item.order_no),
        storeName: str(item.realstore_name),
        name: str(item.name),
        describe: str(item.describe),
        status: int(item.status),
        statusName: str(item.status_name),
        addTime: str(item.add_time),
        steps: arr<Record<string, unknown>>(item.detail_data).map((step) => {
          const s = obj(step)
          return { describe: str(s.describe), note: str(s.note), done: int(s.status) === 1, statusName: str(s.status_name), time: str(s.upd_time) }
        }),
      })),
    { silent: true },
  )
}

export interface PunchCard {
  id: string
  orderId: string
  orderNo: string
  storeName: string
  code: string
  name: string
  describe: string
  total: number
  used: number
  available: number
  status: number
  statusName: string
  startTime: string
  endTime: string
}

export function parsePunchCard(raw: Record<string, unknown>): PunchCard {
  const total = int(raw.valid_number)
  const used = int(raw.use_number)
  return {
    id: reqStr(raw, 'id'),
    orderId: str(raw.order_id),
    orderNo: str(raw.order_no),
    storeName: str(raw.realstore_name),
    code: str(raw.code),
    name: str(raw.name),
    describe: str(raw.describe),
    total,
    used,
    // Never shown below zero, whatever the answer says.
    available: Math.max(0, raw.available_number === undefined ? total - used : int(raw.available_number)),
    status: int(raw.status),
    statusName: str(raw.status_name),
    startTime: str(raw.start_time),
    endTime: str(raw.end_time),
  }
}

export function getPunchCards(page: number, status: string, orderId = ''): Promise<ApiResult<Page<PunchCard>>> {
  return call(realstore('frequencycard'), { page, status, oid: orderId || 0 }, (raw) => toPage(raw, page, parsePunchCard), { silent: true })
}

/* ---------- what core answers carry (home, goods detail, checkout) ---------- */

export interface StoreBlock {
  title: string
  stores: Store[]
}

/** plugins_realstore_data of the home answer and of goods/detail ({base, data[]}). */
export function parseStoreBlock(raw: unknown): StoreBlock | null {
  const data = obj(raw)
  const stores = arr<Record<string, unknown>>(data.data)
  if (!stores.length) return null
  try {
    return { title: str(obj(data.base).home_data_list_title), stores: stores.map((item) => parseStore(obj(item))) }
  } catch {
    return null
  }
}

export interface CheckoutStore {
  /** The store's own order (from its cart); otherwise pickup is an option of this checkout. */
  storeOrder: boolean
  /** The order is collected at `store` (store pickup chosen, or a store order). */
  pickup: boolean
  store: Store
  useTypeName: string
  /** The store's minimum order is not met ('' when it is). */
  minimumMsg: string
}

/** plugins_realstore_data of buy/index. */
export function parseCheckoutStore(raw: unknown): CheckoutStore | null {
  const data = obj(raw)
  const info = obj(data.realstore)
  if (info.id === undefined) return null
  return {
    storeOrder: bool(data.is_store_order),
    pickup: bool(data.is_pickup),
    store: parseStore(info),
    useTypeName: str(data.buy_use_type_name),
    minimumMsg: str(data.starting_price_msg),
  }
}
