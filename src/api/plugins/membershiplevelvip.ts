import { parsePayment, type PaymentMethod } from '../buy'
import { call, pluginRoute } from '../client'
import { asIs, arr, bool, int, obj, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** membershiplevelvip (api-plugins-1 §3): typed calls and the parsers of their answers. */
const PLUGIN = 'membershiplevelvip'
const vip = (control: string, action = 'index') => pluginRoute(PLUGIN, control, action)

export interface VipBase {
  applicationName: string
  bannerTopTitle: string
  buyButtonText: string
  bannerContent: string
  memberCodeEnabled: boolean
  userCanBuy: boolean
  renewOldOrder: boolean
  centerNotices: string[]
  notMemberNotes: string[]
}

/** The programme's settings: plugins_base.membershiplevelvip.data, and `base` of the plugin's own pages. */
export function parseVipBase(raw: unknown): VipBase {
  const b = obj(raw)
  return {
    applicationName: str(b.application_name),
    bannerTopTitle: str(b.banner_top_title),
    buyButtonText: str(b.banner_middle_name),
    bannerContent: str(b.banner_bottom_content),
    memberCodeEnabled: bool(b.is_enable_member_code),
    userCanBuy: bool(b.is_user_buy),
    renewOldOrder: bool(b.is_supported_renew_old_order),
    centerNotices: arr(b.user_vip_center_notice).map((n) => str(n)),
    notMemberNotes: arr(b.not_opening_vip_desc).map((n) => str(n)),
  }
}

export interface Landing {
  base: VipBase
  background: string
  logo: string
  benefits: Array<{ image: string; name: string; desc: string }>
}

export async function getLanding(): Promise<ApiResult<Landing>> {
  return call(
    vip('index'),
    {},
    (raw) => {
      const data = obj(raw)
      const images = obj(data.default_images_data)
      return {
        base: parseVipBase(data.base),
        background: str(images.default_bg_images_app),
        logo: str(images.default_logo_app),
        benefits: arr<Record<string, unknown>>(data.introduce_data).map((item) => ({
          image: str(obj(item).images_url),
          name: str(obj(item).name),
          desc: str(obj(item).desc),
        })),
      }
    },
    { silent: true },
  )
}

export interface PeriodRule {
  /** '' for lifetime. */
  number: string
  value: string
  unit: string
  desc: string
  price: string
}

export interface VipLevel {
  id: string
  name: string
  icon: string
  rules: PeriodRule[]
}

export interface BuyInfo {
  base: VipBase
  levels: VipLevel[]
  payments: PaymentMethod[]
  defaultPaymentId: string
}

export function parseLevel(raw: unknown): VipLevel {
  const level = obj(raw)
  return {
    id: str(level.id),
    name: str(level.name),
    icon: str(level.icon),
    rules: arr(level.pay_period_rules).map((r) => {
      const rule = obj(r)
      return { number: str(rule.number), value: str(rule.value), unit: str(rule.unit), desc: str(rule.desc), price: str(rule.price) }
    }),
  }
}

export function isLifetime(rule: PeriodRule): boolean {
  return rule.number === '' || rule.number === '0'
}

/** buy/create's `opening`: "<level id>-<rule number>" (lifetime: "id-"). */
export function openingValue(level: VipLevel, rule: PeriodRule): string {
  return `${level.id}-${isLifetime(rule) ? '' : rule.number}`
}

export async function getBuyInfo(): Promise<ApiResult<BuyInfo>> {
  return call(
    vip('buy'),
    {},
    (raw) => {
      const data = obj(raw)
      return {
        base: parseVipBase(data.base),
        levels: arr(data.data).map(parseLevel),
        payments: arr<Record<string, unknown>>(data.payment_list).map((p) => parsePayment(obj(p))),
        defaultPaymentId: str(data.default_payment_id),
      }
    },
    { silent: true },
  )
}

export interface CreatedOrder {
  id: string
  price: string
}

export async function createVipOrder(opening: string): Promise<ApiResult<CreatedOrder>> {
  return call(vip('buy', 'create'), { opening }, (raw) => ({ id: str(obj(raw).id), price: str(obj(raw).price) }))
}

export async function renewVip(): Promise<ApiResult<CreatedOrder>> {
  return call(vip('buy', 'renew'), {}, (raw) => ({ id: str(obj(raw).id), price: str(obj(raw).price) }))
}

/** buy/pay: body {id, payment_id} (+ redirect_url on H5); the answer is read by lib/pay-result. */
export function payVipOrder(body: {
  id: string
  paymentId: string
  redirectUrl?: string
  redirectKey?: 'redirect_url' | 'respond_url'
}): Promise<ApiResult<unknown>> {
  const data: Record<string, unknown> = { id: body.id, payment_id: body.paymentId }
  if (body.redirectUrl) data[body.redirectKey ?? 'redirect_url'] = body.redirectUrl
  return call(vip('buy', 'pay'), data, asIs, { silent: true })
}

export function checkVipPayment(orderNo: string): Promise<ApiResult<unknown>> {
  return call(vip('buy', 'paycheck'), { order_no: orderNo }, asIs, { silent: true })
}

export interface UserVip {
  name: string
  icon: string
  levelName: string
  isPermanent: boolean
  permanentText: string
  remainingNumber: number
  remainingUnit: string
  supportsRenew: boolean
}

export interface VipCenter {
  base: VipBase
  userVip: UserVip | null
  nav: Array<{ url: string; icon: string; title: string }>
  headBackground: string
  teamStats: Array<{ name: string; value: string }>
  profitStats: Array<{ first: string; name: string; value: string }>
}

export async function getVipCenter(): Promise<ApiResult<VipCenter>> {
  return call(
    vip('vip'),
    {},
    (raw) => {
      const data = obj(raw)
      const member = data.user_vip ? obj(data.user_vip) : null
      const stats = obj(data.statistics_data)
      return {
        base: parseVipBase(data.base),
        userVip: member
          ? {
              name: str(member.name),
              icon: str(member.icon),
              levelName: str(member.level_name),
              isPermanent: bool(member.is_permanent),
              permanentText: `${str(member.permanent_value)}${str(member.permanent_unit)}`,
              remainingNumber: int(member.surplus_time_number),
              remainingUnit: str(member.surplus_time_unit),
              supportsRenew: bool(member.is_supported_renew),
            }
          : null,
        nav: arr(data.nav_list).map((n) => ({ url: str(obj(n).url), icon: str(obj(n).icon), title: str(obj(n).title) })),
        headBackground: str(obj(data.default_images_data).default_center_head_bg_images_app),
        teamStats: arr(stats.user_total).map((s) => ({ name: str(obj(s).name), value: str(obj(s).value) })),
        profitStats: arr(stats.user_profit).map((s) => ({ first: str(obj(s).first), name: str(obj(s).name), value: str(obj(s).value) })),
      }
    },
    { silent: true },
  )
}

/** What the user centre shows for a member (header buttons, api-plugins-1 §3.3). */
export type CenterAction = 'buy' | 'renew' | 'continue' | null

export function centerAction(center: Pick<VipCenter, 'base' | 'userVip'>): CenterAction {
  const { base, userVip } = center
  if (!userVip) return base.userCanBuy ? 'buy' : null
  if (userVip.isPermanent) return null
  if (userVip.remainingNumber === 0) return base.userCanBuy ? 'buy' : null
  if (userVip.supportsRenew) return null
  if (base.renewOldOrder) return 'renew'
  return base.userCanBuy ? 'continue' : null
}

export interface VipOrder {
  id: string
  orderNo: string
  status: number
  statusName: string
  settlementStatusName: string
  typeName: string
  period: string
  price: string
  payPrice: string
  paymentId: string
  paymentName: string
  addTime: string
  updTime: string
}

export function parseVipOrder(raw: unknown): VipOrder {
  const o = obj(raw)
  return {
    id: str(o.id),
    orderNo: str(o.payment_user_order_no),
    status: int(o.status),
    statusName: str(o.status_name),
    settlementStatusName: str(o.settlement_status_name),
    typeName: str(o.type_name),
    period: `${str(o.period_value)}${str(o.period_unit)}`,
    price: str(o.price),
    payPrice: str(o.pay_price),
    paymentId: str(o.payment_id),
    paymentName: str(o.payment_name),
    addTime: str(o.add_time),
    updTime: str(o.upd_time),
  }
}

export interface VipOrderPage extends Page<VipOrder> {
  payments: PaymentMethod[]
  defaultPaymentId: string
}

export async function getVipOrders(page: number, status: string): Promise<ApiResult<VipOrderPage>> {
  return call(
    vip('order'),
    { page, status, is_more: 1 },
    (raw) => ({
      ...toPage(raw, page, parseVipOrder),
      payments: arr<Record<string, unknown>>(obj(raw).payment_list).map((p) => parsePayment(obj(p))),
      defaultPaymentId: str(obj(raw).default_payment_id),
    }),
    { silent: true },
  )
}

export async function getVipOrder(id: string): Promise<ApiResult<VipOrder>> {
  return call(vip('order', 'detail'), { id }, (raw) => parseVipOrder(obj(raw).data), { silent: true })
}

export function cancelVipOrder(id: string): Promise<ApiResult<unknown>> {
  return call(vip('order', 'cancel'), { id }, asIs)
}

export function deleteVipOrder(id: string): Promise<ApiResult<unknown>> {
  return call(vip('order', 'delete'), { id }, asIs)
}

export interface VipProfit {
  id: string
  status: number
  statusName: string
  totalPrice: string
  profitPrice: string
  levelName: string
  commissionRules: string
  addTime: string
  updTime: string
}

function parseProfit(raw: unknown): VipProfit {
  const p = obj(raw)
  return {
    id: str(p.id),
    status: int(p.status),
    statusName: str(p.status_name),
    totalPrice: str(p.total_price),
    profitPrice: str(p.profit_price),
    levelName: str(p.level_name),
    commissionRules: str(p.commission_rules),
    addTime: str(p.add_time),
    updTime: str(p.upd_time),
  }
}

export async function getVipProfits(page: number, status: string): Promise<ApiResult<Page<VipProfit>>> {
  return call(vip('profit'), { page, status, is_more: 1 }, (raw) => toPage(raw, page, parseProfit), { silent: true })
}

export async function getVipProfit(id: string): Promise<ApiResult<VipProfit>> {
  return call(vip('profit', 'detail'), { id }, (raw) => parseProfit(obj(raw).data), { silent: true })
}

export interface Poster {
  qrcodeImage: string
  shareUrl: string
}

export async function getPoster(): Promise<ApiResult<Poster>> {
  // The field really is spelled "qrode" (api-plugins-1 §15.2).
  return call(vip('poster'), {}, (raw) => ({ qrcodeImage: str(obj(raw).user_share_qrode), shareUrl: str(obj(raw).user_share_url) }), { silent: true })
}

export interface TeamMember {
  id: string
  avatar: string
  name: string
  orderTotal: string
  downlineOrderTotal: string
  referrerCount: number
  addTime: string
}

export async function getTeam(page: number): Promise<ApiResult<Page<TeamMember>>> {
  return call(
    vip('team'),
    { page },
    (raw) =>
      toPage(raw, page, (m) => ({
        id: str(m.id),
        avatar: str(m.avatar),
        name: str(m.user_name_view),
        orderTotal: str(m.order_total),
        downlineOrderTotal: str(m.find_order_total),
        referrerCount: int(m.referrer_count),
        addTime: str(m.add_time),
      })),
    { silent: true },
  )
}
