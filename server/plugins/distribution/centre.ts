// The distribution centre (api-plugins-1 §4.1): level, referral code, superior, statistics over a time
// range, rebate sums, navigation and the level ladder; user search and the superior change.
import type { Database } from 'better-sqlite3'
import { formatTime, fromCents } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { asPositiveInt, optionalString } from '../../core/validate'
import { all, one, run } from '../../db'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { userNameView } from '../../services/user/user-view'
import { centreBase, PAGES, setting } from './config'
import { extractionOf, extractionView } from './extraction-records'
import { completedSpending, enabledLevels, levelName, levelRules, levelView, memberLevel, nextLevel } from './levels'
import { memberRow, updateMember } from './members'
import { PROFIT_STATUS, profitSums, settleDue } from './profits'
import { avatarOf, SPENT, type TeamUserRow } from './team'
import { bounds, DEFAULT_PRESET, parseTimeText, readTime, timePresets, type TimeRange } from './time-range'

const USER_COLUMNS = 'id, username, nickname, mobile, email, avatar, add_time, referrer'

interface UserLite extends TeamUserRow {
  referrer: number
}

function userLite(db: Database, id: number): UserLite | undefined {
  return one<UserLite>(db, `SELECT ${USER_COLUMNS} FROM users WHERE id = ? AND is_delete_time = 0`, id)
}

function superiorView(ctx: Ctx, userId: number, superiorId: number) {
  const superior = superiorId ? userLite(ctx.db, superiorId) : undefined
  const max = setting(ctx.db, 'superior_modify_max')
  const left = Math.max(0, max - memberRow(ctx.db, userId).superior_changes)
  const canModify = setting(ctx.db, 'is_modify_superior') === 1
  return {
    id: superior?.id ?? 0,
    avatar: superior ? avatarOf(ctx, superior.avatar) : '',
    user_name_view: superior ? userNameView(superior) : '',
    can_modify_number_msg: canModify ? (left > 0 ? ctx.t('dist.superior_changes_left', { n: left }) : ctx.t('dist.superior_changes_none')) : '',
  }
}

const link = (page: string, query: Record<string, string | number>) =>
  `${PAGES}/${page}/${page}?${Object.entries(query)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')}`

function rangeQuery(range: TimeRange): Record<string, string> {
  return {
    start_time: range.start === null ? '' : formatTime(range.start),
    end_time: range.end === null ? '' : formatTime(range.end),
  }
}

/** The two statistics blocks the time sheet refreshes. */
function rangeStats(ctx: Ctx, userId: number, range: TimeRange) {
  const [from, to] = bounds(range)
  const count = (sql: string, ...args: unknown[]) => one<{ n: number }>(ctx.db, sql, ...args)?.n ?? 0
  const sum = (sql: string, ...args: unknown[]) => one<{ s: number | null }>(ctx.db, sql, ...args)?.s ?? 0
  const downline = 'SELECT id FROM users WHERE referrer = ? AND is_delete_time = 0'
  const newDownline = `${downline} AND add_time BETWEEN ? AND ?`
  const spentIn = `EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.${SPENT} AND o.add_time BETWEEN ? AND ?)`
  const registered = count(`SELECT COUNT(*) AS n FROM users u WHERE u.id IN (${newDownline})`, userId, from, to)
  const buyers = count(`SELECT COUNT(*) AS n FROM users u WHERE u.id IN (${downline}) AND ${spentIn}`, userId, from, to)
  const allDownline = count(`SELECT COUNT(*) AS n FROM users u WHERE u.id IN (${downline})`, userId)
  const validNew = count(
    `SELECT COUNT(*) AS n FROM users u WHERE u.id IN (${newDownline}) AND EXISTS (SELECT 1 FROM orders o WHERE o.user_id = u.id AND o.${SPENT})`,
    userId,
    from,
    to,
  )
  const onceNew = count(
    `SELECT COUNT(*) AS n FROM users u WHERE u.id IN (${newDownline}) AND (SELECT COUNT(*) FROM orders o WHERE o.user_id = u.id AND o.${SPENT}) = 1`,
    userId,
    from,
    to,
  )
  const ordersIn = `FROM orders WHERE user_id IN (${downline}) AND is_delete_time = 0 AND add_time BETWEEN ? AND ?`
  const newGmv = sum(`SELECT SUM(total_price) AS s ${ordersIn} AND ${SPENT} AND user_id IN (${newDownline})`, userId, from, to, userId, from, to)
  const orderCount = count(`SELECT COUNT(*) AS n ${ordersIn}`, userId, from, to)
  const gmv = sum(`SELECT SUM(total_price) AS s ${ordersIn} AND ${SPENT}`, userId, from, to)
  const q = rangeQuery(range)
  const people = ctx.t('dist.unit_people')
  const symbol = displaySymbol(ctx)
  return {
    stats_user_promotion_data_list: [
      { name: ctx.t('dist.stat_promoted'), value: registered, unit: people, to_page: link('promotion-user', { type: 0, ...q }) },
      { name: ctx.t('dist.stat_buyers'), value: buyers, unit: people, to_page: link('promotion-user', { type: 1, ...q }) },
      { name: ctx.t('dist.stat_not_buyers'), value: Math.max(0, allDownline - buyers), unit: people, to_page: link('promotion-user', { type: 2, ...q }) },
    ],
    stats_base_data_list: [
      {
        icon: ctx.img('/static/plugins/distribution/stat-customers.svg'),
        name: ctx.t('dist.stat_new_customers'),
        first: '',
        value: registered,
        unit: people,
        to_page: link('promotion-user', { type: 3, ...q }),
        data: [
          { name: ctx.t('dist.stat_new_valid', { n: validNew }), to_page: link('promotion-user', { type: 4, ...q }) },
          { name: ctx.t('dist.stat_new_repurchase', { n: onceNew }), to_page: link('promotion-user', { type: 5, ...q }) },
        ],
      },
      {
        icon: ctx.img('/static/plugins/distribution/stat-gmv.svg'),
        name: ctx.t('dist.stat_new_gmv'),
        first: symbol,
        value: displayMoney(ctx, newGmv),
        unit: '',
        to_page: link('promotion-order', { type: 0, ...q }),
        data: [],
      },
      {
        icon: ctx.img('/static/plugins/distribution/stat-orders.svg'),
        name: ctx.t('dist.stat_orders'),
        first: '',
        value: orderCount,
        unit: ctx.t('dist.unit_orders'),
        to_page: link('promotion-order', { type: 1, ...q }),
        data: [],
      },
      {
        icon: ctx.img('/static/plugins/distribution/stat-gmv.svg'),
        name: ctx.t('dist.stat_gmv'),
        first: symbol,
        value: displayMoney(ctx, gmv),
        unit: '',
        to_page: link('promotion-order', { type: 2, ...q }),
        data: [],
      },
    ],
  }
}

function profitStats(ctx: Ctx, userId: number) {
  settleDue(ctx, userId)
  const sums = profitSums(ctx.db, userId)
  const cell = (key: string, cents: number, status: number | null) => ({
    name: ctx.t(key),
    value: displayMoney(ctx, fromCents(cents)),
    to_page: `${PAGES}/profit/profit${status === null ? '' : `?status=${status}`}`,
  })
  return [
    cell('dist.profit_total', sums[0] + sums[1] + sums[2], null),
    cell('dist.profit_status_0', sums[PROFIT_STATUS.pendingEffect], 0),
    cell('dist.profit_status_1', sums[PROFIT_STATUS.pendingSettlement], 1),
    cell('dist.profit_status_2', sums[PROFIT_STATUS.settled], 2),
  ]
}

const NAV: Array<[page: string, icon: string, key: string]> = [
  ['team', 'team', 'dist.nav_team'],
  ['order', 'order', 'dist.nav_order'],
  ['profit', 'profit', 'dist.nav_profit'],
  ['poster', 'poster', 'dist.nav_poster'],
  ['map', 'map', 'dist.nav_map'],
  ['visit-list', 'visit', 'dist.nav_visit'],
  ['recommend-list', 'recommend', 'dist.nav_recommend'],
  ['introduce', 'introduce', 'dist.nav_introduce'],
]

function ladderMessage(ctx: Ctx, userId: number, level: ReturnType<typeof memberLevel>): string {
  const next = nextLevel(ctx.db, userId, level)
  if (!next) return level ? ctx.t('dist.ladder_top', { level: levelName(ctx, level) }) : ''
  const parts: string[] = []
  const spendCents = Math.round(next.level.min_spent * 100) - Math.round(next.spent * 100)
  if (spendCents > 0) parts.push(ctx.t('dist.ladder_spend', { amount: `${displaySymbol(ctx)}${displayMoney(ctx, fromCents(spendCents))}` }))
  if (next.level.min_team > next.team) parts.push(ctx.t('dist.ladder_team', { n: next.level.min_team - next.team }))
  if (!parts.length) return ''
  const message = ctx.t('dist.ladder_next', { steps: parts.join(ctx.t('dist.ladder_and')), level: levelName(ctx, next.level) })
  // "refer 3 more to reach ..." starts a sentence in English too.
  return message.charAt(0).toUpperCase() + message.slice(1)
}

/** Why the user is not a distributor yet: the first level's conditions, then what a distributor gets. */
function nonConformity(ctx: Ctx): string[] {
  const first = enabledLevels(ctx.db)[0]
  const rules = first ? levelRules(ctx, first) : []
  const condition = first
    ? rules.length
      ? ctx.t('dist.non_conformity_rules', { level: levelName(ctx, first), rules: rules.map((r) => `${r.name} ${r.value}`).join(ctx.t('dist.ladder_and')) })
      : ctx.t('dist.non_conformity_free')
    : ctx.t('dist.non_conformity_closed')
  return [condition, ctx.t('dist.non_conformity_benefit')]
}

export function centre(ctx: Ctx) {
  const user = ctx.requireUser()
  const me = userLite(ctx.db, user.id)
  const level = memberLevel(ctx.db, user.id)
  const presets = timePresets(ctx)
  const preset = presets[DEFAULT_PRESET]
  const range: TimeRange = { start: parseTimeText(preset.start), end: parseTimeText(preset.end) }
  const extraction = extractionOf(ctx.db, user.id)
  return ok({
    base: { ...centreBase(ctx), non_conformity_desc: nonConformity(ctx) },
    user_level: level ? { ...levelView(ctx, level), id: level.id } : null,
    extraction: extraction ? extractionView(ctx, extraction) : null,
    superior: me?.referrer || setting(ctx.db, 'is_modify_superior') ? superiorView(ctx, user.id, me?.referrer ?? 0) : null,
    user_referrer: String(user.id),
    spent: displayMoney(ctx, completedSpending(ctx.db, user.id)),
    profit_ladder: { msg: ladderMessage(ctx, user.id, level) },
    nav_list: level
      ? NAV.map(([page, icon, key]) => ({ url: `${PAGES}/${page}/${page}`, icon: ctx.img(`/static/plugins/distribution/nav-${icon}.svg`), title: ctx.t(key) }))
      : [],
    time_data: presets,
    default_day: DEFAULT_PRESET,
    ...(level ? rangeStats(ctx, user.id, range) : { stats_user_promotion_data_list: [], stats_base_data_list: [] }),
    stats_profit_data_list: level ? profitStats(ctx, user.id) : [],
  })
}

/** user/stats {name, start, end, index}: the statistics over another range (both empty: all time). */
export function stats(ctx: Ctx) {
  const user = ctx.requireUser()
  if (!memberLevel(ctx.db, user.id)) throw new ApiError(ctx.t('dist.not_distributor'))
  const start = readTime(ctx, 'start')
  const end = readTime(ctx, 'end', true)
  if (start !== null && end !== null && end < start) throw new ApiError(ctx.t('dist.time_order'))
  return ok(rangeStats(ctx, user.id, { start, end }))
}

/** user/userquery {keywords}: one exact match by id, username, nickname, member code, mobile or email. */
export function userQuery(ctx: Ctx) {
  const user = ctx.requireUser()
  const keywords = optionalString(ctx, 'keywords', 60)
  if (!keywords) throw new ApiError(ctx.t('dist.keywords_required'))
  const id = asPositiveInt(keywords) ?? 0
  const found = all<UserLite>(
    ctx.db,
    `SELECT ${USER_COLUMNS} FROM users WHERE is_delete_time = 0 AND id <> ?
       AND (id = ? OR username = ? OR nickname = ? OR number_code = ? OR mobile = ? OR email = ?) ORDER BY id LIMIT 1`,
    user.id,
    id,
    keywords,
    keywords,
    keywords,
    keywords,
    keywords,
  )[0]
  if (!found) throw new ApiError(ctx.t('dist.user_not_found'))
  return ok({ id: found.id, avatar: avatarOf(ctx, found.avatar), user_name_view: userNameView(found), add_time_text: formatTime(found.add_time) })
}

/** True when `candidate` is `userId` or somewhere below them (a superior there would close a loop). */
function isInDownline(db: Database, userId: number, candidate: number): boolean {
  const seen = new Set<number>()
  let current = candidate
  while (current && !seen.has(current)) {
    if (current === userId) return true
    seen.add(current)
    current = one<{ referrer: number }>(db, 'SELECT referrer FROM users WHERE id = ?', current)?.referrer ?? 0
  }
  return false
}

/** user/superiorsave {superior_id}: within the shop's change limit; never oneself or one's own downline. */
export function superiorSave(ctx: Ctx) {
  const user = ctx.requireUser()
  if (setting(ctx.db, 'is_modify_superior') !== 1) throw new ApiError(ctx.t('dist.superior_locked'))
  const superiorId = asPositiveInt(ctx.params.superior_id)
  if (superiorId === null) throw new ApiError(ctx.t('dist.superior_required'))
  const member = memberRow(ctx.db, user.id)
  if (member.superior_changes >= setting(ctx.db, 'superior_modify_max')) throw new ApiError(ctx.t('dist.superior_changes_none'))
  if (!userLite(ctx.db, superiorId)) throw new ApiError(ctx.t('dist.user_not_found'))
  if (isInDownline(ctx.db, user.id, superiorId)) throw new ApiError(ctx.t('dist.superior_loop'))
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    run(ctx.db, 'UPDATE users SET referrer = ?, upd_time = ? WHERE id = ?', superiorId, now, user.id)
    updateMember(ctx.db, user.id, now, { superior_changes: member.superior_changes + 1 })
  })()
  return ok(superiorView(ctx, user.id, superiorId), ctx.t('dist.superior_saved'))
}
