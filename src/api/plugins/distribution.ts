import { parsePickupPoint, type PickupPoint } from '../address'
import { parseSpecGroups, type SpecGroup, type SpecPair } from '../goods'
import { call, pluginRoute, route } from '../client'
import { asIs, arr, bool, int, num, obj, reqStr, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'
import { encodeParam } from '@/lib/buy-link'

/** distribution (api-plugins-1 §4): typed calls and the parsers of their answers. */
const PLUGIN = 'distribution'
const dist = (control: string, action = 'index') => pluginRoute(PLUGIN, control, action)

/** A nested object of the answer read by `parse`, or null when the server sent none. */
function nested<T>(value: unknown, parse: (raw: unknown) => T): T | null {
  return value && typeof value === 'object' ? parse(value) : null
}

/* ---------- settings and the goods poster: in distribution-base.ts (core pages load only that) ---------- */

export { DEFAULT_TILE_URL, getGoodsPoster, parseDistributionBase, type DistributionBase } from './distribution-base'

/* ---------- the centre (§4.1) ---------- */

export interface Level {
  id: string
  name: string
  image: string
  rates: [string, string, string]
  rules: { title: string; lines: Array<{ name: string; value: string }> }
}

function parseLevel(raw: unknown): Level {
  const l = obj(raw)
  const rules = obj(l.rules_msg_list)
  return {
    id: str(l.id),
    name: str(l.name),
    image: str(l.images_url),
    rates: [str(l.level_rate_one), str(l.level_rate_two), str(l.level_rate_three)],
    rules: { title: str(rules.name), lines: arr(rules.data).map((r) => ({ name: str(obj(r).name), value: str(obj(r).value) })) },
  }
}

export interface Superior {
  id: string
  avatar: string
  name: string
  changesNote: string
}

function parseSuperior(raw: unknown): Superior {
  const s = obj(raw)
  return { id: int(s.id) > 0 ? str(s.id) : '', avatar: str(s.avatar), name: str(s.user_name_view), changesNote: str(s.can_modify_number_msg) }
}

/** A statistics cell; `link` is the page it opens (with its query filters). */
export interface StatCell {
  name: string
  value: string
  unit: string
  prefix: string
  icon: string
  link: string
  links: Array<{ name: string; link: string }>
}

function parseStat(raw: unknown): StatCell {
  const s = obj(raw)
  return {
    name: str(s.name),
    value: str(s.value),
    unit: str(s.unit),
    prefix: str(s.first),
    icon: str(s.icon),
    link: str(s.to_page),
    links: arr(s.data).map((d) => ({ name: str(obj(d).name), link: str(obj(d).to_page) })),
  }
}

export interface RangeStats {
  promotion: StatCell[]
  base: StatCell[]
}

function parseRangeStats(raw: unknown): RangeStats {
  const d = obj(raw)
  return { promotion: arr(d.stats_user_promotion_data_list).map(parseStat), base: arr(d.stats_base_data_list).map(parseStat) }
}

export interface TimePreset {
  key: string
  name: string
  start: string
  end: string
}

/** time_data is an object keyed by preset (or a plain list, then keyed by position). */
function parsePresets(raw: unknown): TimePreset[] {
  const entries: Array<[string, unknown]> = Array.isArray(raw) ? raw.map((v, i) => [String(i), v]) : Object.entries(obj(raw))
  return entries.map(([key, value]) => ({ key, name: str(obj(value).name), start: str(obj(value).start), end: str(obj(value).end) }))
}

export interface Centre {
  pickupEnabled: boolean
  notices: string[]
  showSuperior: boolean
  canModifySuperior: boolean
  /** Why the shopper is not a distributor yet (shown while `level` is null). */
  conditions: string[]
  level: Level | null
  pickup: PickupApplication | null
  superior: Superior | null
  referralCode: string
  ladder: string
  nav: Array<{ url: string; icon: string; title: string }>
  presets: TimePreset[]
  defaultPreset: string
  stats: RangeStats
  profit: Array<{ name: string; value: string; link: string }>
}

export function parseCentre(raw: unknown): Centre {
  const d = obj(raw)
  const base = obj(d.base)
  return {
    pickupEnabled: bool(base.is_enable_self_extraction),
    notices: arr(base.user_center_notice).map((n) => str(n)),
    showSuperior: bool(base.is_show_superior),
    canModifySuperior: bool(base.is_modify_superior),
    conditions: arr(base.non_conformity_desc).map((n) => str(n)),
    level: nested(d.user_level, parseLevel),
    pickup: nested(d.extraction, parsePickupApplication),
    superior: nested(d.superior, parseSuperior),
    referralCode: str(d.user_referrer),
    ladder: str(obj(d.profit_ladder).msg),
    nav: arr(d.nav_list).map((n) => ({ url: str(obj(n).url), icon: str(obj(n).icon), title: str(obj(n).title) })),
    presets: parsePresets(d.time_data),
    defaultPreset: str(d.default_day),
    stats: parseRangeStats(d),
    profit: arr(d.stats_profit_data_list).map((p) => ({ name: str(obj(p).name), value: str(obj(p).value), link: str(obj(p).to_page) })),
  }
}

export async function getCentre(): Promise<ApiResult<Centre>> {
  return call(dist('user'), {}, parseCentre, { silent: true })
}

/** user/stats: the statistics over a range; `name` is the preset's name ('' for a custom range). */
export async function getRangeStats(range: { name: string; start: string; end: string; index: string }): Promise<ApiResult<RangeStats>> {
  return call(dist('user', 'stats'), range, parseRangeStats)
}

export interface FoundUser {
  id: string
  avatar: string
  name: string
  joined: string
}

/** user/userquery: one user by id, name, member code, mobile or email; not found answers -1 (silent: shown in the sheet). */
export async function findUser(keywords: string): Promise<ApiResult<FoundUser>> {
  return call(
    dist('user', 'userquery'),
    { keywords },
    (raw) => {
      const u = obj(raw)
      return { id: reqStr(u, 'id'), avatar: str(u.avatar), name: str(u.user_name_view), joined: str(u.add_time_text) }
    },
    { silent: true },
  )
}

export async function saveSuperior(superiorId: string): Promise<ApiResult<Superior>> {
  return call(dist('user', 'superiorsave'), { superior_id: superiorId }, parseSuperior)
}

/* ---------- orders (§4.2, 4.3, 4.8) ---------- */

export interface DistributionOrder {
  id: string
  userId: string
  avatar: string
  userName: string
  orderNo: string
  status: number
  statusName: string
  payStatusName: string
  clientName: string
  totalPrice: string
  addTime: string
}

function parseOrder(raw: Record<string, unknown>): DistributionOrder {
  return {
    id: reqStr(raw, 'id'),
    userId: str(raw.user_id),
    avatar: str(raw.avatar),
    userName: str(raw.user_name_view),
    orderNo: str(raw.order_no),
    status: int(raw.status),
    statusName: str(raw.order_status_name),
    payStatusName: str(raw.order_pay_status_name),
    clientName: str(raw.order_client_type_name),
    totalPrice: str(raw.total_price),
    addTime: str(raw.add_time),
  }
}

/** status: '-1' all, one status, or '5,6' (invalid); uid: one team member (or '' for all). */
export async function getOrders(page: number, status: string, uid: string): Promise<ApiResult<Page<DistributionOrder>>> {
  return call(dist('order'), { page, status, uid: uid || 0, is_more: 1 }, (raw) => toPage(raw, page, parseOrder), { silent: true })
}

export interface OrderDetailItem {
  id: string
  goodsUrl: string
  image: string
  title: string
  spec: string
  price: string
  quantity: number
}

export interface DistributionOrderDetail extends DistributionOrder {
  refundPrice: string
  quantity: number
  address: { alias: string; name: string; tel: string; region: string; detail: string } | null
  items: OrderDetailItem[]
  currencySymbol: string
}

export function parseOrderDetail(raw: unknown): DistributionOrderDetail {
  const d = obj(obj(raw).data)
  const address = d.address_data && typeof d.address_data === 'object' ? obj(d.address_data) : null
  return {
    ...parseOrder(d),
    refundPrice: str(d.refund_price),
    quantity: int(d.buy_number_count),
    address: address
      ? {
          alias: str(address.alias),
          name: str(address.name),
          tel: str(address.tel),
          region: [address.province_name, address.city_name, address.county_name].map((v) => str(v)).join(''),
          detail: str(address.address),
        }
      : null,
    items: arr(d.items).map((item) => {
      const i = obj(item)
      return {
        id: str(i.id),
        goodsUrl: str(i.goods_url),
        image: str(i.images),
        title: str(i.title),
        spec: arr(i.spec)
          .map((s) => str(obj(s).value))
          .filter(Boolean)
          .join(' / '),
        price: str(i.price),
        quantity: int(i.buy_number),
      }
    }),
    currencySymbol: str(obj(d.currency_data).currency_symbol),
  }
}

export async function getOrder(id: string): Promise<ApiResult<DistributionOrderDetail>> {
  return call(dist('order', 'detail'), { id }, parseOrderDetail, { silent: true })
}

/** promotionorder/index: the page's query filters (from a statistics link) plus page and type. */
export async function getPromotionOrders(page: number, type: string, query: Record<string, string>): Promise<ApiResult<Page<DistributionOrder>>> {
  return call(dist('promotionorder'), { ...query, page, type }, (raw) => toPage(raw, page, parseOrder), { silent: true })
}

/* ---------- profit (§4.4, 4.5) ---------- */

export interface Profit {
  id: string
  orderId: string
  status: number
  statusName: string
  totalPrice: string
  refundPrice: string
  profitPrice: string
  levelName: string
  addTime: string
}

function parseProfit(raw: Record<string, unknown>): Profit {
  return {
    id: reqStr(raw, 'id'),
    orderId: str(raw.order_id),
    status: int(raw.status),
    statusName: str(raw.status_name),
    totalPrice: str(raw.total_price),
    refundPrice: str(raw.refund_price),
    profitPrice: str(raw.profit_price),
    levelName: str(raw.level_name),
    addTime: str(raw.add_time),
  }
}

export interface ProfitDetail extends Profit {
  orderNo: string
  orderStatusName: string
  orderPayStatusName: string
  clientName: string
  updTime: string
}

export async function getProfits(page: number, status: string): Promise<ApiResult<Page<Profit>>> {
  return call(dist('profit'), { page, status, is_more: 1 }, (raw) => toPage(raw, page, parseProfit), { silent: true })
}

export async function getProfit(id: string): Promise<ApiResult<ProfitDetail>> {
  return call(
    dist('profit', 'detail'),
    { id },
    (raw) => {
      const d = obj(obj(raw).data)
      return {
        ...parseProfit(d),
        orderNo: str(d.order_no),
        orderStatusName: str(d.order_status_name),
        orderPayStatusName: str(d.order_pay_status_name),
        clientName: str(d.order_client_type_name),
        updTime: str(d.upd_time),
      }
    },
    { silent: true },
  )
}

/* ---------- team (§4.6, 4.7) ---------- */

export interface TeamMember {
  id: string
  avatar: string
  name: string
  email: string
  mobile: string
  addTime: string
  orderCount: number
  orderTotal: string
  orderLastTime: string
  downlineOrderCount: number
  downlineOrderTotal: string
  downlineLastTime: string
  referrerCount: number
}

function parseMember(raw: Record<string, unknown>): TeamMember {
  return {
    id: reqStr(raw, 'id'),
    avatar: str(raw.avatar),
    name: str(raw.user_name_view),
    email: str(raw.email),
    mobile: str(raw.mobile),
    addTime: str(raw.add_time),
    orderCount: int(raw.order_count),
    orderTotal: str(raw.order_total, '0'),
    orderLastTime: str(raw.order_last_time),
    downlineOrderCount: int(raw.find_order_count),
    downlineOrderTotal: str(raw.find_order_total, '0'),
    downlineLastTime: str(raw.find_order_last_time),
    referrerCount: int(raw.referrer_count),
  }
}

/** The team filter bar; times are 'YYYY-MM-DD' (empty: open), buy types '0' / '1'. */
export interface TeamFilters {
  userStart: string
  userEnd: string
  userReverse: boolean
  orderStart: string
  orderEnd: string
  orderReverse: boolean
  buyTypes: string[]
}

export const NO_TEAM_FILTERS: TeamFilters = { userStart: '', userEnd: '', userReverse: false, orderStart: '', orderEnd: '', orderReverse: false, buyTypes: [] }

/** Only the filters that are set go out (api-plugins-1 §4.6). */
export function teamFilterParams(f: TeamFilters): Record<string, string | number> {
  const params: Record<string, string | number> = {}
  if (f.userStart) params.team_search_user_time_start = f.userStart
  if (f.userEnd) params.team_search_user_time_end = f.userEnd
  if (f.userReverse && (f.userStart || f.userEnd)) params.team_search_user_time_reverse = 1
  if (f.orderStart) params.team_search_order_time_start = f.orderStart
  if (f.orderEnd) params.team_search_order_time_end = f.orderEnd
  if (f.orderReverse && (f.orderStart || f.orderEnd)) params.team_search_order_time_reverse = 1
  if (f.buyTypes.length) params.team_search_buy_type = [...f.buyTypes].sort().join(',')
  return params
}

export async function getTeam(page: number, filters: TeamFilters): Promise<ApiResult<Page<TeamMember>>> {
  return call(dist('team'), { ...teamFilterParams(filters), page }, (raw) => toPage(raw, page, parseMember), { silent: true })
}

export async function getPromotionUsers(page: number, type: string, query: Record<string, string>): Promise<ApiResult<Page<TeamMember>>> {
  return call(dist('promotionuser'), { ...query, page, type }, (raw) => toPage(raw, page, parseMember), { silent: true })
}

/* ---------- customer map (§4.9) ---------- */

export interface MapCustomer {
  id: string
  avatar: string
  name: string
  username: string
  mobile: string
  email: string
  address: string
  lng: number
  lat: number
  orderCount: number
}

export interface CustomerMap {
  scale: number
  customers: MapCustomer[]
}

export function parseCustomerMap(raw: unknown): CustomerMap {
  const d = obj(raw)
  return {
    scale: int(d.scale, 10) || 10,
    customers: arr(d.user).map((u) => {
      const c = obj(u)
      return {
        id: reqStr(c, 'id'),
        avatar: str(c.avatar),
        name: str(c.user_name_view),
        username: str(c.username),
        mobile: str(c.mobile),
        email: str(c.email),
        address: str(c.address),
        lng: num(c.lng),
        lat: num(c.lat),
        orderCount: int(c.order_count),
      }
    }),
  }
}

export async function getCustomerMap(lng: number, lat: number): Promise<ApiResult<CustomerMap>> {
  return call(dist('order', 'map'), { lng, lat }, parseCustomerMap, { silent: true })
}

/* ---------- level introduction (§4.10) ---------- */

export interface LevelIntroduction {
  /** How many commission tiers the shop pays (1-3). */
  tiers: number
  notes: string[]
  focusId: string
  levels: Level[]
}

export async function getLevelIntroduction(id: string): Promise<ApiResult<LevelIntroduction>> {
  return call(
    dist('introduce'),
    id ? { id } : {},
    (raw) => {
      const d = obj(raw)
      const base = obj(d.base)
      // An absent `level` shows every tier (api-plugins-1 §4.10).
      const level = base.level === undefined || base.level === null || base.level === '' ? 2 : int(base.level)
      return {
        tiers: Math.min(3, Math.max(1, level + 1)),
        notes: arr(base.user_center_level_desc).map((n) => str(n)),
        focusId: int(d.level_id) > 0 ? str(d.level_id) : '',
        levels: arr(d.level_list).map(parseLevel),
      }
    },
    { silent: true },
  )
}

/* ---------- poster (§4.11) ---------- */

export interface Poster {
  /** The poster background the app draws on (user_share_poster). */
  background: string
  /** A QR image of the server's, when it sends one; otherwise the app draws the link's code. */
  qrImage: string
  shareUrl: string
  avatar: string
  name: string
}

export async function getPoster(): Promise<ApiResult<Poster>> {
  return call(
    dist('poster'),
    {},
    (raw) => {
      const d = obj(raw)
      const user = obj(d.user)
      return {
        background: str(d.user_share_poster),
        qrImage: str(d.user_share_qrode),
        shareUrl: str(d.user_share_url),
        avatar: str(user.avatar),
        name: str(user.user_name_view),
      }
    },
    { silent: true },
  )
}

/** poster/refresh: the new poster (background) address. */
export async function refreshPoster(): Promise<ApiResult<string>> {
  return call(dist('poster', 'refresh'), {}, (raw) => str(raw))
}

/* ---------- pickup points (§4.12) ---------- */

export const PICKUP_STATUS = { pending: 0, approved: 1, refused: 2, terminated: 3 } as const

export interface PickupApplication {
  id: string
  logo: string
  alias: string
  name: string
  tel: string
  province: number
  city: number
  county: number
  provinceName: string
  cityName: string
  countyName: string
  address: string
  lng: number
  lat: number
  status: number
  statusName: string
  failReason: string
}

export function parsePickupApplication(raw: unknown): PickupApplication {
  const e = obj(raw)
  return {
    id: str(e.id),
    logo: str(e.logo),
    alias: str(e.alias),
    name: str(e.name),
    tel: str(e.tel),
    province: int(e.province),
    city: int(e.city),
    county: int(e.county),
    provinceName: str(e.province_name),
    cityName: str(e.city_name),
    countyName: str(e.county_name),
    address: str(e.address),
    lng: num(e.lng),
    lat: num(e.lat),
    status: int(e.status, -1),
    statusName: str(e.status_name),
    failReason: str(e.fail_reason),
  }
}

export interface PickupOverview {
  applyNotes: string[]
  notices: string[]
  point: PickupApplication | null
  waiting: number
  handled: number
}

export async function getPickupOverview(): Promise<ApiResult<PickupOverview>> {
  return call(
    dist('extraction'),
    {},
    (raw) => {
      const d = obj(raw)
      const base = obj(d.base)
      const stats = obj(d.statistical)
      return {
        applyNotes: arr(base.self_extraction_apply_desc).map((n) => str(n)),
        notices: arr(base.self_extraction_common_notice).map((n) => str(n)),
        point: nested(d.extraction, parsePickupApplication),
        waiting: int(stats.order_wait),
        handled: int(stats.order_already),
      }
    },
    { silent: true },
  )
}

export async function getPickupForm(): Promise<ApiResult<{ point: PickupApplication | null; pathType: string }>> {
  return call(
    dist('extraction', 'applyinfo'),
    { is_lang: 0 },
    (raw) => {
      const d = obj(raw)
      const point =
        d.extraction_data && typeof d.extraction_data === 'object' && Object.keys(d.extraction_data).length ? parsePickupApplication(d.extraction_data) : null
      return { point, pathType: str(d.editor_path_type) }
    },
    { silent: true },
  )
}

/** What the application form sends: the point's own fields of an application. */
export type PickupInput = Pick<PickupApplication, 'logo' | 'alias' | 'name' | 'tel' | 'province' | 'city' | 'county' | 'address' | 'lng' | 'lat'>

export async function savePickupApplication(input: PickupInput): Promise<ApiResult<unknown>> {
  return call(dist('extraction', 'applysave'), { ...input }, asIs)
}

export interface PickupOrder {
  id: string
  orderId: string
  orderUserId: string
  orderNo: string
  payPrice: string
  status: number
  statusName: string
  addTime: string
}

function parsePickupOrder(raw: Record<string, unknown>): PickupOrder {
  return {
    id: reqStr(raw, 'id'),
    orderId: reqStr(raw, 'order_id'),
    orderUserId: str(raw.order_user_id),
    orderNo: str(raw.order_no),
    payPrice: str(raw.pay_price),
    status: int(raw.status),
    statusName: str(raw.status_name),
    addTime: str(raw.add_time),
  }
}

export async function getPickupOrders(page: number, status: string, keywords: string): Promise<ApiResult<Page<PickupOrder>>> {
  return call(dist('extraction', 'order'), { page, status, keywords }, (raw) => toPage(raw, page, parsePickupOrder), { silent: true })
}

export async function takePickupOrder(order: PickupOrder, code: string): Promise<ApiResult<{ status: number; statusName: string }>> {
  return call(dist('extraction', 'take'), { id: order.orderId, user_id: order.orderUserId, extraction_code: code }, (raw) => ({
    status: int(obj(raw).status, 1),
    statusName: str(obj(raw).status_name),
  }))
}

export interface PickupChoice extends PickupPoint {
  oldId: string
  isDefault: boolean
}

export async function getPickupChoices(location: { lng?: number; lat?: number }): Promise<ApiResult<PickupChoice[]>> {
  return call(
    dist('extraction', 'switchinfo'),
    { ...location },
    (raw) =>
      arr(obj(raw).extraction_address).map((item) => ({
        ...parsePickupPoint(item),
        oldId: str(obj(item).id_old),
        isDefault: bool(obj(item).is_default),
      })),
    { silent: true },
  )
}

export async function choosePickupPoint(point: PickupChoice): Promise<ApiResult<unknown>> {
  return call(dist('extraction', 'switchsave'), { id: point.id, value: point.oldId || 0 }, asIs)
}

/* ---------- recommendation bundles (§4.13) ---------- */

export interface Bundle {
  id: string
  title: string
  describe: string
  icon: string
  enabled: boolean
  enabledText: string
  seoTitle: string
  seoDesc: string
  goodsCount: number
  visits: number
  addTime: string
}

function parseBundle(raw: Record<string, unknown>): Bundle {
  return {
    id: reqStr(raw, 'id'),
    title: str(raw.title),
    describe: str(raw.describe),
    icon: str(raw.icon),
    enabled: bool(raw.is_enable),
    enabledText: str(raw.is_enable_text),
    seoTitle: str(raw.seo_title),
    seoDesc: str(raw.seo_desc),
    goodsCount: int(raw.goods_count),
    visits: int(raw.access_count),
    addTime: str(raw.add_time),
  }
}

export async function getBundles(page: number): Promise<ApiResult<Page<Bundle>>> {
  return call(dist('recommend'), { page, is_more: 1 }, (raw) => toPage(raw, page, parseBundle), { silent: true })
}

export async function deleteBundle(id: string): Promise<ApiResult<unknown>> {
  return call(dist('recommend', 'delete'), { ids: id }, asIs)
}

/** What a bundle shows of a goods, in the form's picker and on the bundle page alike. */
interface GoodsBasics {
  title: string
  image: string
  price: string
  originalPrice: string
  inventory: number
  inventoryUnit: string
  buyMin: number
  buyMax: number
}

function parseGoodsBasics(g: Record<string, unknown>): GoodsBasics {
  return {
    title: str(g.title),
    image: str(g.images),
    price: str(g.price),
    originalPrice: str(g.original_price),
    inventory: int(g.inventory),
    inventoryUnit: str(g.inventory_unit),
    buyMin: int(g.buy_min_number, 1),
    buyMax: int(g.buy_max_number),
  }
}

/** A goods the bundle form can pick (recommend/goodssearch, and the lines of a saved bundle). */
export interface PickGoods extends GoodsBasics {
  id: string
  specGroups: SpecGroup[]
}

function parsePickGoods(raw: unknown): PickGoods {
  const g = obj(raw)
  return { id: reqStr(g, 'id'), ...parseGoodsBasics(g), specGroups: parseSpecGroups(g.specifications) }
}

/** The chosen spec of a bundle line and that spec as "v1 / v2". */
interface LineSpec {
  spec: SpecPair[]
  specText: string
}

/** A line's spec: a list or its JSON text; the server's own text of it when it sends one. */
function parseLineSpec(line: Record<string, unknown>): LineSpec {
  let value = line.spec
  if (typeof value === 'string') {
    try {
      value = value ? JSON.parse(value) : []
    } catch {
      value = []
    }
  }
  const spec = arr(value).map((p) => ({ type: str(obj(p).type), value: str(obj(p).value) }))
  return { spec, specText: str(line.spec_text_view) || spec.map((p) => p.value).join(' / ') }
}

/** One chosen goods of a bundle: the goods, its spec and the spec as "v1 / v2". */
export interface BundleLine extends LineSpec {
  goods: PickGoods
}

export interface BundleForm {
  bundle: (Bundle & { lines: BundleLine[] }) | null
  categories: Array<{ id: string; name: string }>
  pathType: string
}

export async function getBundleForm(id: string): Promise<ApiResult<BundleForm>> {
  return call(
    dist('recommend', 'savedata'),
    { ...(id ? { id } : {}), lang_can_key: 'goods_category_list' },
    (raw) => {
      const d = obj(raw)
      return {
        bundle: nested(d.data, (raw) => {
          const data = obj(raw)
          return { ...parseBundle(data), lines: arr(data.detail_list).map((line) => ({ goods: parsePickGoods(obj(line).goods), ...parseLineSpec(obj(line)) })) }
        }),
        categories: arr(d.goods_category_list).map((c) => ({ id: str(obj(c).id), name: str(obj(c).name) })),
        pathType: str(d.editor_path_type),
      }
    },
    { silent: true },
  )
}

export async function searchBundleGoods(keywords: string, categoryId: string): Promise<ApiResult<PickGoods[]>> {
  return call(dist('recommend', 'goodssearch'), { keywords, ...(categoryId ? { category_id: categoryId } : {}) }, (raw) => arr(raw).map(parsePickGoods))
}

export interface BundleInput {
  id: string
  title: string
  describe: string
  icon: string
  enabled: boolean
  lines: Array<{ goodsId: string; spec: SpecPair[] }>
}

export async function saveBundle(input: BundleInput): Promise<ApiResult<unknown>> {
  return call(
    dist('recommend', 'save'),
    {
      id: input.id,
      title: input.title,
      describe: input.describe,
      icon: input.icon,
      is_enable: input.enabled,
      goods_data: encodeParam(input.lines.map((line) => ({ goods_id: line.goodsId, spec: line.spec.length ? JSON.stringify(line.spec) : '' }))),
    },
    asIs,
  )
}

export interface BundleGoodsLine extends GoodsBasics, LineSpec {
  goodsId: string
  error: string
  quantity: number
}

export interface BundleDetail extends Bundle {
  totalPrice: string
  lines: BundleGoodsLine[]
}

export function parseBundleDetail(raw: unknown): BundleDetail {
  const d = obj(raw)
  return {
    ...parseBundle(d),
    totalPrice: str(d.total_price),
    lines: arr(d.detail_list).map((line) => {
      const l = obj(line)
      const g = obj(l.goods)
      const goods = parseGoodsBasics(g)
      const buyMin = Math.max(1, goods.buyMin)
      return {
        goodsId: str(g.id || l.goods_id),
        ...goods,
        buyMin,
        error: int(g.is_error) ? str(g.error_msg) || ' ' : '',
        ...parseLineSpec(l),
        quantity: buyMin,
      }
    }),
  }
}

export async function getBundle(id: string): Promise<ApiResult<BundleDetail>> {
  return call(dist('recommend', 'detail'), { id }, parseBundleDetail, { silent: true })
}

/** goods/stock: the price and stock of a spec for a quantity (refused with the server's reason). */
export async function checkGoodsStock(
  goodsId: string,
  spec: SpecPair[],
  stock: number,
): Promise<ApiResult<{ price: string; originalPrice: string; inventory: number }>> {
  return call(route('goods', 'stock'), { id: goodsId, spec: JSON.stringify(spec), stock }, (raw) => {
    const base = obj(obj(raw).spec_base)
    return { price: str(base.price), originalPrice: str(base.original_price), inventory: int(base.inventory) }
  })
}

/* ---------- customer visits (§4.14) ---------- */

export interface Visit {
  id: string
  customer: { id: string; avatar: string; name: string }
  content: string
  images: string[]
  addTime: string
  updTime: string
}

function parseVisit(raw: unknown): Visit {
  const v = obj(raw)
  const c = obj(v.custom_user)
  return {
    id: reqStr(v, 'id'),
    customer: { id: str(c.id), avatar: str(c.avatar), name: str(c.user_name_view) },
    content: str(v.content),
    images: arr(v.images).map((i) => str(i)),
    addTime: str(v.add_time),
    updTime: str(v.upd_time),
  }
}

export async function getVisits(page: number): Promise<ApiResult<Page<Visit>>> {
  return call(dist('visit'), { page }, (raw) => toPage(raw, page, parseVisit), { silent: true })
}

export async function deleteVisit(id: string): Promise<ApiResult<unknown>> {
  return call(dist('visit', 'delete'), { ids: id }, asIs)
}

export async function getVisitForm(id: string): Promise<ApiResult<{ visit: Visit | null; pathType: string }>> {
  return call(
    dist('visit', 'saveinfo'),
    { ...(id ? { id } : {}), is_lang: 0 },
    (raw) => {
      const d = obj(raw)
      return { visit: nested(d.data, parseVisit), pathType: str(d.editor_path_type) }
    },
    { silent: true },
  )
}

export interface VisitInput {
  id: string
  customerId: string
  content: string
  images: string[]
}

export async function saveVisit(input: VisitInput): Promise<ApiResult<unknown>> {
  return call(dist('visit', 'save'), { id: input.id, custom_user_id: input.customerId, content: input.content, images: input.images }, asIs)
}
