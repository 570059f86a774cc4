// The brush set (goods 19) takes an engraving at checkout: three fields, one checked by a pattern.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'

export const FORM_GOODS_ID = 19

export function seedOrderGoodsForm(db: Database): void {
  if (!one(db, 'SELECT id FROM goods WHERE id = ?', FORM_GOODS_ID)) return
  const add = (title: string, hint: string, type: string, pattern: string, required: number, min: number, max: number, message: string, sort: number) =>
    run(
      db,
      `INSERT INTO ordergoodsform_fields (goods_id, title, hint, input_type, pattern, is_required, minlength, maxlength, validation_msg, sort)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      FORM_GOODS_ID,
      title,
      hint,
      type,
      pattern,
      required,
      min,
      max,
      message,
      sort,
    )
  add('刻字内容', '刷柄刻字，2-12个字', 'text', '', 1, 2, 12, '', 1)
  add('收礼人手机', '用于发货通知，11位手机号', 'text', '^1\\d{10}$', 1, 0, 0, '', 2)
  add('礼盒数量', '需要几个独立礼盒（1-3）', 'number', '', 0, 1, 3, '', 3)
}
