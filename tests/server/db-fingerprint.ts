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
        (SELECT SUM(integral) FROM users) AS integral`,
    )
    .get()
  return JSON.stringify(row)
}
