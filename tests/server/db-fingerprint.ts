// A cheap summary of the mutable shop state, to assert that a refused request changed nothing.
import type { Database } from 'better-sqlite3'

export function dbFingerprint(db: Database): string {
  const row = db
    .prepare(
      `SELECT
        (SELECT group_concat(id || ':' || user_id || ':' || stock, ',') FROM carts) AS carts,
        (SELECT group_concat(id || ':' || status || ':' || pay_status || ':' || user_is_delete_time || ':' || user_is_comments, ',') FROM orders) AS orders,
        (SELECT SUM(inventory) FROM goods_spec_base) AS spec_stock,
        (SELECT SUM(inventory) FROM goods) AS goods_stock,
        (SELECT COUNT(*) FROM order_details) AS details,
        (SELECT COUNT(*) FROM pay_logs) AS pay_logs,
        (SELECT COUNT(*) FROM user_goods_favor) AS favours,
        (SELECT COUNT(*) FROM goods_comments) AS comments,
        (SELECT SUM(integral) FROM users) AS integral,
        (SELECT group_concat(id || ':' || rating || ':' || is_anonymous || ':' || content, ',') FROM goods_comments) AS comment_rows,
        (SELECT group_concat(id || ':' || is_default || ':' || name || ':' || province, ',') FROM user_addresses) AS addresses,
        (SELECT group_concat(id || ':' || gender || ':' || nickname, ',') FROM users) AS profiles,
        (SELECT COUNT(*) FROM order_aftersales) AS aftersales,
        (SELECT group_concat(user_id || ':' || normal_money || ':' || frozen_money, ',') FROM wallets) AS wallets,
        (SELECT COUNT(*) FROM wallet_transfers) AS transfers,
        (SELECT COUNT(*) FROM wallet_recharges) AS recharges,
        (SELECT COUNT(*) FROM signin_qrcodes) AS signin_codes`,
    )
    .get()
  return JSON.stringify(row)
}
