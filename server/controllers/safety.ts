// safety/*: change the login password, and close the account (ShopXO's "logout" is account deletion).
import { registerController, ok, ApiError, type Ctx } from '../core/router'
import { defineMessages } from '../core/i18n'
import { hashPassword, verifyPassword } from '../core/auth'
import { one, run } from '../db'
import { userRowById } from '../services/user/user-view'
import { assertPassword, passwordParam } from '../services/user/account-rules'

defineMessages({
  'safety.my_pwd_required': { zh: '当前密码不能为空', en: 'Current password cannot be empty' },
  'safety.confirm_mismatch': { zh: '确认密码与新密码不一致', en: 'The confirmation does not match the new password' },
  'safety.my_pwd_wrong': { zh: '当前密码错误', en: 'Current password is incorrect' },
  'safety.same_pwd': { zh: '新密码不能与当前密码相同', en: 'The new password must differ from the current one' },
  'safety.pwd_success': { zh: '修改成功', en: 'Modified successfully' },
  'safety.orders_unfinished': { zh: '存在{count}个订单未完成', en: 'There are {count} unfinished orders' },
  'safety.aftersales_unfinished': { zh: '存在{count}个售后未完成', en: 'There are {count} unfinished after-sales requests' },
  'safety.logout_success': { zh: '注销成功', en: 'Account cancelled successfully' },
})

function loginpwdupdate(ctx: Ctx) {
  const user = userRowById(ctx.db, ctx.requireUser().id)!
  const myPwd = passwordParam(ctx, 'my_pwd')
  const newPwd = passwordParam(ctx, 'new_pwd')
  if (!myPwd) throw new ApiError(ctx.t('safety.my_pwd_required'))
  assertPassword(ctx, newPwd)
  if (passwordParam(ctx, 'confirm_new_pwd') !== newPwd) throw new ApiError(ctx.t('safety.confirm_mismatch'))
  if (!verifyPassword(myPwd, user.pwd, user.salt)) throw new ApiError(ctx.t('safety.my_pwd_wrong'), -4)
  if (myPwd === newPwd) throw new ApiError(ctx.t('safety.same_pwd'))
  const { hash, salt } = hashPassword(newPwd)
  ctx.db.transaction(() => {
    run(ctx.db, 'UPDATE users SET pwd = ?, salt = ?, upd_time = ? WHERE id = ?', hash, salt, ctx.nowSeconds(), user.id)
    // This device stays signed in (as in ShopXO); every other session must log in with the new password.
    run(ctx.db, 'DELETE FROM user_tokens WHERE user_id = ? AND token <> ?', user.id, ctx.token)
  })()
  return ok('', ctx.t('safety.pwd_success'))
}

/** Orders still in progress: to confirm, to pay, to ship, to receive. */
const UNFINISHED_ORDER_SQL = 'SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status IN (0, 1, 2, 3) AND is_delete_time = 0'
const UNFINISHED_AFTERSALE_SQL = 'SELECT COUNT(*) AS n FROM order_aftersales WHERE user_id = ? AND status IN (0, 1, 2)'

/**
 * Close the account. Refused while orders or after-sales are in progress (money/goods still moving).
 * The username stays reserved; personal data is cleared so the mobile/email can be registered again.
 */
function logout(ctx: Ctx) {
  const user = ctx.requireUser()
  const orders = one<{ n: number }>(ctx.db, UNFINISHED_ORDER_SQL, user.id)?.n ?? 0
  if (orders > 0) throw new ApiError(ctx.t('safety.orders_unfinished', { count: orders }))
  const aftersales = one<{ n: number }>(ctx.db, UNFINISHED_AFTERSALE_SQL, user.id)?.n ?? 0
  if (aftersales > 0) throw new ApiError(ctx.t('safety.aftersales_unfinished', { count: aftersales }))
  const now = ctx.nowSeconds()
  ctx.db.transaction(() => {
    run(
      ctx.db,
      "UPDATE users SET is_logout_time = ?, upd_time = ?, mobile = '', email = '', nickname = '', avatar = '', address = '' WHERE id = ?",
      now,
      now,
      user.id,
    )
    run(ctx.db, 'DELETE FROM user_tokens WHERE user_id = ?', user.id)
    run(ctx.db, 'DELETE FROM user_addresses WHERE user_id = ?', user.id)
  })()
  ctx.log(`[user] account #${user.id} closed`)
  return ok('', ctx.t('safety.logout_success'))
}

registerController('safety', { loginpwdupdate, logout })
