// Transfers between users: the receiver is looked up by id / username / number code / mobile / email;
// the amount leaves the sender's normal money and lands in the receiver's, in one transaction.
import { pagedQuery } from '../../services/paging'
import { ApiError, ok, type Ctx } from '../../core/router'
import { freeText, requireId } from '../../core/validate'
import { one, run } from '../../db'
import { ownRow } from '../../services/user/owned-rows'
import { shopCentsFromDisplay } from '../../services/site/display-currency'
import { BUSINESS, MONEY, insufficientError, moveMoney, newNumber, readAmountCents } from './ledger'
import { receiverView, transferView, userNameView, type TransferRow, type UserBrief } from './views'

const USER_COLUMNS = 'id, username, nickname, mobile, email, avatar'

/** The receiving user for `keywords`, or an error (unknown / yourself). */
function findReceiver(ctx: Ctx, senderId: number): UserBrief {
  const keywords = String(ctx.params.keywords ?? '').trim()
  if (!keywords) throw new ApiError(ctx.t('wallet.keywords_required'))
  if (keywords.length > 60) throw new ApiError(ctx.t('wallet.receiver_not_found'))
  const byId = /^\d{1,9}$/.test(keywords)
    ? one<UserBrief>(ctx.db, `SELECT ${USER_COLUMNS} FROM users WHERE id = ? AND is_delete_time = 0`, Number(keywords))
    : undefined
  const found =
    byId ??
    one<UserBrief>(
      ctx.db,
      `SELECT ${USER_COLUMNS} FROM users WHERE is_delete_time = 0 AND (username = @k OR (mobile <> '' AND mobile = @k) OR (email <> '' AND email = @k) OR (number_code <> '' AND number_code = @k)) LIMIT 1`,
      { k: keywords },
    )
  if (!found) throw new ApiError(ctx.t('wallet.receiver_not_found'))
  if (found.id === senderId) throw new ApiError(ctx.t('wallet.receiver_self'))
  return found
}

function userQuery(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(receiverView(ctx, findReceiver(ctx, user.id)))
}

function save(ctx: Ctx) {
  const user = ctx.requireUser()
  const receiver = findReceiver(ctx, user.id)
  // The page resolved the receiver first; a different id means the keywords changed since.
  const claimed = String(ctx.params.receive_user_id ?? '').trim()
  if (claimed && claimed !== String(receiver.id)) throw new ApiError(ctx.t('wallet.receiver_mismatch'))
  const cents = readAmountCents(ctx, 'money', (typed) => shopCentsFromDisplay(ctx, typed, Number.MAX_SAFE_INTEGER))
  const note = freeText(ctx.params.note)
  if (note === null) throw new ApiError(ctx.t('validate.int', { name: ctx.t('wallet.field_note') }))
  if ([...note].length > 200) throw new ApiError(ctx.t('wallet.text_too_long', { name: ctx.t('wallet.field_note'), max: 200 }))
  const now = ctx.nowSeconds()
  const sender = one<UserBrief>(ctx.db, `SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, user.id) as UserBrief
  const id = ctx.db.transaction(() => {
    moveMoney(
      ctx.db,
      {
        userId: user.id,
        moneyType: MONEY.normal,
        cents: -cents,
        business: BUSINESS.transfer,
        msgKey: 'wallet.log_transfer_out',
        msgVars: { name: userNameView(receiver) },
        now,
      },
      insufficientError(ctx),
    )
    moveMoney(
      ctx.db,
      {
        userId: receiver.id,
        moneyType: MONEY.normal,
        cents,
        business: BUSINESS.transfer,
        msgKey: 'wallet.log_transfer_in',
        msgVars: { name: userNameView(sender) },
        now,
      },
      insufficientError(ctx),
    )
    return Number(
      run(
        ctx.db,
        'INSERT INTO wallet_transfers (user_id, receive_user_id, transfer_no, money, note, add_time) VALUES (?, ?, ?, ?, ?, ?)',
        user.id,
        receiver.id,
        newNumber('T', now),
        cents / 100,
        note,
        now,
      ).lastInsertRowid,
    )
  })()
  return ok({ id }, ctx.t('wallet.transfer_ok'))
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  return ok(pagedQuery(ctx, { from: 'wallet_transfers', where: 'user_id = ?', args: [user.id] }, (t: TransferRow) => transferView(ctx, t)))
}

function detail(ctx: Ctx) {
  const user = ctx.requireUser()
  const row = ownRow<TransferRow>(ctx, 'wallet_transfers', user.id, requireId(ctx), 'wallet.transfer_not_found')
  return ok({ data: transferView(ctx, row) })
}

export const transferControl = { index, userquery: userQuery, save, detail }
