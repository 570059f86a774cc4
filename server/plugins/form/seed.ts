// Demo forms with submissions to check, and the staff account allowed to check them
// (formstaff / formstaff123456). Check codes are listed in README-server.md.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'
import { ensureStaffAccount } from '../delivery/staff'

export const FORM_STAFF_ACCOUNT = { username: 'formstaff', password: 'formstaff123456', nickname: '活动核销员', mobile: '13700000002' }
export const DEMO_FORM = { salon: 'SALON2026', trial: 'TRIAL2026' } as const
export const DEMO_CHECK_CODES = { demo: 'F26110001', buyer2: 'F26110002', checked: 'F26110003', trial: 'T26110001' } as const

export function seedForms(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const staffId = ensureStaffAccount(db, FORM_STAFF_ACCOUNT, now)
  const userId = (name: string) => one<{ id: number }>(db, 'SELECT id FROM users WHERE username = ?', name)?.id ?? 0
  const form = (unique: string, title: string, describe: string, cover: string) => {
    const id = Number(
      run(db, 'INSERT INTO forms (unique_id, title, describe, cover, add_time) VALUES (?, ?, ?, ?, ?)', unique, title, describe, cover, now - 20 * 86400)
        .lastInsertRowid,
    )
    run(db, 'INSERT INTO form_checkers (form_id, user_id) VALUES (?, ?)', id, staffId)
    return id
  }
  const submit = (formId: number, user: number, code: string, name: string, mobile: string, checkedAt = 0) =>
    run(
      db,
      'INSERT INTO form_submissions (form_id, user_id, check_code, name, mobile, content, is_checked, check_time, check_user_id, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      formId,
      user,
      code,
      name,
      mobile,
      JSON.stringify({ people: 1 }),
      checkedAt ? 1 : 0,
      checkedAt,
      checkedAt ? staffId : 0,
      now - 5 * 86400,
    )

  const salon = form(DEMO_FORM.salon, '秋冬护肤沙龙报名', '11 月 28 日 14:00 国贸体验店，凭核销码入场', '/static/plugins/form/salon.svg')
  submit(salon, userId('demo'), DEMO_CHECK_CODES.demo, '林小美', '13800000000')
  submit(salon, userId('buyer2'), DEMO_CHECK_CODES.buyer2, '买家二号', '13900000002')
  submit(salon, 0, DEMO_CHECK_CODES.checked, '张女士', '13600000003', now - 2 * 86400)
  const trial = form(DEMO_FORM.trial, '新品试用申请', '通过审核后到店领取试用装', '/static/plugins/form/trial.svg')
  submit(trial, userId('demo'), DEMO_CHECK_CODES.trial, '林小美', '13800000000')
}
