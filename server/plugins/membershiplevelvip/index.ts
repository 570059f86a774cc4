// membershiplevelvip (api-plugins-1 §3): paid VIP levels, purchase orders, rebates, team, poster.
import './messages'
import { definePlugin } from '../../core/plugins'
import { formatTime } from '../../core/format'
import { ownRowsQuery, pagedQuery } from '../../services/paging'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { ApiError, ok, type Ctx } from '../../core/router'
import { requireId } from '../../core/validate'
import { one, run } from '../../db'
import { ownRow } from '../../services/user/owned-rows'
import { enabledPayments, paymentListView } from '../../services/order/payments'
import { readStatusFilter } from '../plugin-params'
import { enabledLevels, levelById, levelRules, levelView, parseOpening } from './levels'
import { lastPaidRule, memberOf, remainingDays, userVipView } from './membership'
import { createOrder, orderView, ownOrder, payOrder, VIP_ORDER_STATUS, type VipOrderRow } from './orders'
import { seedMembership } from './seed'

const PLUGIN_PAGE = '/pages/plugins/membershiplevelvip'

function base(ctx: Ctx) {
  return {
    application_name: ctx.t('vip.application_name'),
    banner_top_title: ctx.t('vip.banner_top_title'),
    banner_middle_name: ctx.t('vip.banner_middle_name'),
    banner_bottom_content: ctx.t('vip.banner_bottom_content'),
    seo_title: ctx.t('vip.application_name'),
    seo_desc: ctx.t('vip.seo_desc'),
    is_enable_member_code: 1,
    is_user_buy: 1,
    is_supported_renew_old_order: 1,
    user_vip_center_notice: [ctx.t('vip.notice_1'), ctx.t('vip.notice_2')],
    not_opening_vip_desc: [ctx.t('vip.not_vip_1'), ctx.t('vip.not_vip_2')],
  }
}

function defaultPaymentId(ctx: Ctx): number {
  return enabledPayments(ctx.db).find((p) => !p.is_under_line)?.id ?? 0
}

function landing(ctx: Ctx) {
  return ok({
    base: base(ctx),
    default_images_data: {
      default_bg_images_app: ctx.img('/static/plugins/membershiplevelvip/banner.svg'),
      default_logo_app: ctx.img('/static/plugins/membershiplevelvip/crown.svg'),
      default_btn_bg_app: '',
    },
    introduce_data: [
      { images_url: ctx.img('/static/plugins/membershiplevelvip/benefit-1.svg'), name: ctx.t('vip.benefit_price'), desc: ctx.t('vip.benefit_price_desc') },
      { images_url: ctx.img('/static/plugins/membershiplevelvip/benefit-2.svg'), name: ctx.t('vip.benefit_rebate'), desc: ctx.t('vip.benefit_rebate_desc') },
      { images_url: ctx.img('/static/plugins/membershiplevelvip/benefit-3.svg'), name: ctx.t('vip.benefit_service'), desc: ctx.t('vip.benefit_service_desc') },
    ],
  })
}

function buyIndex(ctx: Ctx) {
  ctx.requireUser()
  return ok({
    base: base(ctx),
    data: enabledLevels(ctx.db).map((level) => levelView(ctx, level)),
    payment_list: paymentListView(ctx),
    default_payment_id: defaultPaymentId(ctx),
  })
}

function buyCreate(ctx: Ctx) {
  const user = ctx.requireUser()
  const raw = ctx.params.opening
  if (raw === undefined || raw === null || raw === '') throw new ApiError(ctx.t('vip.opening_required'))
  const opening = parseOpening(raw)
  const level = opening ? levelById(ctx.db, opening.levelId) : undefined
  const rule = level && level.is_enable ? levelRules(level).find((r) => r.number === opening?.number) : undefined
  if (!level || !rule) throw new ApiError(ctx.t('vip.opening_invalid'))
  const member = memberOf(ctx.db, user.id)
  const type = member && member.level_id === level.id ? 1 : 0
  const id = createOrder(ctx.db, user.id, level, rule, type, ctx.now())
  return ok({ id, price: displayMoney(ctx, rule.price), payment_user_id: user.id }, ctx.t('vip.create_ok'))
}

/** Renew with the duration and fee of the last paid order (time-limited members only). */
function buyRenew(ctx: Ctx) {
  const user = ctx.requireUser()
  const member = memberOf(ctx.db, user.id)
  const last = member && !member.is_permanent ? lastPaidRule(ctx.db, member) : null
  if (!member || !last) throw new ApiError(ctx.t('vip.renew_not_allowed'))
  const id = createOrder(ctx.db, user.id, last.level, last.rule, 1, ctx.now())
  return ok({ id, price: displayMoney(ctx, last.rule.price) }, ctx.t('vip.renew_ok'))
}

function buyPay(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = requireId(ctx)
  const answer = payOrder(ctx, user.id, id, ctx.params.payment_id)
  return ok(answer.data, answer.msg)
}

/** QR/H5 polling: 0 once paid, -333 while pending. */
function buyPaycheck(ctx: Ctx) {
  const user = ctx.requireUser()
  const orderNo = String(ctx.params.order_no ?? '').trim()
  if (!/^[A-Za-z0-9]{1,40}$/.test(orderNo)) throw new ApiError(ctx.t('vip.order_not_found'))
  const order = one<{ status: number }>(
    ctx.db,
    'SELECT status FROM vip_orders WHERE payment_user_order_no = ? AND user_id = ? AND is_delete_time = 0',
    orderNo,
    user.id,
  )
  if (!order) throw new ApiError(ctx.t('vip.order_not_found'))
  if (order.status === VIP_ORDER_STATUS.pending) return { code: -333, msg: ctx.t('vip.paying'), data: '' }
  if (order.status !== VIP_ORDER_STATUS.paid) throw new ApiError(ctx.t('vip.order_not_payable'))
  return ok({ url: `${ctx.baseUrl}/web/#${PLUGIN_PAGE}/order/order` }, ctx.t('vip.pay_ok'))
}

function vipIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const member = memberOf(ctx.db, user.id)
  const team = one<{ n: number; buyers: number }>(
    ctx.db,
    'SELECT COUNT(*) AS n, SUM(order_total > 0) AS buyers FROM vip_team_members WHERE user_id = ?',
    user.id,
  )
  const sums = one<{ total: number | null; pending: number | null; settled: number | null }>(
    ctx.db,
    'SELECT SUM(CASE WHEN status != 2 THEN profit_price END) AS total, SUM(CASE WHEN status = 0 THEN profit_price END) AS pending, SUM(CASE WHEN status = 1 THEN profit_price END) AS settled FROM vip_profits WHERE user_id = ?',
    user.id,
  )
  const nav = (page: string, icon: number, title: string) => ({
    url: `${PLUGIN_PAGE}/${page}/${page}`,
    icon: ctx.img(`/static/nav/${icon}.svg`),
    title: ctx.t(title),
  })
  return ok({
    base: base(ctx),
    user_vip: userVipView(ctx, member),
    nav_list: [nav('order', 1, 'vip.nav_order'), nav('profit', 2, 'vip.nav_profit'), nav('team', 3, 'vip.nav_team'), nav('poster', 4, 'vip.nav_poster')],
    default_images_data: { default_center_head_bg_images_app: ctx.img('/static/plugins/membershiplevelvip/banner.svg') },
    statistics_data: {
      user_total: [
        { icon: '', value: team?.n ?? 0, name: ctx.t('vip.stat_team') },
        { icon: '', value: team?.buyers ?? 0, name: ctx.t('vip.stat_team_buyers') },
      ],
      user_profit: [
        { first: displaySymbol(ctx), value: displayMoney(ctx, sums?.total ?? 0), name: ctx.t('vip.stat_profit_total') },
        { first: displaySymbol(ctx), value: displayMoney(ctx, sums?.pending ?? 0), name: ctx.t('vip.stat_profit_pending') },
        { first: displaySymbol(ctx), value: displayMoney(ctx, sums?.settled ?? 0), name: ctx.t('vip.stat_profit_settled') },
      ],
    },
    surplus_days: member ? remainingDays(member, ctx.nowSeconds()) : 0,
  })
}

function orderIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = readStatusFilter(ctx, [0, 1, 2, 3])
  const page = pagedQuery(ctx, ownRowsQuery('vip_orders', user.id, status, 'is_delete_time = 0'), (o: VipOrderRow) => orderView(ctx, o))
  return ok({ ...page, payment_list: paymentListView(ctx), default_payment_id: defaultPaymentId(ctx) })
}

function orderDetail(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({ data: orderView(ctx, ownOrder(ctx, user.id, requireId(ctx))) })
}

function orderCancel(ctx: Ctx) {
  const user = ctx.requireUser()
  const order = ownOrder(ctx, user.id, requireId(ctx))
  if (order.status !== VIP_ORDER_STATUS.pending) throw new ApiError(ctx.t('vip.order_not_cancellable'))
  run(ctx.db, 'UPDATE vip_orders SET status = 2, upd_time = ? WHERE id = ? AND status = 0', ctx.nowSeconds(), order.id)
  return ok('', ctx.t('vip.cancel_ok'))
}

function orderDelete(ctx: Ctx) {
  const user = ctx.requireUser()
  const order = ownOrder(ctx, user.id, requireId(ctx))
  if (order.status !== VIP_ORDER_STATUS.cancelled && order.status !== VIP_ORDER_STATUS.closed) throw new ApiError(ctx.t('vip.order_not_deletable'))
  run(ctx.db, 'UPDATE vip_orders SET is_delete_time = ? WHERE id = ?', ctx.nowSeconds(), order.id)
  return ok('', ctx.t('vip.delete_ok'))
}

interface ProfitRow {
  id: number
  user_id: number
  level_name: string
  total_price: number
  profit_price: number
  commission_rules: string
  status: number
  add_time: number
  upd_time: number
}

const keyed = (ctx: Ctx, text: string) => (text.startsWith('vip.') ? ctx.t(text) : text)

function profitView(ctx: Ctx, p: ProfitRow) {
  return {
    id: p.id,
    total_price: displayMoney(ctx, p.total_price),
    profit_price: displayMoney(ctx, p.profit_price),
    level_name: keyed(ctx, p.level_name),
    commission_rules: keyed(ctx, p.commission_rules),
    status: p.status,
    status_name: ctx.t(`vip.settlement_${p.status}`),
    add_time: formatTime(p.add_time),
    upd_time: formatTime(p.upd_time),
  }
}

function profitIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const status = readStatusFilter(ctx, [0, 1, 2])
  return ok(pagedQuery(ctx, ownRowsQuery('vip_profits', user.id, status), (p: ProfitRow) => profitView(ctx, p)))
}

function profitDetail(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownRow<ProfitRow>(ctx, 'vip_profits', user.id, requireId(ctx), 'vip.profit_not_found')
  return ok({ data: profitView(ctx, row) })
}

/** The share link carries referrer=<user id> (api-plugins-1 0.8); the storefront draws its QR code. */
function poster(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({ user_share_qrode: '', user_share_url: `${ctx.baseUrl}/web/#${PLUGIN_PAGE}/index/index?referrer=${user.id}` })
}

type TeamMemberRow = {
  id: number
  member_name: string
  avatar: string
  order_total: number
  find_order_total: number
  referrer_count: number
  add_time: number
}

function team(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(
    pagedQuery(ctx, { from: 'vip_team_members', where: 'user_id = ?', args: [user.id], order: 'add_time DESC, id DESC' }, (m: TeamMemberRow) => ({
      id: m.id,
      avatar: ctx.img(m.avatar),
      user_name_view: m.member_name,
      order_total: displayMoney(ctx, m.order_total),
      find_order_total: displayMoney(ctx, m.find_order_total),
      referrer_count: m.referrer_count,
      add_time: formatTime(m.add_time),
    })),
  )
}

definePlugin({
  name: 'membershiplevelvip',
  baseData: (ctx) => ({ application_name: ctx.t('vip.application_name'), is_enable_member_code: 1, is_user_buy: 1 }),
  controls: {
    index: { index: landing },
    buy: { index: buyIndex, create: buyCreate, renew: buyRenew, pay: buyPay, paycheck: buyPaycheck },
    vip: { index: vipIndex },
    order: { index: orderIndex, detail: orderDetail, cancel: orderCancel, delete: orderDelete },
    profit: { index: profitIndex, detail: profitDetail },
    poster: { index: poster },
    team: { index: team },
  },
  seed: seedMembership,
})
