import type { BuyParams } from '@/lib/buy-link'
import { call, route } from './client'
import { fullAddressText, isAddressData, parseAddress, type Address } from './address-parse'
import { arr, bool, int, num, obj, str } from './parse'
import type { ApiResult } from './types'

export { fullAddressText, parseAddress, type Address }

/** A payment method of payment_list (buy/index, order/index). */
export interface PaymentMethod {
  id: string
  name: string
  logo: string
  payment: string
  tips: string
}

export interface BuyGoodsLine {
  key: string
  goodsId: string
  title: string
  image: string
  specText: string
  price: string
  originalPrice: string
  stock: number
  totalPrice: string
  unit: string
  url: string
}

export interface ExtensionRow {
  name: string
  tips: string
  price: string
}

export interface OrderTotals {
  totalPrice: string
  actualPrice: string
  preferentialPrice: string
  increasePrice: string
  goodsCount: number
  buyCount: number
}

/** One warehouse's goods: the server splits the checkout into one order per warehouse. */
export interface WarehouseGroup {
  id: string
  name: string
  alias: string
  icon: string
  /** Where the goods leave from: a map button when both coordinates are there (pickup warehouses). */
  address?: string
  lng?: number
  lat?: number
  items: BuyGoodsLine[]
  totals: OrderTotals
  extensions: ExtensionRow[]
  /** plugins_freightfee_data: the warehouse's freight options and the position chosen (null = none offered). */
  freight?: { options: string[]; chosen: number } | null
  /** plugins_coupon_data[].coupon_data.is_required: this warehouse's order must use a coupon. */
  couponRequired?: boolean
  /** A coupon is chosen for this warehouse (coupon_data.coupon_choice). */
  couponChosen?: boolean
}

export interface SiteModelOption {
  value: number
  name: string
}

/** buy_datetime_info: the appointment-time picker settings (site_model 1 and 2). */
export interface DatetimeInfo {
  isSelect: boolean
  required: boolean
  title: string
  /** Text shown while no time is chosen (server field placeholder). */
  hint: string
  value: string
  timeStart: string
  timeEnd: string
  rangeDay: number
  rangeType: number
  disabled: string
  errorMsg: string
}

export interface ExtractionContact {
  isWrite: boolean
  required: boolean
  name: string
  tel: string
}

export interface BuyPreview {
  groups: WarehouseGroup[]
  totals: OrderTotals
  address: Address | null
  pickupAddresses: Address[]
  siteModel: number
  commonSiteType: number
  payments: PaymentMethod[]
  defaultPaymentId: string
  siteModels: SiteModelOption[]
  datetime: DatetimeInfo | null
  contact: ExtractionContact | null
  currencySymbol: string
  /** Virtual goods with "direct pay": the server already created the order (api-core 3.5). */
  submitted: BuySubmitResult | null
  /**
   * Raw plugin answers the plugin embeds parse themselves: every plugins_<name>_data by plugin name (coupon,
   * points, coin, realstore...), and goodsItems (per-goods keys).
   */
  pluginData: Readonly<Record<string, unknown>> & { goodsItems?: unknown }
}

export interface BuySubmitResult {
  /** 0 booking (wait for the shop), 1 to pay, 2 offline method (straight to "to ship"). */
  orderStatus: number
  orderIds: string[]
  paymentId: string
  jumpUrl: string
}

/** What the shopper chose on the checkout page; sent with buy/index and buy/add. */
export interface BuyChoices {
  addressId: string | null
  paymentId: string
  siteModel: number
  userNote?: string
  appointTime?: string
  contactName?: string
  contactTel?: string
  /** Plugin params such as coupon_id_<warehouse_id>, is_points, actual_use_integral, plugins_coin_payment_id. */
  pluginParams?: Record<string, string | number>
  /** Freight option chosen per warehouse id (its position in fee_list), sent as freightfee_id_<warehouse>. */
  freight?: Record<string, number>
}

export function parsePayment(raw: Record<string, unknown>): PaymentMethod {
  return { id: str(raw.id), name: str(raw.name), logo: str(raw.logo), payment: str(raw.payment), tips: str(raw.tips) }
}

function parseTotals(raw: Record<string, unknown>): OrderTotals {
  return {
    totalPrice: str(raw.total_price, '0'),
    actualPrice: str(raw.actual_price, str(raw.total_price, '0')),
    preferentialPrice: str(raw.preferential_price, '0'),
    increasePrice: str(raw.increase_price, '0'),
    goodsCount: int(raw.goods_count),
    buyCount: int(raw.buy_count),
  }
}

function parseLine(raw: Record<string, unknown>, index: number): BuyGoodsLine {
  const specs = arr<Record<string, unknown>>(raw.spec).map((s) => str(s.value))
  return {
    key: `${str(raw.id, String(index))}-${index}`,
    goodsId: str(raw.goods_id),
    title: str(raw.title),
    image: str(raw.images),
    specText: str(raw.spec_text) || specs.join(' / '),
    price: str(raw.price),
    originalPrice: str(raw.original_price),
    stock: int(raw.stock),
    totalPrice: str(raw.total_price),
    unit: str(raw.inventory_unit),
    url: str(raw.goods_url),
  }
}

function parseFreight(value: unknown): NonNullable<WarehouseGroup['freight']> | null {
  const raw = obj(value)
  const options = arr<Record<string, unknown>>(raw.fee_list).map((fee) => str(fee.fee_name))
  return options.length ? { options, chosen: int(obj(raw.default).key) } : null
}

function parseGroup(raw: Record<string, unknown>, coupons: Record<string, unknown>[]): WarehouseGroup {
  const base = obj(raw.order_base)
  const id = str(raw.id)
  const coupon = obj(coupons.find((entry) => str(entry.warehouse_id) === id)?.coupon_data)
  return {
    id,
    name: str(raw.name),
    alias: str(raw.alias),
    icon: str(raw.icon),
    address: fullAddressText({
      provinceName: str(raw.province_name),
      cityName: str(raw.city_name),
      countyName: str(raw.county_name),
      address: str(raw.address),
    }),
    lng: num(raw.lng),
    lat: num(raw.lat),
    freight: parseFreight(raw.plugins_freightfee_data),
    couponRequired: int(coupon.is_required) === 1,
    couponChosen: Boolean(coupon.coupon_choice),
    items: arr<Record<string, unknown>>(raw.goods_items).map((item, index) => parseLine(obj(item), index)),
    totals: parseTotals(base),
    extensions: arr<Record<string, unknown>>(base.extension_data)
      .map(obj)
      .filter((row) => row.is_buy_show === undefined || bool(row.is_buy_show))
      .map((row) => ({ name: str(row.name), tips: str(row.tips), price: str(row.price) })),
  }
}

function parseDatetime(value: unknown): DatetimeInfo | null {
  const raw = obj(value)
  if (!Object.keys(raw).length) return null
  return {
    isSelect: bool(raw.is_select) || bool(raw.status),
    required: bool(raw.required),
    title: str(raw.title),
    hint: str(raw.placeholder),
    value: str(raw.value),
    timeStart: str(raw.time_start),
    timeEnd: str(raw.time_end),
    rangeDay: int(raw.range_day, 2),
    rangeType: int(raw.range_type),
    disabled: str(raw.disabled),
    errorMsg: str(raw.error_msg),
  }
}

function parseContact(value: unknown): ExtractionContact | null {
  const raw = obj(value)
  if (!Object.keys(raw).length) return null
  return { isWrite: bool(raw.is_write) || bool(raw.status), required: bool(raw.required), name: str(raw.name), tel: str(raw.tel) }
}

export function parseSubmitResult(data: unknown): BuySubmitResult {
  const raw = obj(data)
  return {
    orderStatus: int(raw.order_status, -1),
    orderIds: arr(raw.order_ids).map((id) => str(id)),
    paymentId: str(raw.payment_id),
    jumpUrl: str(raw.jump_url),
  }
}

/** Every plugins_<name>_data key of the answer, by plugin name. */
function pluginDataOf(raw: Record<string, unknown>): Record<string, unknown> {
  const data: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(raw)) {
    const name = /^plugins_(.+)_data$/.exec(key)?.[1]
    if (name) data[name] = value
  }
  return data
}

export function parseBuyPreview(data: unknown): BuyPreview {
  const raw = obj(data)
  const base = obj(raw.base)
  const payments = arr<Record<string, unknown>>(raw.payment_list).map((item) => parsePayment(obj(item)))
  return {
    groups: arr<Record<string, unknown>>(raw.goods_list).map((group) => parseGroup(obj(group), arr<Record<string, unknown>>(raw.plugins_coupon_data).map(obj))),
    totals: parseTotals(base),
    address: isAddressData(base.address) ? parseAddress(base.address) : null,
    pickupAddresses: arr<Record<string, unknown>>(base.extraction_address).map((item) => parseAddress(obj(item))),
    siteModel: int(base.site_model),
    commonSiteType: int(raw.common_site_type ?? base.common_site_type),
    payments,
    defaultPaymentId: raw.default_payment_id === null || raw.default_payment_id === undefined ? '' : str(raw.default_payment_id),
    siteModels: arr<Record<string, unknown>>(raw.buy_site_model_list).map((item) => ({ value: int(obj(item).value), name: str(obj(item).name) })),
    datetime: parseDatetime(raw.buy_datetime_info),
    contact: parseContact(raw.buy_extraction_contact_info),
    currencySymbol: str(raw.currency_symbol),
    submitted: int(raw.is_order_submit) === 1 ? parseSubmitResult(raw) : null,
    pluginData: {
      ...pluginDataOf(raw),
      // Every warehouse's raw goods_items: ShopXO sends some plugin data per goods line (plugins_ordergoodsform_data).
      goodsItems: arr(raw.goods_list).flatMap((group) => arr(obj(group).goods_items)),
    },
  }
}

/** The decoded page params plus the shopper's choices, as buy/index and buy/add take them. */
export function buyRequestBody(params: BuyParams, choices: BuyChoices, forSubmit = false): Record<string, unknown> {
  const body: Record<string, unknown> = {
    ...params,
    address_id: choices.addressId,
    payment_id: choices.paymentId || 0,
    site_model: choices.siteModel,
    is_points: 0,
    plugins_coin_payment_id: 0,
    ...Object.fromEntries(Object.entries(choices.freight ?? {}).map(([warehouse, key]) => [`freightfee_id_${warehouse}`, key])),
    // Plugin choices come last so they can override the defaults above (e.g. is_points).
    ...(choices.pluginParams ?? {}),
  }
  if (forSubmit) {
    body.user_note = choices.userNote ?? ''
    if (choices.appointTime !== undefined) body.appoint_time = choices.appointTime
    if (choices.contactName !== undefined) body.extraction_contact_name = choices.contactName
    if (choices.contactTel !== undefined) body.extraction_contact_tel = choices.contactTel
  }
  return body
}

export async function getBuyPreview(params: BuyParams, choices: BuyChoices): Promise<ApiResult<BuyPreview>> {
  return call(route('buy', 'index'), buyRequestBody(params, choices), parseBuyPreview, { silent: true })
}

export async function submitOrder(params: BuyParams, choices: BuyChoices): Promise<ApiResult<BuySubmitResult>> {
  return call(route('buy', 'add'), buyRequestBody(params, choices, true), parseSubmitResult)
}

/** The shopper's default address (or the first one) from useraddress/index, when buy/index sent none. */
export async function getDefaultAddress(): Promise<Address | null> {
  const result = await call(route('useraddress', 'index'), {}, parseDefaultAddress, { silent: true })
  return result.ok ? result.data : null
}

function parseDefaultAddress(data: unknown): Address | null {
  const list = arr<Record<string, unknown>>(obj(data).data ?? data).map((item) => parseAddress(obj(item)))
  return list.find((item) => item.isDefault) ?? list[0] ?? null
}
