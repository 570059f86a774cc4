// Demo data: `demo` has a 3-day streak up to yesterday and owns a team code buyer2 checks in on.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'
import { addDays, shopDay } from '../plugin-params'
import { DEFAULT_TEAM_REWARD } from './rewards'
import { DEFAULT_QRCODE_SETTINGS } from './qrcodes'

const DAY = 86400

export function seedSignin(db: Database, date: Date): void {
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  const buyer2 = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'buyer2'")
  if (!demo || !buyer2) return
  const now = Math.floor(date.getTime() / 1000)
  const today = shopDay(date)
  const log = (qrcodeId: number, userId: number, daysAgo: number, integral: number) =>
    run(
      db,
      'INSERT INTO signin_logs (qrcode_id, user_id, day, integral, add_time) VALUES (?, ?, ?, ?, ?)',
      qrcodeId,
      userId,
      addDays(today, -daysAgo),
      integral,
      now - daysAgo * DAY,
    )
  // Platform page: 7 and 6 days ago, then 3, 2, 1 days ago (streak 3, the third day doubled).
  log(0, demo.id, 7, 10)
  log(0, demo.id, 6, 10)
  log(0, demo.id, 3, 10)
  log(0, demo.id, 2, 10)
  log(0, demo.id, 1, 20)
  const code = Number(
    run(
      db,
      `INSERT INTO signin_qrcodes (user_id, name, tel, address, note, reward_master, reward_invitee, continuous_rules, specified_time_reward, is_enable, add_time, upd_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
      demo.id,
      '小美',
      '13800000000',
      '北京市东城区东华门大街1号',
      '美妆打卡群',
      DEFAULT_TEAM_REWARD.master,
      DEFAULT_TEAM_REWARD.invitee,
      DEFAULT_QRCODE_SETTINGS.continuous_rules,
      DEFAULT_QRCODE_SETTINGS.specified_time_reward,
      now - 20 * DAY,
      now - 20 * DAY,
    ).lastInsertRowid,
  )
  log(code, buyer2.id, 2, 10)
  log(code, buyer2.id, 1, 10)
  log(code, demo.id, 1, 10)
}
