// A shopper's favourite shops: shop/shopfavor/{favor (toggle), index (rows in data_list), delete}.
// Every action works on the asking shopper's own rows only.
import { ok, fail, type Ctx } from '../../core/router'
import { formatTime } from '../../core/format'
import { requireId, requireIds } from '../../core/validate'
import { one, run } from '../../db'
import { asDataList, pagedQuery } from '../../services/paging'
import { favorCount, requireOpenShop, shopListItem, type ShopRow } from './shops'

/** Favourite the shop, or un-favourite it when it already is: data{text, status (1 = favourited), count}. */
function favor(ctx: Ctx) {
  const user = ctx.requireUser()
  const shop = requireOpenShop(ctx, requireId(ctx))
  const now = ctx.nowSeconds()
  const status = ctx.db.transaction(() => {
    const removed = run(ctx.db, 'DELETE FROM shop_favors WHERE shop_id = ? AND user_id = ?', shop.id, user.id).changes
    if (removed) return 0
    run(ctx.db, 'INSERT INTO shop_favors (shop_id, user_id, add_time) VALUES (?, ?, ?)', shop.id, user.id, now)
    return 1
  })()
  return ok(
    { text: ctx.t(status ? 'shop.favored' : 'shop.favor'), status, count: favorCount(ctx.db, shop.id) },
    ctx.t(status ? 'shop.favor_done' : 'shop.favor_cancelled'),
  )
}

interface FavorRow extends ShopRow {
  favor_id: number
  favor_time: number
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const query = {
    from: 'shop_favors f JOIN shops s ON s.id = f.shop_id',
    columns: 's.*, f.id AS favor_id, f.add_time AS favor_time',
    where: 'f.user_id = ? AND s.is_enable = 1',
    args: [user.id],
    order: 'f.id DESC',
  }
  const page = pagedQuery(ctx, query, (row: FavorRow) => ({
    id: row.favor_id,
    shop_id: row.id,
    add_time: formatTime(row.favor_time),
    shop_info: shopListItem(ctx, row),
  }))
  return ok(asDataList(page))
}

/** Removes the asking shopper's favourites among `ids`; another shopper's id is "not found" and changes nothing. */
function remove(ctx: Ctx) {
  const user = ctx.requireUser()
  const ids = requireIds(ctx, 'ids')
  const removed = ctx.db.transaction(() => {
    const owned = ids.filter((id) => one(ctx.db, 'SELECT 1 FROM shop_favors WHERE id = ? AND user_id = ?', id, user.id))
    if (owned.length !== ids.length) return 0
    for (const id of owned) run(ctx.db, 'DELETE FROM shop_favors WHERE id = ? AND user_id = ?', id, user.id)
    return owned.length
  })()
  return removed ? ok('', ctx.t('shop.favor_deleted')) : fail(ctx.t('shop.favor_not_found'))
}

export const favorControl = { favor, index, delete: remove }
