// wallet (api-plugins-1 §5): balance (normal / frozen / gifted), ledger, recharges, withdrawals,
// transfers and the rotating payment code.
import './messages'
import crypto from 'node:crypto'
import { definePlugin } from '../../core/plugins'
import { pagedQuery } from '../../services/paging'
import { ApiError, ok, type Ctx } from '../../core/router'
import { isAbsent, requireId, scalarText } from '../../core/validate'
import { ownRow } from '../../services/user/owned-rows'
import { cashControl } from './cash'
import { WALLET_CONFIG } from './config'
import { walletOf } from './ledger'
import { rechargeControl } from './recharge'
import { seedWallet } from './seed'
import { transferControl } from './transfer'
import { logView, walletView, type LogRow } from './views'

function baseData() {
  const { is_enable_payment_code, is_enable_transfer, is_enable_recharge, is_enable_cash } = WALLET_CONFIG
  return { is_enable_payment_code, is_enable_transfer, is_enable_recharge, is_enable_cash }
}

function userIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const nav = (control: string) => ({ title: ctx.t(`wallet.nav_${control}`), control })
  return ok({
    base: { ...baseData(), user_center_notice: [ctx.t('wallet.notice_1'), ctx.t('wallet.notice_2')] },
    user_wallet: walletView(ctx, walletOf(ctx.db, user.id, ctx.nowSeconds())),
    nav_list: [nav('wallet'), nav('recharge'), nav('cash'), nav('transfer')],
    default_images_data: { default_center_head_bg_images_app: '' },
  })
}

/** A fresh 18-digit code per call (valid `time` seconds); nothing in the demo redeems it. */
function paymentCode(ctx: Ctx) {
  const user = ctx.requireUser()
  const digits =
    String(user.id).padStart(6, '0').slice(-6) +
    String(crypto.randomInt(0, 1_000_000)).padStart(6, '0') +
    String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  return ok({ code: `${digits.slice(0, 18)}`, time: WALLET_CONFIG.payment_code_seconds })
}

function logIndex(ctx: Ctx) {
  const user = ctx.requireUser()
  const raw = isAbsent(ctx.params.operation_type) ? '-1' : scalarText(ctx.params.operation_type)
  const type = raw === '-1' ? null : raw === '0' || raw === '1' ? Number(raw) : NaN
  if (Number.isNaN(type)) throw new ApiError(ctx.t('plugin.status_invalid'))
  const query = { from: 'wallet_logs', where: 'user_id = ? AND (? IS NULL OR operation_type = ?)', args: [user.id, type, type] }
  return ok(pagedQuery(ctx, query, (l: LogRow) => logView(ctx, l)))
}

function logDetail(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownRow<LogRow>(ctx, 'wallet_logs', user.id, requireId(ctx), 'wallet.log_not_found')
  return ok({ data: logView(ctx, row) })
}

definePlugin({
  name: 'wallet',
  baseData,
  controls: {
    user: { index: userIndex, paymentcode: paymentCode },
    walletlog: { index: logIndex, detail: logDetail },
    recharge: rechargeControl,
    cash: cashControl,
    transfer: transferControl,
  },
  seed: seedWallet,
})
