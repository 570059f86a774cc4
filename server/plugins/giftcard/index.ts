// giftcard (api-plugins-2 §3.18): redeem a card secret for wallet balance, a coupon or points;
// list the cards this user redeemed (rows in data.data_list).
import './messages'
import { definePlugin } from '../../core/plugins'
import { readPaging } from '../../core/format'
import { ok, type Ctx } from '../../core/router'
import { all, one } from '../../db'
import { exchange } from './exchange'
import { seedGiftcards } from './seed'
import { cardView, type CardRow } from './view'

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const paging = readPaging(ctx.params)
  const total = one<{ n: number }>(ctx.db, 'SELECT COUNT(*) AS n FROM giftcards WHERE user_id = ?', user.id)?.n ?? 0
  const rows = all<CardRow>(ctx.db, 'SELECT * FROM giftcards WHERE user_id = ? ORDER BY exchange_time DESC, id DESC LIMIT ? OFFSET ?', user.id, paging.page_size, paging.offset)
  return ok({
    page: paging.page,
    page_size: paging.page_size,
    page_total: Math.ceil(total / paging.page_size),
    total,
    data_list: rows.map((card) => cardView(ctx, card)),
  })
}

definePlugin({
  name: 'giftcard',
  baseData: (ctx) => ({ application_name: ctx.t('giftcard.title') }),
  controls: { index: { index, exchange } },
  seed: seedGiftcards,
})
