// signin (api-plugins-1 §11): daily check-in calendar with points and streaks, team sign-in codes.
import './messages'
import { definePlugin } from '../../core/plugins'
import { formatTime } from '../../core/format'
import { pagedQuery } from '../../services/paging'
import { ApiError, ok, type Ctx } from '../../core/router'
import { optionalInt, requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { goodsListItem, type GoodsRow } from '../../services/goods/goods-view'
import { DEFAULT_AVATAR, userNameView } from '../../services/user/user-view'
import { shopDay } from '../plugin-params'
import { addPoints, currentStreak, DEFAULT_TEAM_REWARD, inTimeWindow, PLATFORM_REWARD, PLATFORM_RULES, streakMultiplier, userDays } from './rewards'
import { DEFAULT_QRCODE_SETTINGS, enabledQrcode, ownQrcode, qrcodeRules, qrcodeTimeWindow, qrcodeView, readContact, type QrcodeRow } from './qrcodes'
import { seedSignin } from './seed'

const SHOP_OFFSET_MS = 8 * 3600 * 1000

function base(ctx: Ctx) {
  return {
    is_share: 1,
    is_team: 1,
    is_user_menu: 1,
    is_team_show_coming_user: 1,
    is_qrcode_must_userinfo: 1,
    reward_master: DEFAULT_TEAM_REWARD.master,
    reward_invitee: DEFAULT_TEAM_REWARD.invitee,
    signin_desc: [ctx.t('signin.desc_1'), ctx.t('signin.desc_2'), ctx.t('signin.desc_3')],
  }
}

/** id 0 (or absent) is the platform page; any other id must be an enabled sign-in code. */
function readPageId(ctx: Ctx): number {
  return optionalInt(ctx, 'id', 0, 0, 2_147_483_647)
}

function recommendedGoods(ctx: Ctx) {
  const rows = all<GoodsRow>(ctx.db, 'SELECT * FROM goods WHERE is_shelves = 1 AND is_delete_time = 0 ORDER BY sales_count DESC, id LIMIT 4')
  return rows.map((g) => goodsListItem(ctx, g, { withoutContent: true }))
}

function detail(ctx: Ctx) {
  const id = readPageId(ctx)
  const code = id ? enabledQrcode(ctx, id) : null
  const today = shopDay(ctx.now())
  const month = today.slice(0, 7)
  const user = ctx.user
  let userData = { current_day: 0, history_day: [] as number[], integral: 0, total: 0, continuous_day: 0, today }
  if (user) {
    const days = userDays(ctx.db, user.id, id)
    const todayLog = one<{ integral: number }>(ctx.db, 'SELECT integral FROM signin_logs WHERE user_id = ? AND qrcode_id = ? AND day = ?', user.id, id, today)
    userData = {
      current_day: todayLog ? 1 : 0,
      history_day: [...days]
        .filter((d) => d.startsWith(month))
        .map((d) => Number(d.slice(8, 10)))
        .sort((a, b) => a - b),
      integral: todayLog?.integral ?? 0,
      total: days.size,
      continuous_day: currentStreak(days, today),
      today,
    }
  }
  const team = code
    ? one<{ day: number; total: number }>(
        ctx.db,
        'SELECT COUNT(DISTINCT CASE WHEN day = ? THEN user_id END) AS day, COUNT(DISTINCT user_id) AS total FROM signin_logs WHERE qrcode_id = ?',
        today,
        code.id,
      )
    : null
  return ok({
    base: base(ctx),
    data: {
      id,
      user_id: code?.user_id ?? 0,
      bg_images: ctx.img('/static/plugins/signin/bg.svg'),
      logo: ctx.img('/static/common/logo-square.svg'),
      success_icon: ctx.img('/static/plugins/signin/success.svg'),
      goods_list: recommendedGoods(ctx),
      seo_title: ctx.t('signin.title'),
      seo_desc: ctx.t('signin.seo_desc'),
      reward: code ? code.reward_invitee : PLATFORM_REWARD,
      continuous_rules: code ? qrcodeRules(code) : PLATFORM_RULES,
    },
    team_signin_data: { day: team?.day ?? 0, total: team?.total ?? 0 },
    user_signin_data: userData,
  })
}

/** index/coming: one check-in per user, page and shop day; the streak multiplies the reward. */
function coming(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = readPageId(ctx)
  const now = ctx.now()
  const today = shopDay(now)
  const stamp = ctx.nowSeconds()
  return ctx.db.transaction(() => {
    const code: QrcodeRow | null = id ? enabledQrcode(ctx, id) : null
    if (one(ctx.db, 'SELECT id FROM signin_logs WHERE user_id = ? AND qrcode_id = ? AND day = ?', user.id, id, today))
      throw new ApiError(ctx.t('signin.already_today'))
    const days = userDays(ctx.db, user.id, id)
    days.add(today)
    const streak = currentStreak(days, today)
    const rules = code ? qrcodeRules(code) : PLATFORM_RULES
    const hhmm = new Date(now.getTime() + SHOP_OFFSET_MS).toISOString().slice(11, 16)
    const window = code ? qrcodeTimeWindow(code) : null
    const points = (code ? code.reward_invitee : PLATFORM_REWARD) * streakMultiplier(rules, streak) + (inTimeWindow(window, hhmm) ? (window?.value ?? 0) : 0)
    const logId = Number(
      run(ctx.db, 'INSERT INTO signin_logs (qrcode_id, user_id, day, integral, add_time) VALUES (?, ?, ?, ?, ?)', id, user.id, today, points, stamp)
        .lastInsertRowid,
    )
    addPoints(ctx.db, user.id, points, ctx.t('signin.integral_msg'), logId, stamp)
    if (code && code.user_id !== user.id) addPoints(ctx.db, code.user_id, code.reward_master, ctx.t('signin.integral_master_msg'), logId, stamp)
    return ok(points, ctx.t('signin.coming_ok'))
  })()
}

function center(ctx: Ctx) {
  ctx.requireUser()
  return ok({ base: { signin_desc: base(ctx).signin_desc }, nav_list: [{ title: ctx.t('signin.nav_history') }, { title: ctx.t('signin.nav_qrcode') }] })
}

function history(ctx: Ctx) {
  const user = ctx.requireUser()
  const query = { from: 'signin_logs', columns: 'id, qrcode_id, integral, add_time', where: 'user_id = ?', args: [user.id], order: 'add_time DESC, id DESC' }
  return ok(pagedQuery(ctx, query, (r: { id: number; qrcode_id: number; integral: number; add_time: number }) => ({ ...r, add_time: formatTime(r.add_time) })))
}

function qrcodeIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({ ...pagedQuery(ctx, { from: 'signin_qrcodes', where: 'user_id = ?', args: [user.id] }, (r: QrcodeRow) => qrcodeView(ctx, r)), base: base(ctx) })
}

function qrcodeDetail(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok({ data: qrcodeView(ctx, ownQrcode(ctx, user.id, requireId(ctx))) })
}

function qrcodeSaveInfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = optionalInt(ctx, 'id', 0, 0, 2_147_483_647)
  return ok({ base: base(ctx), data: id ? qrcodeView(ctx, ownQrcode(ctx, user.id, id)) : null })
}

/** Create (no id) or edit (own id) a sign-in code; answers the code id. */
function qrcodeSave(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = optionalInt(ctx, 'id', 0, 0, 2_147_483_647)
  const input = readContact(ctx)
  const now = ctx.nowSeconds()
  if (id) {
    ownQrcode(ctx, user.id, id)
    run(
      ctx.db,
      'UPDATE signin_qrcodes SET name = ?, tel = ?, address = ?, note = ?, upd_time = ? WHERE id = ? AND user_id = ?',
      input.name,
      input.tel,
      input.address,
      input.note,
      now,
      id,
      user.id,
    )
    return ok(id, ctx.t('signin.save_ok'))
  }
  const created = run(
    ctx.db,
    `INSERT INTO signin_qrcodes (user_id, name, tel, address, note, reward_master, reward_invitee, continuous_rules, specified_time_reward, is_enable, add_time, upd_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    user.id,
    input.name,
    input.tel,
    input.address,
    input.note,
    DEFAULT_TEAM_REWARD.master,
    DEFAULT_TEAM_REWARD.invitee,
    DEFAULT_QRCODE_SETTINGS.continuous_rules,
    DEFAULT_QRCODE_SETTINGS.specified_time_reward,
    now,
    now,
  )
  return ok(Number(created.lastInsertRowid), ctx.t('signin.save_ok'))
}

/** "Team up": status 0 = already has a code (use it), 1 = go create one. */
function qrcodeTeam(ctx: Ctx) {
  const user = ctx.requireUser()
  const existing = one<{ id: number }>(ctx.db, 'SELECT id FROM signin_qrcodes WHERE user_id = ? ORDER BY id LIMIT 1', user.id)
  if (existing) return ok({ status: 0, qrcode_id: existing.id }, ctx.t('signin.team_has_code'))
  return ok({ status: 1, qrcode_id: '' })
}

function comingList(ctx: Ctx) {
  const user = ctx.requireUser()
  const code = ownQrcode(ctx, user.id, requireId(ctx))
  const query = {
    from: 'signin_logs l JOIN users u ON u.id = l.user_id',
    columns: 'l.id, l.integral, l.add_time, u.username, u.nickname, u.mobile, u.email, u.avatar',
    where: 'l.qrcode_id = ?',
    args: [code.id],
    order: 'l.add_time DESC, l.id DESC',
  }
  type ComingRow = { id: number; integral: number; add_time: number; username: string; nickname: string; mobile: string; email: string; avatar: string }
  return ok(
    pagedQuery(ctx, query, (r: ComingRow) => ({
      id: r.id,
      integral: r.integral,
      add_time: formatTime(r.add_time),
      user: { avatar: ctx.img(r.avatar || DEFAULT_AVATAR), user_name_view: userNameView(r) },
    })),
  )
}

definePlugin({
  name: 'signin',
  baseData: (ctx) => ({ application_name: ctx.t('signin.title'), is_team: 1 }),
  controls: {
    index: { detail, coming },
    user: { center },
    usersignin: { index: history },
    userqrcode: { index: qrcodeIndex, detail: qrcodeDetail, saveinfo: qrcodeSaveInfo, save: qrcodeSave, team: qrcodeTeam, usercominglist: comingList },
  },
  seed: seedSignin,
})
