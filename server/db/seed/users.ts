// Demo shoppers: `demo` (rich history) and `buyer2` (for isolation tests).
import type { Database } from 'better-sqlite3'
import { hashPassword } from '../../core/auth'
import { REGION_IDS } from './regions'

export const DEMO_USER = { username: 'demo', password: 'demo123456', mobile: '13800000000', email: 'demo@example.com' }
export const SECOND_USER = { username: 'buyer2', password: 'buyer2pass', mobile: '13900000002', email: 'buyer2@example.com' }

export interface SeededUsers {
  demoId: number
  buyer2Id: number
  demoAddressIds: number[]
  buyer2AddressId: number
}

export function seedUsers(db: Database, now: number): SeededUsers {
  const insertUser = db.prepare(`INSERT INTO users (number_code, username, nickname, mobile, email, avatar, pwd, salt, gender, birthday,
    province, city, county, address, integral, platform, add_time, upd_time)
    VALUES (@number_code, @username, @nickname, @mobile, @email, @avatar, @pwd, @salt, @gender, @birthday,
    @province, @city, @county, @address, @integral, 'h5', @add_time, @add_time)`)
  const demoPwd = hashPassword(DEMO_USER.password)
  const demoId = Number(
    insertUser.run({
      number_code: '88880000000001',
      username: DEMO_USER.username,
      nickname: '小美',
      mobile: DEMO_USER.mobile,
      email: DEMO_USER.email,
      avatar: '/static/avatar/demo.svg',
      pwd: demoPwd.hash,
      salt: demoPwd.salt,
      gender: 1,
      birthday: Math.floor(new Date('1995-06-18T00:00:00').getTime() / 1000),
      province: '北京市',
      city: '北京市',
      county: '东城区',
      address: '东华门大街1号',
      integral: 680,
      add_time: now - 90 * 86400,
    }).lastInsertRowid,
  )
  const buyerPwd = hashPassword(SECOND_USER.password)
  const buyer2Id = Number(
    insertUser.run({
      number_code: '88880000000002',
      username: SECOND_USER.username,
      nickname: '买家二号',
      mobile: SECOND_USER.mobile,
      email: SECOND_USER.email,
      avatar: '',
      pwd: buyerPwd.hash,
      salt: buyerPwd.salt,
      gender: 0,
      birthday: 0,
      province: '',
      city: '',
      county: '',
      address: '',
      integral: 0,
      add_time: now - 30 * 86400,
    }).lastInsertRowid,
  )

  const insertAddress =
    db.prepare(`INSERT INTO user_addresses (user_id, alias, label, name, tel, province, city, county, address, is_default, add_time, upd_time)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const home = Number(
    insertAddress.run(
      demoId,
      '家',
      '家',
      '林小美',
      '13800000000',
      REGION_IDS.beijing,
      REGION_IDS.beijingCity,
      REGION_IDS.dongcheng,
      '东华门大街1号 3单元 502',
      1,
      now - 80 * 86400,
      now - 80 * 86400,
    ).lastInsertRowid,
  )
  const office = Number(
    insertAddress.run(
      demoId,
      '公司',
      '公司',
      '林小美',
      '13800000000',
      REGION_IDS.shanghai,
      REGION_IDS.shanghaiCity,
      REGION_IDS.jingan,
      '南京西路1266号 恒隆广场 28楼',
      0,
      now - 60 * 86400,
      now - 60 * 86400,
    ).lastInsertRowid,
  )
  const buyer2AddressId = Number(
    insertAddress.run(
      buyer2Id,
      '',
      '',
      '王二',
      '13900000002',
      REGION_IDS.shanghai,
      REGION_IDS.shanghaiCity,
      REGION_IDS.pudong,
      '世纪大道100号',
      1,
      now - 20 * 86400,
      now - 20 * 86400,
    ).lastInsertRowid,
  )
  return { demoId, buyer2Id, demoAddressIds: [home, office], buyer2AddressId }
}
