import { call, pluginRoute } from '../client'
import { arr, bool, int, obj, str, toPage } from '../parse'
import type { ApiResult, Page } from '../types'

/** signin (api-plugins-1 §11): check-in page, history and sign-in codes. */
const signin = (control: string, action = 'index') => pluginRoute('signin', control, action)

export interface SigninBase {
  canShare: boolean
  canTeam: boolean
  showUserMenu: boolean
  showComingUsers: boolean
  contactRequired: boolean
  rewardMaster: number
  rewardInvitee: number
  rules: string[]
}

function parseBase(raw: unknown): SigninBase {
  const b = obj(raw)
  return {
    canShare: bool(b.is_share),
    canTeam: bool(b.is_team),
    showUserMenu: bool(b.is_user_menu),
    showComingUsers: bool(b.is_team_show_coming_user),
    contactRequired: bool(b.is_qrcode_must_userinfo),
    rewardMaster: int(b.reward_master),
    rewardInvitee: int(b.reward_invitee),
    rules: arr(b.signin_desc).map((d) => str(d)),
  }
}

export interface SigninGoods {
  id: string
  title: string
  image: string
  price: string
}

export interface SigninPage {
  base: SigninBase
  id: string
  ownerId: string
  background: string
  successIcon: string
  goods: SigninGoods[]
  team: { today: number; total: number }
  user: {
    checkedToday: boolean
    historyDays: number[]
    earnedToday: number
    total: number
    streak: number
    /** The server's today (YYYY-MM-DD); the calendar follows the server clock. */
    today: string
  }
}

export async function getSigninPage(id: string): Promise<ApiResult<SigninPage>> {
  return call(
    signin('index', 'detail'),
    { id: id || 0 },
    (raw) => {
      const data = obj(raw)
      const page = obj(data.data)
      const user = obj(data.user_signin_data)
      const team = obj(data.team_signin_data)
      return {
        base: parseBase(data.base),
        id: str(page.id, '0'),
        ownerId: str(page.user_id),
        background: str(page.bg_images),
        successIcon: str(page.success_icon),
        goods: arr(page.goods_list).map((g) => {
          const goods = obj(g)
          return { id: str(goods.id), title: str(goods.title), image: str(goods.images), price: str(goods.min_price || goods.price) }
        }),
        team: { today: int(team.day), total: int(team.total) },
        user: {
          checkedToday: int(user.current_day) === 1,
          historyDays: arr(user.history_day).map((d) => int(d)),
          earnedToday: int(user.integral),
          total: int(user.total),
          streak: int(user.continuous_day),
          today: str(user.today),
        },
      }
    },
    { silent: true },
  )
}

/** index/coming: answers the points earned. */
export async function checkIn(id: string): Promise<ApiResult<number>> {
  return call(signin('index', 'coming'), { id: id || 0 }, (raw) => int(raw))
}

export interface SigninCenter {
  rules: string[]
  tabs: string[]
}

export async function getSigninCenter(): Promise<ApiResult<SigninCenter>> {
  return call(
    signin('user', 'center'),
    {},
    (raw) => ({
      rules: arr(obj(obj(raw).base).signin_desc).map((d) => str(d)),
      tabs: arr(obj(raw).nav_list).map((n) => str(obj(n).title)),
    }),
    { silent: true },
  )
}

export interface SigninRecord {
  id: string
  integral: number
  addTime: string
}

export async function getSigninHistory(page: number): Promise<ApiResult<Page<SigninRecord>>> {
  return call(signin('usersignin'), { page }, (raw) => toPage(raw, page, (r) => ({ id: str(r.id), integral: int(r.integral), addTime: str(r.add_time) })), {
    silent: true,
  })
}

export interface SigninQrcode {
  id: string
  enabledName: string
  rewardMaster: number
  rewardInvitee: number
  name: string
  tel: string
  address: string
  note: string
  streakRules: Array<{ number: number; value: number }>
  timeReward: { start: string; end: string; value: number } | null
  addTime: string
  updTime: string
}

export function parseQrcode(raw: unknown): SigninQrcode {
  const q = obj(raw)
  const time = q.specified_time_reward ? obj(q.specified_time_reward) : null
  return {
    id: str(q.id),
    enabledName: str(q.is_enable_name),
    rewardMaster: int(q.reward_master),
    rewardInvitee: int(q.reward_invitee),
    name: str(q.name),
    tel: str(q.tel),
    address: str(q.address),
    note: str(q.note),
    streakRules: arr(q.continuous_rules).map((r) => ({ number: int(obj(r).number), value: int(obj(r).value) })),
    timeReward: time && str(time.time_start) ? { start: str(time.time_start), end: str(time.time_end), value: int(time.value) } : null,
    addTime: str(q.add_time),
    updTime: str(q.upd_time),
  }
}

export interface QrcodePage extends Page<SigninQrcode> {
  base: SigninBase
}

export async function getSigninQrcodes(page: number): Promise<ApiResult<QrcodePage>> {
  return call(signin('userqrcode'), { page }, (raw) => ({ ...toPage(raw, page, parseQrcode), base: parseBase(obj(raw).base) }), { silent: true })
}

export async function getSigninQrcode(id: string): Promise<ApiResult<SigninQrcode>> {
  return call(signin('userqrcode', 'detail'), { id }, (raw) => parseQrcode(obj(raw).data), { silent: true })
}

export interface QrcodeForm {
  base: SigninBase
  existing: SigninQrcode | null
}

export async function getQrcodeForm(id: string): Promise<ApiResult<QrcodeForm>> {
  const body: Record<string, unknown> = { is_lang: 0 }
  if (id) body.id = id
  return call(
    signin('userqrcode', 'saveinfo'),
    body,
    (raw) => ({ base: parseBase(obj(raw).base), existing: obj(raw).data ? parseQrcode(obj(raw).data) : null }),
    { silent: true },
  )
}

export interface ContactValues {
  name: string
  tel: string
  address: string
  note: string
}

/** userqrcode/save: answers the code id. */
export async function saveQrcode(values: ContactValues, id?: string): Promise<ApiResult<string>> {
  return call(signin('userqrcode', 'save'), id ? { ...values, id } : { ...values }, (raw) => str(raw))
}

/** userqrcode/team: status 0 = already has a code (qrcodeId), 1 = go and create one. */
export async function teamUp(): Promise<ApiResult<{ status: number; qrcodeId: string }>> {
  return call(signin('userqrcode', 'team'), {}, (raw) => ({ status: int(obj(raw).status), qrcodeId: str(obj(raw).qrcode_id) }), { handles: [] })
}

export interface ComingUser {
  id: string
  avatar: string
  name: string
  integral: number
  addTime: string
}

export async function getComingUsers(id: string, page: number): Promise<ApiResult<Page<ComingUser>>> {
  return call(
    signin('userqrcode', 'usercominglist'),
    { id, page },
    (raw) =>
      toPage(raw, page, (r) => ({
        id: str(r.id),
        avatar: str(obj(r.user).avatar),
        name: str(obj(r.user).user_name_view),
        integral: int(r.integral),
        addTime: str(r.add_time),
      })),
    { silent: true },
  )
}
