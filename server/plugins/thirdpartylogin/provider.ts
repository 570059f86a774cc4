// The demo provider: a sign-in page served by this server (no external network). It signs a test identity
// and sends the shopper back to the app's login page with ?thirdpartylogin=<base64 user> (api-core 3.13):
// a bound identity comes back logged in, an unbound one with a one-use ticket to bind it (forced binding).
import crypto from 'node:crypto'
import { ApiError, RawResponse, type Ctx } from '../../core/router'
import { freeText } from '../../core/validate'
import { one, run } from '../../db'
import { loginAnswer } from '../../services/user/user-accounts'

export const PLATFORM = 'demo'
export const TICKET_SECONDS = 600
const AVATAR = '/static/plugins/thirdpartylogin/demo-avatar.svg'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

function pluginUrl(ctx: Ctx, control: string, action: string): string {
  const query = new URLSearchParams({ s: 'plugins/index', pluginsname: 'thirdpartylogin', pluginscontrol: control, pluginsaction: action, lang: ctx.lang })
  return `${ctx.baseUrl}/api.php?${query}`
}

/** Where the provider button goes (config plugins_thirdpartylogin_data.demo.login_url). */
export function loginUrl(ctx: Ctx): string {
  return pluginUrl(ctx, PLATFORM, 'authorize')
}

function appLoginUrl(ctx: Ctx, user?: Record<string, unknown>): string {
  const page = `${ctx.baseUrl}/web/#/pages/login/login`
  return user ? `${page}?thirdpartylogin=${encodeURIComponent(Buffer.from(JSON.stringify(user)).toString('base64'))}` : page
}

/** The same identity for the same name, so a test (or a person) can come back as it. */
export function openidFor(name: string): string {
  return `demo-${crypto.createHash('sha256').update(name).digest('hex').slice(0, 20)}`
}

const HTML_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
}

/** demo/authorize: the provider's sign-in page (plain HTML, no script). */
function authorize(ctx: Ctx) {
  const t = (key: string) => escapeHtml(ctx.t(`thirdpartylogin.${key}`))
  const html = `<!doctype html><html lang="${ctx.lang === 'en' ? 'en' : 'zh'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('page_title')}</title>
<style>body{font:15px/1.6 -apple-system,sans-serif;margin:0;padding:24px;background:#eef0ff;color:#333}main{background:#fff;border-radius:12px;padding:20px;max-width:420px;margin:0 auto}
h1{font-size:20px;margin:0 0 8px;color:#5b6cff}label{display:block;margin:16px 0 6px;font-weight:600}input{width:100%;box-sizing:border-box;font-size:16px;padding:10px;border:1px solid #ccd;border-radius:8px}
button{width:100%;margin-top:20px;padding:12px;font-size:16px;border:0;border-radius:22px;background:#5b6cff;color:#fff}a{display:block;text-align:center;margin-top:14px;color:#666}</style>
</head><body><main><h1>${t('page_title')}</h1><p>${t('page_intro')}</p>
<form method="post" action="${escapeHtml(pluginUrl(ctx, PLATFORM, 'callback'))}">
<label for="name">${t('page_name')}</label><input id="name" name="nickname" maxlength="30" required value="${t('page_default_name')}">
<button type="submit" data-testid="provider-allow">${t('page_allow')}</button></form>
<a href="${escapeHtml(appLoginUrl(ctx))}" data-testid="provider-cancel">${t('page_cancel')}</a></main></body></html>`
  return new RawResponse(html, 'text/html; charset=utf-8', 200, HTML_HEADERS)
}

/** demo/callback {nickname}: sign the identity, then back to the app's login page. */
function callback(ctx: Ctx) {
  const nickname = freeText(ctx.params.nickname)
  if (!nickname || [...nickname].length > 30) throw new ApiError(ctx.t('thirdpartylogin.name_invalid'))
  const openid = openidFor(nickname)
  const bound = one<{ user_id: number }>(ctx.db, 'SELECT user_id FROM thirdpartylogin_binds WHERE platform = ? AND openid = ?', PLATFORM, openid)
  let user: Record<string, unknown>
  if (bound) user = { ...loginAnswer(ctx, bound.user_id), platform: PLATFORM, is_force_bind_user: 0 }
  else {
    const ticket = crypto.randomBytes(16).toString('hex')
    run(
      ctx.db,
      'INSERT INTO thirdpartylogin_tickets (ticket, platform, openid, nickname, avatar, expire_time) VALUES (?, ?, ?, ?, ?, ?)',
      ticket,
      PLATFORM,
      openid,
      nickname,
      AVATAR,
      ctx.nowSeconds() + TICKET_SECONDS,
    )
    user = { platform: PLATFORM, openid, nickname, avatar: ctx.img(AVATAR), ticket, is_force_bind_user: 1 }
  }
  return new RawResponse('', 'text/plain; charset=utf-8', 302, { Location: appLoginUrl(ctx, user) })
}

export const providerControl = { authorize, callback }
export { AVATAR as DEMO_AVATAR }
