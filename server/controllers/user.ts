// user/*: registration, login, verify codes, password reset, mobile/email binding, centre, captcha image.
import { registerController, ok, RawResponse, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { userRowById, userView } from '../services/user/user-view'
import { reg, regverifysend } from '../services/user/user-register'
import { login, loginverifysend } from '../services/user/user-login'
import { forgetpwd, forgetpwdverifysend } from '../services/user/user-password'
import { appemailbind, appemailbindverifysend, appmobilebind, appmobilebindverifysend } from '../services/user/user-bind'
import { center } from '../services/user/user-center'
import { IMAGE_SCENES, issueImageCode, type ImageScene } from '../services/user/verify-codes'
import { captchaSvg } from '../services/user/captcha-svg'

defineMessages({
  'user.captcha_type': { zh: '验证码类型有误', en: 'Captcha type error' },
})

function tokenuserinfo(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = userRowById(ctx.db, user.id)!
  return ok(userView(ctx, row, { token: ctx.token }))
}

/** The image captcha for login/reg/forget forms, stored per client uuid (GET from an <image> src). */
function userverifyentry(ctx: Ctx) {
  const type = String(ctx.params.type ?? 'user_login') as ImageScene
  if (!IMAGE_SCENES.includes(type)) throw new ApiError(ctx.t('user.captcha_type'))
  const code = issueImageCode(ctx, type)
  return new RawResponse(captchaSvg(code), 'image/svg+xml; charset=utf-8')
}

registerController('user', {
  reg,
  regverifysend,
  login,
  loginverifysend,
  forgetpwd,
  forgetpwdverifysend,
  appmobilebind,
  appmobilebindverifysend,
  appemailbind,
  appemailbindverifysend,
  center,
  tokenuserinfo,
  userverifyentry,
})
