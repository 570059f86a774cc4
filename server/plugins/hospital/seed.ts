// The sensitive-skin cream (goods 26) is sold on prescription in the demo; demo has two patients.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'

export const PRESCRIPTION_GOODS_ID = 26

export function seedHospital(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  if (one(db, 'SELECT id FROM goods WHERE id = ?', PRESCRIPTION_GOODS_ID))
    run(db, 'INSERT OR IGNORE INTO hospital_prescription_goods (goods_id) VALUES (?)', PRESCRIPTION_GOODS_ID)
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  if (!demo) return
  const add = (name: string, idcard: string, mobile: string, gender: number, age: number, weight: number, relation: string, health: unknown[]) =>
    run(
      db,
      `INSERT INTO hospital_patients (user_id, name, idcard, mobile, gender, age, weight, relation_tags, health, add_time, upd_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      demo.id,
      name,
      idcard,
      mobile,
      gender,
      age,
      weight,
      relation,
      JSON.stringify(health),
      now,
      now,
    )
  add('王小美', '110101199506180022', '13800000000', 1, 31, 52.5, 'self', [
    { type: 'is_history_of_allergy', status: 1, value: '青霉素过敏' },
    { type: 'is_history_of_sickness', status: 0, value: '' },
    { type: 'liver_type', status: 0, value: '' },
    { type: 'renal_type', status: 0, value: '' },
    { type: 'pregnancy', status: 0, value: '' },
  ])
  add('王建国', '110101196203150035', '13900001111', 2, 64, 70, 'parent', [
    { type: 'is_history_of_allergy', status: 0, value: '' },
    { type: 'is_history_of_sickness', status: 1, value: '高血压十年' },
    { type: 'liver_type', status: 0, value: '' },
    { type: 'renal_type', status: 1, value: '' },
    { type: 'pregnancy', status: 0, value: '' },
  ])
}
