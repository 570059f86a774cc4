// Demo data that makes every distribution page meaningful: three levels, `demo` as a senior affiliate with
// an upline (`leader`) and a two-level team (fan01..fan05, fan11/fan12 under fan01) whose orders are in every
// status, commission in every state, pickup points in each application state (demo's approved, with pickup
// orders), recommendation bundles and customer visits. Team accounts log in with the password fan123456.
import type { Database } from 'better-sqlite3'
import { hashPassword } from '../../core/auth'
import { all, one, run } from '../../db'
import { SPEC_KEY_SEPARATOR } from '../../services/goods/specs'
import { PAYMENT_IDS } from '../../db/seed/payments'
import { REGION_IDS } from '../../db/seed/regions'

export const TEAM_PASSWORD = 'fan123456'
const DAY = 86400

interface Place {
  province: number
  city: number
  county: string
  address: string
  lng: number
  lat: number
}

interface SeedUser {
  username: string
  nickname: string
  mobile: string
  referrer: string
  place: Place
  daysAgo: number
}

function district(db: Database, city: number, name: string): number {
  return one<{ id: number }>(db, 'SELECT id FROM regions WHERE pid = ? AND name = ?', city, name)?.id ?? 0
}

function cityOf(db: Database, province: number, name: string): number {
  return one<{ id: number }>(db, 'SELECT id FROM regions WHERE pid = ? AND name = ?', province, name)?.id ?? 0
}

const pad = (n: number) => String(n).padStart(2, '0')

export function seedDistribution(db: Database, date: Date): void {
  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  if (!demo) return
  const now = Math.floor(date.getTime() / 1000)
  const hangzhou = cityOf(db, 11, '杭州市')
  const beijing = (county: string, address: string, lng: number, lat: number): Place => ({
    province: REGION_IDS.beijing,
    city: REGION_IDS.beijingCity,
    county,
    address,
    lng,
    lat,
  })
  const shanghai = (county: string, address: string, lng: number, lat: number): Place => ({
    province: REGION_IDS.shanghai,
    city: REGION_IDS.shanghaiCity,
    county,
    address,
    lng,
    lat,
  })

  // Levels: rates in percent for tier 1 / 2 / 3; conditions on completed spending and direct referrals.
  const insertLevel = db.prepare(
    'INSERT INTO distribution_levels (name, name_en, images_url, rate_one, rate_two, rate_three, min_spent, min_team, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const levels = [
    insertLevel.run('普通分销商', 'Affiliate', '/static/plugins/distribution/level-1.svg', 10, 5, 2, 100, 0, 1),
    insertLevel.run('高级分销商', 'Senior affiliate', '/static/plugins/distribution/level-2.svg', 15, 8, 3, 1000, 3, 2),
    insertLevel.run('金牌分销商', 'Gold affiliate', '/static/plugins/distribution/level-3.svg', 20, 10, 5, 5000, 10, 3),
  ].map((r) => Number(r.lastInsertRowid))

  // Accounts: leader above demo, demo's direct team, and fan01's own team (demo's second tier).
  const pwd = hashPassword(TEAM_PASSWORD)
  const people: SeedUser[] = [
    {
      username: 'leader',
      nickname: '苏总',
      mobile: '18600000001',
      referrer: '',
      place: beijing('朝阳区', '建国路88号 SOHO现代城', 116.4716, 39.9087),
      daysAgo: 200,
    },
    { username: 'fan01', nickname: '林晓', mobile: '18600000011', referrer: 'demo', place: beijing('朝阳区', '三里屯路19号', 116.4551, 39.9368), daysAgo: 60 },
    {
      username: 'fan02',
      nickname: '周舟',
      mobile: '18600000012',
      referrer: 'demo',
      place: beijing('海淀区', '中关村大街27号', 116.3162, 39.9834),
      daysAgo: 40,
    },
    {
      username: 'fan03',
      nickname: '陈一',
      mobile: '18600000013',
      referrer: 'demo',
      place: beijing('东城区', '王府井大街255号', 116.4109, 39.9139),
      daysAgo: 12,
    },
    {
      username: 'fan04',
      nickname: '王可',
      mobile: '18600000014',
      referrer: 'demo',
      place: shanghai('静安区', '南京西路1601号', 121.4489, 31.2262),
      daysAgo: 25,
    },
    {
      username: 'fan05',
      nickname: '赵敏',
      mobile: '18600000015',
      referrer: 'demo',
      place: { province: 11, city: hangzhou, county: '西湖区', address: '文三路398号', lng: 120.1302, lat: 30.2775 },
      daysAgo: 3,
    },
    {
      username: 'fan11',
      nickname: '许诺',
      mobile: '18600000021',
      referrer: 'fan01',
      place: beijing('西城区', '西单北大街120号', 116.3742, 39.9139),
      daysAgo: 30,
    },
    {
      username: 'fan12',
      nickname: '韩梅',
      mobile: '18600000022',
      referrer: 'fan01',
      place: shanghai('浦东新区', '世纪大道100号', 121.5055, 31.2348),
      daysAgo: 8,
    },
    {
      username: 'pickup01',
      nickname: '顾客甲',
      mobile: '18600000031',
      referrer: '',
      place: beijing('东城区', '东四北大街107号', 116.4172, 39.9336),
      daysAgo: 20,
    },
  ]
  const ids: Record<string, number> = { demo: demo.id }
  const addresses: Record<string, number> = {}
  for (const p of people) {
    const added = now - p.daysAgo * DAY
    ids[p.username] = Number(
      run(
        db,
        `INSERT INTO users (number_code, username, nickname, mobile, email, avatar, pwd, salt, referrer, platform, add_time, upd_time)
         VALUES (?, ?, ?, ?, ?, '', ?, ?, ?, 'h5', ?, ?)`,
        `8888${p.mobile}`,
        p.username,
        p.nickname,
        p.mobile,
        `${p.username}@example.com`,
        pwd.hash,
        pwd.salt,
        p.referrer ? (ids[p.referrer] ?? 0) : 0,
        added,
        added,
      ).lastInsertRowid,
    )
    addresses[p.username] = Number(
      run(
        db,
        `INSERT INTO user_addresses (user_id, alias, label, name, tel, province, city, county, address, lng, lat, is_default, add_time, upd_time)
         VALUES (?, '家', '家', ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
        ids[p.username],
        p.nickname,
        p.mobile,
        p.place.province,
        p.place.city,
        district(db, p.place.city, p.place.county),
        p.place.address,
        p.place.lng,
        p.place.lat,
        added,
        added,
      ).lastInsertRowid,
    )
  }
  run(db, 'UPDATE users SET referrer = ? WHERE id = ?', ids.leader, demo.id)
  const member = db.prepare('INSERT INTO distribution_members (user_id, level_id, add_time, upd_time) VALUES (?, ?, ?, ?)')
  member.run(demo.id, levels[1], now, now)
  member.run(ids.leader, levels[2], now, now)
  member.run(ids.fan01, levels[0], now, now)

  // Orders of the team in every status, on goods with a single spec.
  const goods = all<{ id: number; title: string; images: string; model: string; price: number; spec_base_id: number }>(
    db,
    `SELECT g.id, g.title, g.images, g.model, b.price, b.id AS spec_base_id FROM goods g JOIN goods_spec_base b ON b.goods_id = g.id AND b.spec_key = ''
     WHERE g.is_shelves = 1 AND g.is_delete_time = 0 AND g.is_exhibition = 0 AND g.buy_min_number <= 1 AND g.buy_max_number = 0 AND g.inventory > 10
     ORDER BY g.id LIMIT 6`,
  )
  if (goods.length === 0) return
  let sequence = 0
  const order = (who: string, status: number, daysAgo: number, lineIndex: number, quantity: number, options: { pickupCode?: string } = {}) => {
    const line = goods[lineIndex % goods.length]
    const t = now - Math.round(daysAgo * DAY)
    const d = new Date(t * 1000)
    const orderNo = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}${900000 + ++sequence}`
    const total = Math.round(line.price * 100 * quantity) / 100
    const paid = status >= 2 && status <= 4
    const userId = ids[who]
    const orderId = Number(
      run(
        db,
        `INSERT INTO orders (order_no, user_id, payment_id, status, pay_status, buy_number_count, price, total_price, pay_price, client_type, order_model,
           extraction_code, pay_time, confirm_time, delivery_time, cancel_time, collect_time, close_time, add_time, upd_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'h5', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        orderNo,
        userId,
        PAYMENT_IDS.demo,
        status,
        paid || status === 6 ? 1 : 0,
        quantity,
        total,
        total,
        paid || status === 6 ? total : 0,
        options.pickupCode ? 2 : 0,
        options.pickupCode ?? '',
        paid || status === 6 ? t + 60 : 0,
        status >= 1 ? t : 0,
        status === 3 || status === 4 ? t + 3600 : 0,
        status === 5 ? t + 600 : 0,
        status === 4 ? t + DAY : 0,
        status === 6 ? t + 2 * DAY : 0,
        t,
        t,
      ).lastInsertRowid,
    )
    run(
      db,
      `INSERT INTO order_details (user_id, order_id, goods_id, spec_base_id, title, images, original_price, price, total_price, spec, buy_number, model, add_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)`,
      userId,
      orderId,
      line.id,
      line.spec_base_id,
      line.title,
      line.images,
      line.price,
      line.price,
      total,
      quantity,
      line.model,
      t,
    )
    const a = one<{ alias: string; name: string; tel: string; province: number; city: number; county: number; address: string; lng: number; lat: number }>(
      db,
      'SELECT * FROM user_addresses WHERE id = ?',
      addresses[who],
    )
    if (a) {
      const name = (id: number) => one<{ name: string }>(db, 'SELECT name FROM regions WHERE id = ?', id)?.name ?? ''
      run(
        db,
        `INSERT INTO order_addresses (order_id, user_id, address_id, alias, name, tel, province, city, county, address, province_name, city_name, county_name, lng, lat, add_time)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        orderId,
        userId,
        addresses[who],
        a.alias,
        a.name,
        a.tel,
        a.province,
        a.city,
        a.county,
        a.address,
        name(a.province),
        name(a.city),
        name(a.county),
        a.lng,
        a.lat,
        t,
      )
    }
    return { id: orderId, userId, total, t }
  }

  const profit = (earner: string, o: { id: number; userId: number; total: number; t: number }, tier: number, level: string, rate: number, status: number) =>
    run(
      db,
      `INSERT INTO distribution_profits (user_id, order_id, order_user_id, tier, level_name, rate, total_price, profit_price, status, settle_time, add_time, upd_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ids[earner],
      o.id,
      o.userId,
      tier,
      level,
      rate,
      o.total,
      Math.round(o.total * rate) / 100,
      status,
      status === 2 ? o.t + 2 * DAY : 0,
      o.t + 60,
      o.t + (status === 2 ? 2 * DAY : 60),
    )

  const senior = '高级分销商'
  const completed1 = order('fan01', 4, 20, 0, 2)
  profit('demo', completed1, 1, senior, 15, 2)
  const shipped = order('fan01', 3, 2, 1, 1)
  profit('demo', shipped, 1, senior, 15, 0)
  const paid = order('fan02', 2, 1, 2, 1)
  profit('demo', paid, 1, senior, 15, 0)
  order('fan02', 1, 0.2, 3, 1)
  order('fan02', 0, 0.1, 4, 1)
  const settling = order('fan05', 4, 2, 0, 1)
  profit('demo', settling, 1, senior, 15, 1)
  order('fan04', 5, 9, 1, 1)
  const closed = order('fan04', 6, 15, 2, 1)
  profit('demo', closed, 1, senior, 15, 3)
  const secondTier = order('fan11', 4, 12, 3, 2)
  profit('demo', secondTier, 2, senior, 8, 2)
  profit('fan01', secondTier, 1, '普通分销商', 10, 2)
  const secondTierPaid = order('fan12', 2, 4, 4, 1)
  profit('demo', secondTierPaid, 2, senior, 8, 0)
  profit('fan01', secondTierPaid, 1, '普通分销商', 10, 0)

  // Pickup points: demo's approved one (with orders to hand out), and one in each other state.
  const point = db.prepare(
    `INSERT INTO distribution_extractions (user_id, logo, alias, name, tel, province, city, county, address, lng, lat, status, fail_reason, add_time, upd_time)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  )
  const place = (who: string) => people.find((p) => p.username === who)?.place as Place
  const addPoint = (who: string, alias: string, name: string, tel: string, at: Place, status: number, reason = '') =>
    Number(
      point.run(
        ids[who],
        '/static/plugins/distribution/pickup-logo.svg',
        alias,
        name,
        tel,
        at.province,
        at.city,
        district(db, at.city, at.county),
        at.address,
        at.lng,
        at.lat,
        status,
        reason,
        now - 30 * DAY,
        now - 10 * DAY,
      ).lastInsertRowid,
    )
  const demoPoint = addPoint('demo', '小美自提点', '林小美', '010-65120088', beijing('东城区', '东华门大街1号 底商', 116.4035, 39.9145), 1)
  addPoint('leader', '苏总驿站', '苏总', '18600000001', place('leader'), 1)
  addPoint('fan01', '三里屯小站', '林晓', '18600000011', place('fan01'), 0)
  addPoint('fan02', '中关村自提', '周舟', '18600000012', place('fan02'), 2, '门店照片不清晰，请补充后重新提交')
  addPoint('fan04', '静安取货点', '王可', '021-62880011', place('fan04'), 3)
  const pickup = db.prepare('INSERT INTO distribution_extraction_orders (extraction_id, order_id, status, add_time, upd_time) VALUES (?, ?, ?, ?, ?)')
  for (const [status, code, daysAgo] of [
    [2, '6372', 1],
    [2, '4810', 0.5],
    [4, '2295', 6],
  ] as const) {
    const o = order('pickup01', status, daysAgo, status === 4 ? 5 : 1, 1, { pickupCode: code })
    pickup.run(demoPoint, o.id, status === 4 ? 1 : 0, o.t, o.t)
  }

  // Recommendation bundles of demo: one shared (with a multi-spec goods), one switched off.
  const bundle = db.prepare(
    'INSERT INTO distribution_recommends (user_id, title, describe, icon, is_enable, access_count, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const bundleGoods = db.prepare('INSERT INTO distribution_recommend_goods (recommend_id, goods_id, spec, sort) VALUES (?, ?, ?, ?)')
  const shared = Number(
    bundle.run(
      demo.id,
      '日常通勤妆容套装',
      '小美亲测好用的通勤三件套，一次买齐更省心。',
      '/static/plugins/distribution/recommend-1.svg',
      1,
      36,
      now - 9 * DAY,
      now - 2 * DAY,
    ).lastInsertRowid,
  )
  const many = one<{ goods_id: number; spec_key: string }>(
    db,
    `SELECT b.goods_id, b.spec_key FROM goods_spec_base b JOIN goods g ON g.id = b.goods_id
     WHERE b.spec_key <> '' AND b.inventory > 0 AND g.is_shelves = 1 ORDER BY b.goods_id, b.id LIMIT 1`,
  )
  let sort = 0
  if (many) {
    const types = all<{ name: string }>(db, 'SELECT name FROM goods_spec_types WHERE goods_id = ? ORDER BY sort, id', many.goods_id)
    const spec = many.spec_key.split(SPEC_KEY_SEPARATOR).map((value, i) => ({ type: types[i]?.name ?? '', value }))
    bundleGoods.run(shared, many.goods_id, JSON.stringify(spec), sort++)
  }
  for (const g of goods.slice(0, 2)) bundleGoods.run(shared, g.id, '', sort++)
  const off = Number(
    bundle.run(demo.id, '周末护肤小样', '适合出差携带的护肤组合。', '/static/plugins/distribution/recommend-2.svg', 0, 4, now - 3 * DAY, now - 3 * DAY)
      .lastInsertRowid,
  )
  for (const [i, g] of goods.slice(2, 4).entries()) bundleGoods.run(off, g.id, '', i)

  // Customer visits of demo.
  const visit = db.prepare('INSERT INTO distribution_visits (user_id, custom_user_id, content, images, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?)')
  visit.run(
    demo.id,
    ids.fan01,
    '上门介绍新品口红色号，客户试色后很满意，约定下周再带样品。',
    JSON.stringify(['/static/plugins/distribution/visit-1.svg']),
    now - 5 * DAY,
    now - 5 * DAY,
  )
  visit.run(
    demo.id,
    ids.fan04,
    '电话回访护肤套装使用情况，客户反馈保湿效果好，推荐了同系列精华。',
    JSON.stringify(['/static/plugins/distribution/visit-2.svg', '/static/plugins/distribution/visit-1.svg']),
    now - 2 * DAY,
    now - DAY,
  )
}
