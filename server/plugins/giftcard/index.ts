// giftcard (api-plugins-2 §3.18): redeem a card secret for wallet balance, a coupon or points;
// list the cards this user redeemed (rows in data.data_list).
import './messages'
import { definePlugin } from '../../core/plugins'
import { asDataList, pagedQuery } from '../../services/paging'
import { ok, type Ctx } from '../../core/router'
import { exchange } from './exchange'
import { seedGiftcards } from './seed'
import { cardView, type CardRow } from './view'

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const query = { from: 'giftcards', where: 'user_id = ?', args: [user.id], order: 'exchange_time DESC, id DESC' }
  return ok(asDataList(pagedQuery(ctx, query, (card: CardRow) => cardView(ctx, card))))
}

definePlugin({
  name: 'giftcard',
  baseData: (ctx) => ({ application_name: ctx.t('giftcard.title') }),
  controls: { index: { index, exchange } },
  seed: seedGiftcards,
})
