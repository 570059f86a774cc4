import { parsePayment, type PaymentMethod } from '../buy'
import { call } from '../client'
import type { SpecPair } from '../goods-summary'
import { arr, asIs, bool, int, obj, reqInt, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { parsePunchCard, parseStore, parseStoreCart, realstore, type PunchCard, type Store, type StoreCart } from './realstore'
import { deliveryIdOf } from './delivery-links'

/** The store pages' calls (api-plugins-2 §3.7): stores home and search, a store and its goods, the store cart's changes, favourites, store orders, card uses, staff checks. */
/* ---------- stores home and search ---------- */

export interface StoresHome {
  locationMsg: string
  favorIds: string[]
  slides: Array<{ image: string; url: string }>
  icons: Array<{ name: string; icon: string; url: string }>
  stores: Store[]
}

export function getStoresHome(): Promise<ApiResult<StoresHome>> {
  return call(
    realstore('index'),
    {},
    (raw) => {
      const data = obj(raw)
      return {
        locationMsg: str(obj(data.base).home_choice_location_msg),
        favorIds: arr(data.favor_user).map((id) => str(id)),
        slides: arr<Record<string, unknown>>(data.slider_list).map((item) => ({ image: str(obj(item).images), url: str(obj(item).url) })),
        icons: arr<Record<string, unknown>>(data.icon_list).map((item) => ({ name: str(obj(item).name), icon: str(obj(item).icon), url: str(obj(item).url) })),
        stores: arr<Record<string, unknown>>(data.data_list).map((item) => parseStore(obj(item))),
      }
    },
    { silent: true },
  )
}

export interface StoreCategory {
  id: string
  name: string
}

export function getStoreCategories(): Promise<ApiResult<StoreCategory[]>> {
  return call(realstore('search'), {}, (raw) => arr<Record<string, unknown>>(obj(raw).category).map((c) => ({ id: str(obj(c).id), name: str(obj(c).name) })), {
    silent: true,
  })
}

export interface StoreSearch {
  keywords?: string
  categoryId?: string
  goodsId?: string
}

export function searchStores(page: number, filter: StoreSearch): Promise<ApiResult<Page<Store>>> {
  return call(
    realstore('search', 'datalist'),
    { page, keywords: filter.keywords ?? '', category_id: filter.categoryId || 0, goods_id: filter.goodsId || 0 },
    (raw) => toPage(raw, page, parseStore),
    { silent: true },
  )
}

/* ---------- one store: categories, goods, cart ---------- */

export interface StoreGoodsCategory {
  id: string
  name: string
  /** How many of its goods are in the shopper's store cart. */
  inCart: number
  children: Array<{ id: string; name: string }>
}

export interface StorePage {
  store: Store
  useType: number
  categories: StoreGoodsCategory[]
  favored: boolean
}

export function getStorePage(id: string, useType: number | null): Promise<ApiResult<StorePage>> {
  return call(
    realstore('detail'),
    { id, buy_use_type_data_index: useType ?? '' },
    (raw) => {
      const data = obj(raw)
      const store = parseStore(obj(data.info))
      return {
        store,
        useType: int(data.buy_use_type_data_index, store.defaultUseType),
        categories: arr<Record<string, unknown>>(data.goods_category).map((item) => {
          const c = obj(item)
          return {
            id: str(c.id),
            name: str(c.name),
            inCart: int(c.buy_number),
            children: arr<Record<string, unknown>>(c.items).map((child) => ({ id: str(obj(child).id), name: str(obj(child).name) })),
          }
        }),
        favored: arr(data.favor_user).some((favId) => str(favId) === store.id),
      }
    },
    { silent: true },
  )
}

export interface StoreGoods {
  id: string
  title: string
  image: string
  simpleDesc: string
  /** "69.00" or a range for goods with several specs. */
  price: string
  originalPrice: string
  errorMsg: string
  manySpecs: boolean
  /** In the shopper's store cart (all specs together). */
  inCart: number
  buyMin: number
  buyMax: number
  inventory: number
  unit: string
  url: string
}

function parseStoreGoods(raw: Record<string, unknown>): StoreGoods {
  return {
    id: reqStr(raw, 'id'),
    title: str(raw.title),
    image: str(raw.images),
    simpleDesc: str(raw.simple_desc),
    price: str(raw.price, str(raw.min_price)),
    originalPrice: str(raw.original_price),
    errorMsg: bool(raw.is_error) ? str(raw.is_error_msg) : '',
    manySpecs: bool(raw.is_exist_many_spec),
    inCart: int(raw.buy_number),
    buyMin: Math.max(1, int(raw.buy_min_number, 1)),
    buyMax: int(raw.buy_max_number),
    inventory: int(raw.inventory),
    unit: str(raw.inventory_unit),
    url: str(raw.goods_url),
  }
}

export interface StoreGoodsFilter {
  keywords?: string
  categoryId?: string
  useType: number
}

export function getStoreGoods(storeId: string, page: number, filter: StoreGoodsFilter): Promise<ApiResult<Page<StoreGoods>>> {
  return call(
    realstore('detail', 'datalist'),
    { id: storeId, page, keywords: filter.keywords ?? '', category_id: filter.categoryId || 0, buy_use_type_data_index: filter.useType },
    (raw) => toPage(raw, page, parseStoreGoods),
    { silent: true },
  )
}

export function addToStoreCart(storeId: string, useType: number, goodsId: string, quantity: number, spec: SpecPair[] = []): Promise<ApiResult<StoreCart>> {
  return call(realstore('cart', 'save'), { realstore_id: storeId, buy_use_type_data_index: useType, goods_id: goodsId, stock: quantity, spec }, parseStoreCart)
}

export function changeStoreCartLine(lineId: string, quantity: number): Promise<ApiResult<StoreCart>> {
  return call(realstore('cart', 'stock'), { id: lineId, stock: quantity }, parseStoreCart)
}

export function removeStoreCartLines(lineIds: string[]): Promise<ApiResult<StoreCart>> {
  return call(realstore('cart', 'delete'), { ids: lineIds.join(',') }, parseStoreCart)
}

/* ---------- favourites ---------- */

export interface FavorState {
  saved: boolean
  count: number
}

export function toggleStoreFavor(storeId: string): Promise<ApiResult<FavorState>> {
  return call(realstore('favor', 'reversal'), { id: storeId }, (raw) => ({ saved: int(obj(raw).status) === 1, count: int(obj(raw).count) }))
}

export interface FavorStore {
  id: string
  store: Store
}

export function getFavorStores(page: number): Promise<ApiResult<Page<FavorStore>>> {
  return call(realstore('favor'), { page }, (raw) => toPage(raw, page, (item) => ({ id: reqStr(item, 'id'), store: parseStore(obj(item.realstore_info)) })), {
    silent: true,
  })
}

export function removeFavorStores(ids: string[]): Promise<ApiResult<unknown>> {
  return call(realstore('favor', 'delete'), { ids: ids.join(',') }, asIs)
}

/* ---------- store orders ---------- */

export interface StoreOrderItem {
  goodsId: string
  title: string
  image: string
  specText: string
  price: string
  quantity: number
  url: string
}

export interface StoreOrder {
  id: string
  orderId: string
  orderNo: string
  allotNo: string
  status: number
  statusName: string
  useTypeName: string
  payText: string
  items: StoreOrderItem[]
  count: number
  total: string
  currencySymbol: string
  paymentId: string
  storeName: string
  canCancel: boolean
  canPay: boolean
  canCollect: boolean
  hasBatches: boolean
  hasCards: boolean
  /** Shipped by a carrier (parcel tracking) or carried by the shop's courier (its delivery id, or ''). */
  hasParcels: boolean
  deliveryId: string
  addTime: string
}

function parseStoreOrder(raw: Record<string, unknown>): StoreOrder {
  const main = obj(raw.main_order_data)
  const operate = obj(raw.operate_data)
  return {
    id: reqStr(raw, 'id'),
    orderId: str(raw.order_id),
    orderNo: str(main.order_no),
    allotNo: str(raw.order_allot_no),
    status: reqInt(raw, 'status'),
    statusName: str(raw.status_name),
    useTypeName: str(raw.buy_use_type_name),
    payText: str(raw.is_under_line_text),
    items: arr<Record<string, unknown>>(raw.items).map((item) => {
      const i = obj(item)
      return {
        goodsId: str(i.goods_id),
        title: str(i.title),
        image: str(i.images),
        specText:
          str(i.spec_text) ||
          arr<Record<string, unknown>>(i.spec)
            .map((pair) => str(obj(pair).value))
            .join(' / '),
        price: str(i.price),
        quantity: int(i.buy_number),
        url: str(i.goods_url),
      }
    }),
    count: int(raw.buy_number_count),
    total: str(raw.total_price),
    currencySymbol: str(obj(raw.currency_data).currency_symbol),
    paymentId: str(main.payment_id),
    storeName: str(obj(raw.realstore_info).name),
    canCancel: bool(operate.is_cancel),
    canPay: bool(operate.is_pay),
    canCollect: bool(operate.is_collect),
    hasBatches: bool(operate.is_order_batch),
    hasCards: bool(operate.is_order_frequencycard),
    hasParcels: arr(raw.express_data).length > 0,
    deliveryId: deliveryIdOf(raw),
    addTime: str(raw.add_time),
  }
}

export interface StoreOrderPage extends Page<StoreOrder> {
  payments: PaymentMethod[]
}

export function getStoreOrders(page: number, status: string, orderId = ''): Promise<ApiResult<StoreOrderPage>> {
  return call(
    realstore('orderallot'),
    { page, status, oid: orderId || 0 },
    (raw) => ({
      ...toPage(raw, page, parseStoreOrder),
      payments: arr<Record<string, unknown>>(obj(raw).payment_list).map((item) => parsePayment(obj(item))),
    }),
    { silent: true },
  )
}

export interface StoreOrderDetail extends StoreOrder {
  store: Store | null
  pickupCode: string
  times: { receive: string; service: string; success: string; cancel: string }
  payments: PaymentMethod[]
}

export function getStoreOrder(id: string): Promise<ApiResult<StoreOrderDetail>> {
  return call(
    realstore('orderallot', 'detail'),
    { id },
    (raw) => {
      const data = obj(obj(raw).data)
      const info = obj(data.realstore_info)
      return {
        ...parseStoreOrder(data),
        store: info.id !== undefined ? parseStore(info) : null,
        pickupCode: str(obj(data.extraction_data).code),
        times: { receive: str(data.receive_time), service: str(data.service_time), success: str(data.success_time), cancel: str(data.cancel_time) },
        payments: arr<Record<string, unknown>>(obj(raw).payment_list).map((item) => parsePayment(obj(item))),
      }
    },
    { silent: true },
  )
}

export function cancelStoreOrder(id: string): Promise<ApiResult<unknown>> {
  return call(realstore('orderallot', 'cancel'), { id }, asIs)
}

export function collectStoreOrder(id: string): Promise<ApiResult<unknown>> {
  return call(realstore('orderallot', 'collect'), { id }, asIs)
}

export interface PunchCardUse {
  id: string
  time: string
  count: number
  msg: string
  operator: string
}

export interface PunchCardUsePage extends Page<PunchCardUse> {
  card: PunchCard | null
}

export function getPunchCardUses(cardId: string, page: number): Promise<ApiResult<PunchCardUsePage>> {
  return call(
    realstore('frequencycard', 'usedlist'),
    { cuid: cardId, page },
    (raw) => {
      const card = obj(obj(raw).card)
      return {
        ...toPage(raw, page, (item) => ({
          id: reqStr(item, 'id'),
          time: str(item.use_time) || str(item.add_time),
          count: int(item.dec_number, 1),
          msg: str(item.msg),
          operator: str(item.operate_name),
        })),
        card: card.id !== undefined ? parsePunchCard(card) : null,
      }
    },
    { silent: true },
  )
}

/* ---------- staff ---------- */

export interface CodeCheck {
  kind: 'pickup' | 'card'
  message: string
}

/** Silent: the check page shows the server's answer (good or bad) in its result panel. */
export function verifyStoreCode(code: string): Promise<ApiResult<CodeCheck>> {
  return call(
    realstore('adminorderallot', 'verification'),
    { extraction_code: code },
    (raw, msg) => ({ kind: str(obj(raw).type) === 'card' ? 'card' : 'pickup', message: msg }),
    {
      silent: true,
    },
  )
}
