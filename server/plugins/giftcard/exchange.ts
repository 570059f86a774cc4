// giftcard/index/exchange: one card, one redemption, and the value really lands where its type says.
import { isPluginEnabled } from '../../core/plugins'
import { fromCents, money, toCents } from '../../core/format'
import { ApiError, ok, type Ctx } from '../../core/router'
import { one, run } from '../../db'
import { displayMoney, displaySymbol } from '../../services/site/display-currency'
import { couponById, EXPIRE_TYPE, isFixedExpired } from '../coupon/view'
import { changePoints } from '../points/ledger'
import { BUSINESS, MONEY, moveMoney } from '../wallet/ledger'
import { CARD_TYPE, type CardRow } from './view'

const MAX_KEY_LENGTH = 64

function readKey(ctx: Ctx): string {
  const raw = ctx.params.secret_key
  const key = typeof raw === 'string' || typeof raw === 'number' ? String(raw).trim() : ''
  if (!key) throw new ApiError(ctx.t('giftcard.key_required'))
  if (key.length > MAX_KEY_LENGTH) throw new ApiError(ctx.t('giftcard.key_too_long'))
  return key
}

function requirePlugin(ctx: Ctx, name: string, label: string): void {
  if (!isPluginEnabled(ctx.db, name)) throw new ApiError(ctx.t('giftcard.plugin_off', { name: label }))
}

/** Credit the card's value; runs inside the redeeming transaction, so a failure undoes the claim. */
function credit(ctx: Ctx, card: CardRow, userId: number, now: number): string {
  switch (card.data_type) {
    case CARD_TYPE.wallet: {
      requirePlugin(ctx, 'wallet', ctx.t('giftcard.type_0'))
      const cents = toCents(card.value)
      moveMoney(
        ctx.db,
        { userId, moneyType: MONEY.normal, cents, business: BUSINESS.system, msgKey: 'giftcard.wallet_log', msgVars: { money: money(fromCents(cents)) }, now },
        () => new ApiError(ctx.t('giftcard.not_found')),
      )
      return ctx.t('giftcard.done_wallet', { money: `${displaySymbol(ctx)}${displayMoney(ctx, card.value)}` })
    }
    case CARD_TYPE.coupon: {
      requirePlugin(ctx, 'coupon', ctx.t('giftcard.type_1'))
      const coupon = couponById(ctx.db, card.coupon_id)
      if (!coupon || !coupon.is_enable || isFixedExpired(coupon, now)) throw new ApiError(ctx.t('giftcard.coupon_gone'))
      // A card grants its coupon whatever the claim limits are (the card is the entitlement).
      const fixed = coupon.expire_type === EXPIRE_TYPE.fixed
      const start = fixed ? coupon.fixed_time_start || now : now
      const end = fixed ? coupon.fixed_time_end : now + coupon.expire_hour * 3600
      run(
        ctx.db,
        'INSERT INTO coupon_users (user_id, coupon_id, is_use, time_start, time_end, add_time) VALUES (?, ?, 0, ?, ?, ?)',
        userId,
        coupon.id,
        start,
        end,
        now,
      )
      run(ctx.db, 'UPDATE coupons SET already_send_count = already_send_count + 1 WHERE id = ?', coupon.id)
      return ctx.t('giftcard.done_coupon', { name: coupon.name })
    }
    case CARD_TYPE.points: {
      const points = Math.round(card.value)
      if (!changePoints(ctx.db, userId, points, ctx.t('giftcard.points_log'), card.id, now)) throw new ApiError(ctx.t('giftcard.not_found'))
      return ctx.t('giftcard.done_points', { n: points })
    }
    default:
      // Goods cards are spent at checkout (use_data); this demo has no checkout hook for them.
      throw new ApiError(ctx.t('giftcard.goods_only_order'))
  }
}

export function exchange(ctx: Ctx) {
  const user = ctx.requireUser()
  const key = readKey(ctx)
  const now = ctx.nowSeconds()
  const message = ctx.db.transaction((): string => {
    const card = one<CardRow>(ctx.db, 'SELECT * FROM giftcards WHERE secret_key = ?', key)
    if (!card) throw new ApiError(ctx.t('giftcard.not_found'))
    // The WHERE makes the claim atomic: two requests with one key cannot both win.
    const claimed = run(
      ctx.db,
      'UPDATE giftcards SET user_id = ?, exchange_time = ?, upd_time = ? WHERE id = ? AND user_id = 0',
      user.id,
      now,
      now,
      card.id,
    ).changes
    if (claimed !== 1) throw new ApiError(ctx.t('giftcard.used'))
    return credit(ctx, card, user.id, now)
  })()
  return ok({ secret_key: key }, message)
}
