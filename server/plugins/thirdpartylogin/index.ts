// thirdpartylogin (api-plugins-2 §3.13): providers in the boot config (plugins_thirdpartylogin_data, with
// this shopper's binding), binding a returned identity, unbinding, the local demo provider and desktop QR login.
import './messages'
import type { Database } from 'better-sqlite3'
import { definePlugin } from '../../core/plugins'
import { ApiError, ok, type Ctx } from '../../core/router'
import { requireId, scalarText } from '../../core/validate'
import { one, run } from '../../db'
import { writeStatic } from '../../db/seed/svg'
import { registerBaseExtension } from '../../services/site/base-extensions'
import { loginAnswer } from '../../services/user/user-accounts'
import { DEMO_AVATAR, loginUrl, PLATFORM, providerControl } from './provider'
import { scanControl } from './scan'

const ICON = '/static/plugins/thirdpartylogin/demo.svg'

interface BindRow {
  id: number
  user_id: number
  platform: string
  openid: string
  nickname: string
}

function bindOf(db: Database, userId: number): BindRow | undefined {
  return one<BindRow>(db, 'SELECT * FROM thirdpartylogin_binds WHERE platform = ? AND user_id = ?', PLATFORM, userId)
}

// base/common: the providers keyed by platform, with the signed-in shopper's binding.
registerBaseExtension({
  plugin: 'thirdpartylogin',
  data: (ctx) => {
    const bind = ctx.user ? bindOf(ctx.db, ctx.user.id) : undefined
    return {
      plugins_thirdpartylogin_data: {
        [PLATFORM]: {
          name: ctx.t('thirdpartylogin.demo_name'),
          bg_color: '#5b6cff',
          icon: ctx.img(ICON),
          login_url: loginUrl(ctx),
          bind_user_id: bind?.user_id ?? 0,
          bind_id: bind?.id ?? 0,
          bind_nickname: bind?.nickname ?? '',
        },
      },
    }
  },
})

/** index/bind {ticket, ...}: binds the identity the provider returned to the signed-in shopper; answers the user. */
function bind(ctx: Ctx) {
  const user = ctx.requireUser()
  const ticket = scalarText(ctx.params.ticket) ?? ''
  const row = /^[a-f0-9]{32}$/.test(ticket)
    ? one<{ platform: string; openid: string; nickname: string; avatar: string; expire_time: number }>(
        ctx.db,
        'SELECT * FROM thirdpartylogin_tickets WHERE ticket = ?',
        ticket,
      )
    : undefined
  if (!row || row.expire_time < ctx.nowSeconds()) throw new ApiError(ctx.t('thirdpartylogin.ticket_invalid'))
  const owner = one<{ user_id: number }>(ctx.db, 'SELECT user_id FROM thirdpartylogin_binds WHERE platform = ? AND openid = ?', row.platform, row.openid)
  if (owner && owner.user_id !== user.id) throw new ApiError(ctx.t('thirdpartylogin.bound_other'))
  if (!owner && bindOf(ctx.db, user.id)) throw new ApiError(ctx.t('thirdpartylogin.bound_already'))
  ctx.db.transaction(() => {
    if (!owner)
      run(
        ctx.db,
        'INSERT INTO thirdpartylogin_binds (user_id, platform, openid, nickname, avatar, add_time) VALUES (?, ?, ?, ?, ?, ?)',
        user.id,
        row.platform,
        row.openid,
        row.nickname,
        row.avatar,
        ctx.nowSeconds(),
      )
    run(ctx.db, 'DELETE FROM thirdpartylogin_tickets WHERE ticket = ?', ticket)
  })()
  return ok(loginAnswer(ctx, user.id), ctx.t('thirdpartylogin.bind_ok'))
}

/** index/unbind {id: bind_id}: only the shopper's own binding. */
function unbind(ctx: Ctx) {
  const user = ctx.requireUser()
  const id = requireId(ctx)
  const removed = run(ctx.db, 'DELETE FROM thirdpartylogin_binds WHERE id = ? AND user_id = ?', id, user.id).changes
  if (removed !== 1) throw new ApiError(ctx.t('thirdpartylogin.bind_not_found'))
  return ok('', ctx.t('thirdpartylogin.unbind_ok'))
}

/** The provider's icons, and one desktop login waiting to be confirmed (id 1 in a fresh database). */
function seed(db: Database, date: Date): void {
  writeStatic(
    'plugins/thirdpartylogin/demo.svg',
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#5b6cff"/><text x="32" y="42" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">D</text></svg>',
  )
  writeStatic(
    DEMO_AVATAR.replace('/static/', ''),
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#dfe3ff"/><circle cx="32" cy="26" r="12" fill="#5b6cff"/><rect x="14" y="42" width="36" height="18" rx="9" fill="#5b6cff"/></svg>',
  )
  const now = Math.floor(date.getTime() / 1000)
  run(db, "INSERT INTO thirdpartylogin_scans (secret, status, expire_time, add_time, upd_time) VALUES ('demo-desktop-login-0001', 0, 0, ?, ?)", now, now)
}

definePlugin({
  name: 'thirdpartylogin',
  baseData: (ctx) => ({ application_name: ctx.t('thirdpartylogin.title'), apponekeyusermobile_is_enable: 0, weixin_is_env_auto_login: 0 }),
  controls: { index: { bind, unbind }, [PLATFORM]: providerControl, scan: scanControl },
  seed,
})
