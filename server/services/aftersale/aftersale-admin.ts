// The shop-side steps of the after-sale flow (ShopXO does them in its admin panel, which this demo lacks).
// Used by tests and by anyone driving the demo from a script: confirm → (user returns goods) → audit/refuse.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'
import { AFTERSALE_STATUS, AFTERSALE_TYPE, type AftersaleRow } from './aftersale-rules'

function load(db: Database, id: number): AftersaleRow {
  const row = one<AftersaleRow>(db, 'SELECT * FROM order_aftersales WHERE id = ?', id)
  if (!row) throw new Error(`after-sale #${id} does not exist`)
  return row
}

/** Seller accepts a request: return-and-refund waits for the goods, refund-only goes straight to audit. */
export function confirmAftersale(db: Database, id: number, now: number): void {
  const row = load(db, id)
  if (row.status !== AFTERSALE_STATUS.confirm) throw new Error(`after-sale #${id} is not waiting for confirmation`)
  const next = row.type === AFTERSALE_TYPE.returnAndRefund ? AFTERSALE_STATUS.returnGoods : AFTERSALE_STATUS.audit
  run(db, 'UPDATE order_aftersales SET status = ?, confirm_time = ?, upd_time = ? WHERE id = ?', next, now, now, id)
}

/** Seller approves: the refund and returned quantity are booked on the order line and the order. */
export function approveAftersale(db: Database, id: number, now: number): void {
  const row = load(db, id)
  if (row.status !== AFTERSALE_STATUS.audit) throw new Error(`after-sale #${id} is not waiting for audit`)
  db.transaction(() => {
    run(db, 'UPDATE order_aftersales SET status = ?, audit_time = ?, upd_time = ? WHERE id = ?', AFTERSALE_STATUS.completed, now, now, id)
    run(
      db,
      'UPDATE order_details SET refund_price = refund_price + ?, returned_quantity = returned_quantity + ?, upd_time = ? WHERE id = ?',
      row.price,
      row.number,
      now,
      row.order_detail_id,
    )
    run(
      db,
      `UPDATE orders SET refund_price = refund_price + ?, returned_quantity = returned_quantity + ?, upd_time = ?,
         pay_status = CASE WHEN ? <= 0 THEN pay_status WHEN refund_price + ? >= pay_price THEN 2 ELSE 3 END
       WHERE id = ?`,
      row.price,
      row.number,
      now,
      row.price,
      row.price,
      row.order_id,
    )
  })()
}

export function refuseAftersale(db: Database, id: number, reason: string, now: number): void {
  const row = load(db, id)
  if (row.status > AFTERSALE_STATUS.audit) throw new Error(`after-sale #${id} is already closed`)
  run(
    db,
    'UPDATE order_aftersales SET status = ?, refuse_reason = ?, audit_time = ?, upd_time = ? WHERE id = ?',
    AFTERSALE_STATUS.refused,
    reason,
    now,
    now,
    id,
  )
}
