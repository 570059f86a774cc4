// Demo data of the realstore plugin: three stores with coordinates, hours and goods of their own (Jing'an open
// round the clock, Lujiazui with hours and a minimum order, Wangfujing closed for works), two staff accounts,
// and for the demo shopper a store order in every state, punch cards with uses, batch orders and a saved store.
import type { Database } from 'better-sqlite3'
import { hashPassword } from '../../core/auth'
import { regionName } from '../../services/address/regions'
import { bannerSvg, iconSvg, writeStatic } from '../../db/seed/svg'
import { PAYMENT_IDS } from '../../db/seed/payments'
import { REGION_IDS } from '../../db/seed/regions'

export const STAFF_USERS = [
  { username: 'storestaff', password: 'staff123456', nickname: '静安店员', store: 1 },
  { username: 'storestaff2', password: 'staff223456', nickname: '陆家嘴店员', store: 2 },
]

interface SeedStore {
  name: string
  alias: string
  category: number
  describe: string
  province: number
  city: number
  county: number
  address: string
  lng: number
  lat: number
  tel: string
  open: string
  close: string
  rest: string
  startingPrice: number
  types: number[]
  goods: number[]
  colors: [string, string]
}

const STORES: SeedStore[] = [
  {
    name: '美妆优选 静安旗舰店',
    alias: '旗舰店',
    category: 1,
    describe: '静安寺商圈旗舰店，全品类现货，支持到店自提与面部护理体验，24小时营业。',
    province: REGION_IDS.shanghai,
    city: REGION_IDS.shanghaiCity,
    county: REGION_IDS.jingan,
    address: '南京西路1266号 恒隆广场 B1-08',
    lng: 121.4551,
    lat: 31.2284,
    tel: '021-62880001',
    open: '00:00',
    close: '24:00',
    rest: '',
    startingPrice: 0,
    types: [2, 0],
    goods: [2, 1, 3, 4, 5, 7, 11, 14, 16, 17, 19, 20, 24, 44],
    colors: ['#ff6a88', '#ff0036'],
  },
  {
    name: '美妆优选 陆家嘴体验店',
    alias: '体验店',
    category: 2,
    describe: '陆家嘴地铁站旁的香氛与护肤体验店，满99元可到店自提。',
    province: REGION_IDS.shanghai,
    city: REGION_IDS.shanghaiCity,
    county: REGION_IDS.pudong,
    address: '陆家嘴环路1000号 汇亚大厦 1F',
    lng: 121.502,
    lat: 31.2397,
    tel: '021-58880002',
    open: '09:00',
    close: '21:00',
    rest: '',
    startingPrice: 99,
    types: [2],
    goods: [2, 5, 9, 10, 12, 15, 18, 24, 26],
    colors: ['#7f7fd5', '#623cec'],
  },
  {
    name: '美妆优选 王府井店',
    alias: '',
    category: 1,
    describe: '王府井步行街门店，店面升级中，暂停营业，敬请期待。',
    province: REGION_IDS.beijing,
    city: REGION_IDS.beijingCity,
    county: REGION_IDS.dongcheng,
    address: '王府井大街138号 1F',
    lng: 116.4108,
    lat: 39.9147,
    tel: '010-65120003',
    open: '10:00',
    close: '22:00',
    rest: '店面升级，暂停营业',
    startingPrice: 0,
    types: [2],
    goods: [2, 3, 4, 6],
    colors: ['#f6c133', '#fe6f04'],
  },
]

const DAY = 86400

export function seedRealstore(db: Database, now: Date): void {
  const stamp = Math.floor(now.getTime() / 1000)
  run(db, 'INSERT INTO realstore_categories (id, name, sort) VALUES (1, ?, 1), (2, ?, 2)', '旗舰店', '体验店')
  const icons: Array<[string, string, [string, string]]> = [
    ['nearby', '附近', ['#ff6a88', '#ff0036']],
    ['favor', '收藏', ['#f6c133', '#fe6f04']],
    ['orders', '订单', ['#7f7fd5', '#623cec']],
    ['cards', '次卡', ['#43cea2', '#20a53a']],
  ]
  for (const [name, label, colors] of icons) writeStatic(`plugins/realstore/icon-${name}.svg`, iconSvg({ label, colors }))
  const storeIds = STORES.map((store, index) => {
    const logo = writeStatic(`plugins/realstore/store-${index + 1}.svg`, iconSvg({ label: store.alias || '门店', colors: store.colors }))
    const banner = writeStatic(
      `plugins/realstore/banner-${index + 1}.svg`,
      bannerSvg({ title: store.name, subtitle: store.describe.slice(0, 18), colors: store.colors }),
    )
    const id = Number(
      db
        .prepare(
          `INSERT INTO realstores (category_id, name, alias, logo, banner, describe, province, city, county, address, lng, lat, contacts_tel,
            open_time, close_time, is_rest, rest_note, starting_price, buy_use_types, sort, add_time, upd_time)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          store.category,
          store.name,
          store.alias,
          logo,
          banner,
          store.describe,
          store.province,
          store.city,
          store.county,
          store.address,
          store.lng,
          store.lat,
          store.tel,
          store.open,
          store.close,
          store.rest ? 1 : 0,
          store.rest,
          store.startingPrice,
          JSON.stringify(store.types),
          index,
          stamp - 60 * DAY,
          stamp - 60 * DAY,
        ).lastInsertRowid,
    )
    store.goods.forEach((goodsId, sort) => run(db, 'INSERT INTO realstore_goods (realstore_id, goods_id, sort) VALUES (?, ?, ?)', id, goodsId, sort))
    return id
  })

  for (const staff of STAFF_USERS) {
    const pwd = hashPassword(staff.password)
    const userId = Number(
      db
        .prepare("INSERT INTO users (username, nickname, pwd, salt, platform, add_time, upd_time) VALUES (?, ?, ?, ?, 'h5', ?, ?)")
        .run(staff.username, staff.nickname, pwd.hash, pwd.salt, stamp - 30 * DAY, stamp - 30 * DAY).lastInsertRowid,
    )
    run(db, 'INSERT INTO realstore_staff (realstore_id, user_id) VALUES (?, ?)', storeIds[staff.store - 1], userId)
  }

  const demo = db.prepare("SELECT id FROM users WHERE username = 'demo'").get() as { id: number } | undefined
  if (!demo) return
  seedDemoOrders(db, stamp, demo.id, storeIds)
  run(db, 'INSERT INTO realstore_favor (user_id, realstore_id, add_time) VALUES (?, ?, ?)', demo.id, storeIds[1], stamp - 5 * DAY)
}

function run(db: Database, sql: string, ...args: unknown[]): void {
  db.prepare(sql).run(...args)
}

/**
 * order status, paid at the store (offline: the order is accepted without an online payment, so it is not an
 * online-paid order other plugins would count), allotment status, order type, goods, quantity, pickup code, hours ago
 */
const DEMO_ALLOTS: Array<[number, number, number, number, number, number, string, number]> = [
  [1, 0, 0, 2, 2, 1, '510001', 2],
  [0, 0, 1, 2, 5, 2, '510002', 5],
  [2, 1, 2, 2, 19, 1, '510003', 20],
  [3, 1, 3, 2, 4, 1, '510004', 30],
  [4, 1, 4, 2, 16, 2, '510005', 96],
  [2, 1, 5, 0, 24, 1, '510006', 50],
  [5, 0, 6, 2, 7, 1, '510007', 120],
  [6, 0, 7, 2, 44, 3, '510008', 150],
]

function seedDemoOrders(db: Database, stamp: number, userId: number, storeIds: number[]): void {
  const store = db.prepare('SELECT * FROM realstores WHERE id = ?').get(storeIds[0]) as {
    id: number
    name: string
    alias: string
    contacts_tel: string
    province: number
    city: number
    county: number
    address: string
    lng: number
    lat: number
  }
  const orderIds: number[] = []
  DEMO_ALLOTS.forEach(([status, atStore, allotStatus, useType, goodsId, qty, code, hoursAgo], index) => {
    const t = stamp - hoursAgo * 3600
    const goods = db.prepare('SELECT id, title, images, model FROM goods WHERE id = ?').get(goodsId) as {
      id: number
      title: string
      images: string
      model: string
    }
    const base = db.prepare("SELECT * FROM goods_spec_base WHERE goods_id = ? AND spec_key = ''").get(goodsId) as {
      id: number
      price: number
      original_price: number
    }
    const total = Math.round(base.price * 100 * qty) / 100
    const orderId = Number(
      db
        .prepare(
          `INSERT INTO orders (order_no, user_id, payment_id, status, pay_status, buy_number_count, price, total_price, pay_price, client_type, order_model,
            is_under_line, extraction_code, pay_time, confirm_time, cancel_time, collect_time, close_time, add_time, upd_time)
           VALUES (?, ?, ?, ?, 0, ?, ?, ?, 0, 'h5', 2, ?, ?, 0, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          `20261120000${index}${510000 + index}`,
          userId,
          atStore ? PAYMENT_IDS.delivery : PAYMENT_IDS.demo,
          status,
          qty,
          total,
          total,
          atStore,
          code,
          status >= 1 ? t : 0,
          status === 5 ? t + 600 : 0,
          status === 4 ? t + 3 * 3600 : 0,
          status === 6 ? t + 1800 : 0,
          t,
          t,
        ).lastInsertRowid,
    )
    orderIds.push(orderId)
    db.prepare(
      `INSERT INTO order_details (user_id, order_id, goods_id, spec_base_id, title, images, original_price, price, total_price, spec, buy_number, model, add_time)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, '', ?, ?, ?)`,
    ).run(userId, orderId, goods.id, base.id, goods.title, goods.images, base.original_price, base.price, total, qty, goods.model, t)
    db.prepare(
      `INSERT INTO order_addresses (order_id, user_id, address_id, alias, name, tel, province, city, county, address, province_name, city_name, county_name,
        lng, lat, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ).run(
      orderId,
      userId,
      store.id,
      store.alias,
      store.name,
      store.contacts_tel,
      store.province,
      store.city,
      store.county,
      store.address,
      regionName(db, store.province),
      regionName(db, store.city),
      regionName(db, store.county),
      store.lng,
      store.lat,
      t,
    )
    const received = allotStatus >= 2 && allotStatus !== 6 && allotStatus !== 7
    run(
      db,
      `INSERT INTO realstore_order_allots (order_allot_no, order_id, user_id, realstore_id, buy_use_type, status, extraction_code, add_time, receive_time,
        service_time, success_time, cancel_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      `RA2026110${String(1000000 + index + 1).slice(-7)}`,
      orderId,
      userId,
      store.id,
      useType,
      allotStatus,
      code,
      t,
      received ? t + 120 : 0,
      allotStatus === 5 ? t + 3600 : 0,
      allotStatus === 4 ? t + 3 * 3600 : 0,
      allotStatus === 6 ? t + 600 : 0,
      t,
    )
  })

  // Punch cards of the in-service order (a course of treatments) and of the completed one.
  const serviceOrder = orderIds[5]
  const doneOrder = orderIds[4]
  const cards: Array<[number, string, string, string, number, number, number, number, number]> = [
    [serviceOrder, '80000001', '焕亮面部护理 10次卡', '静安旗舰店护理间，每次约60分钟', 10, 3, 0, 30, 335],
    [serviceOrder, '80000002', '头皮养护 5次卡', '头皮清洁与按摩，每次约40分钟', 5, 5, 2, 60, 305],
    [doneOrder, '80000003', '手部护理 6次卡', '手部去角质与护理', 6, 1, 1, 20, 345],
    [doneOrder, '80000004', '肩颈放松 3次卡', '肩颈舒缓按摩', 3, 0, 3, 90, 0],
  ]
  for (const [orderId, code, name, describe, valid, used, status, daysAgo, daysLeft] of cards) {
    const start = stamp - daysAgo * DAY
    const cardId = Number(
      db
        .prepare(
          `INSERT INTO realstore_frequency_cards (user_id, order_id, realstore_id, code, name, describe, valid_number, use_number, status, start_time, end_time,
            add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(userId, orderId, store.id, code, name, describe, valid, used, status, start, daysLeft ? stamp + daysLeft * DAY : 0, start, start).lastInsertRowid,
    )
    for (let i = 0; i < used; i++)
      run(
        db,
        'INSERT INTO realstore_frequency_used (card_id, dec_number, msg, operate_name, use_time) VALUES (?, 1, ?, ?, ?)',
        cardId,
        '门店核销使用1次',
        '店员 静安店员',
        start + (i + 1) * 3 * DAY,
      )
  }

  // A mask order handed over in three deliveries (two done) and a finished one.
  const batches: Array<[number, string, string, number, Array<[string, string, number]>]> = [
    [
      orderIds[2],
      '补水保湿面膜 12盒 分批配送',
      '每月配送4盒，共3次',
      1,
      [
        ['第1批 4盒', '已由门店配送签收', 1],
        ['第2批 4盒', '已由门店配送签收', 1],
        ['第3批 4盒', '预计下月初配送', 0],
      ],
    ],
    [
      orderIds[4],
      '护手霜礼盒 分批到店领取',
      '分2次到店领取',
      2,
      [
        ['第1批 1盒', '已到店领取', 1],
        ['第2批 1盒', '已到店领取', 1],
      ],
    ],
  ]
  for (const [orderId, name, describe, status, details] of batches) {
    const batchId = Number(
      db
        .prepare(
          'INSERT INTO realstore_batch_orders (user_id, order_id, realstore_id, name, describe, status, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(userId, orderId, store.id, name, describe, status, stamp - 20 * DAY, stamp - 2 * DAY).lastInsertRowid,
    )
    details.forEach(([text, note, done], i) =>
      run(
        db,
        'INSERT INTO realstore_batch_details (batch_id, describe, note, status, upd_time) VALUES (?, ?, ?, ?, ?)',
        batchId,
        text,
        note,
        done,
        done ? stamp - (20 - i * 9) * DAY : 0,
      ),
    )
  }
}
