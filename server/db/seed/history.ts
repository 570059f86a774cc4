// The demo shopper's history: orders in every status, cart, favourites, browsing, messages, points, reviews.
import type { Database } from 'better-sqlite3'
import { regionName } from '../../services/address/regions'
import { SPEC_KEY_SEPARATOR } from '../../services/goods/specs'
import type { SeededCatalog } from './catalog'
import type { SeededUsers } from './users'
import { PAYMENT_IDS } from './payments'

interface Line {
  goods: number
  spec?: string[]
  qty: number
}

interface SeedOrder {
  userId: number
  addressId: number
  status: number
  paymentId: number
  lines: Line[]
  minutesAgo: number
  express?: string
  commented?: boolean
  note?: string
}

const HOUR = 3600

export function seedHistory(db: Database, now: number, users: SeededUsers, catalog: SeededCatalog): void {
  const goodsId = (n: number) => catalog.goodsIds[n - 1]
  const goodsRow = db.prepare('SELECT id, title, images, model FROM goods WHERE id = ?')
  const specRow = db.prepare('SELECT * FROM goods_spec_base WHERE goods_id = ? AND spec_key = ?')
  const specTypes = db.prepare('SELECT name FROM goods_spec_types WHERE goods_id = ? ORDER BY sort, id')
  const addressRow = db.prepare('SELECT * FROM user_addresses WHERE id = ?')
  const insertOrder =
    db.prepare(`INSERT INTO orders (order_no, user_id, payment_id, status, pay_status, buy_number_count, price, total_price, pay_price, client_type,
    is_under_line, user_note, express_name, express_number, pay_time, confirm_time, delivery_time, cancel_time, collect_time, close_time,
    comments_time, is_comments, user_is_comments, add_time, upd_time)
    VALUES (@order_no, @user_id, @payment_id, @status, @pay_status, @buy_number_count, @price, @price, @pay_price, 'h5', @is_under_line, @user_note,
    @express_name, @express_number, @pay_time, @confirm_time, @delivery_time, @cancel_time, @collect_time, @close_time,
    @comments_time, @comments_time, @comments_time, @add_time, @add_time)`)
  const insertDetail =
    db.prepare(`INSERT INTO order_details (user_id, order_id, goods_id, spec_base_id, title, images, original_price, price, total_price, spec, buy_number,
    model, spec_weight, spec_coding, spec_barcode, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const insertAddress =
    db.prepare(`INSERT INTO order_addresses (order_id, user_id, address_id, alias, name, tel, province, city, county, address, province_name, city_name,
    county_name, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  let sequence = 0

  const createOrder = (o: SeedOrder): number => {
    const t = now - o.minutesAgo * 60
    const d = new Date(t * 1000)
    const p = (n: number) => String(n).padStart(2, '0')
    const orderNo = `${d.getFullYear()}${p(d.getMonth() + 1)}${p(d.getDate())}${p(d.getHours())}${p(d.getMinutes())}${p(d.getSeconds())}${String(100000 + ++sequence * 7919).slice(-6)}`
    const lines = o.lines.map((l) => {
      const id = goodsId(l.goods)
      const goods = goodsRow.get(id) as { id: number; title: string; images: string; model: string }
      const base = specRow.get(id, (l.spec ?? []).join(SPEC_KEY_SEPARATOR)) as {
        id: number
        price: number
        original_price: number
        weight: number
        coding: string
        barcode: string
      }
      const types = (specTypes.all(id) as Array<{ name: string }>).map((r) => r.name)
      const spec = (l.spec ?? []).map((value, i) => ({ type: types[i], value }))
      return { goods, base, spec, qty: l.qty, cents: Math.round(base.price * 100) * l.qty }
    })
    const cents = lines.reduce((s, l) => s + l.cents, 0)
    const offline = o.paymentId === PAYMENT_IDS.delivery
    const paid = !offline && o.status >= 2 && o.status <= 4
    const orderId = Number(
      insertOrder.run({
        order_no: orderNo,
        user_id: o.userId,
        payment_id: o.paymentId,
        status: o.status,
        pay_status: paid ? 1 : 0,
        buy_number_count: lines.reduce((s, l) => s + l.qty, 0),
        price: cents / 100,
        pay_price: paid ? cents / 100 : 0,
        is_under_line: offline ? 1 : 0,
        user_note: o.note ?? '',
        express_name: o.express ? '顺丰速运' : '',
        express_number: o.express ?? '',
        pay_time: paid ? t + 60 : 0,
        confirm_time: o.status >= 1 ? t : 0,
        delivery_time: o.status === 3 || o.status === 4 ? t + 2 * HOUR : 0,
        cancel_time: o.status === 5 ? t + 600 : 0,
        collect_time: o.status === 4 ? t + 48 * HOUR : 0,
        close_time: o.status === 6 ? t + 1800 : 0,
        comments_time: o.commented ? t + 50 * HOUR : 0,
        add_time: t,
      }).lastInsertRowid,
    )
    for (const l of lines) {
      insertDetail.run(
        o.userId,
        orderId,
        l.goods.id,
        l.base.id,
        l.goods.title,
        l.goods.images,
        l.base.original_price,
        l.base.price,
        l.cents / 100,
        l.spec.length ? JSON.stringify(l.spec) : '',
        l.qty,
        l.goods.model,
        l.base.weight,
        l.base.coding,
        l.base.barcode,
        t,
      )
    }
    const a = addressRow.get(o.addressId) as {
      id: number
      alias: string
      name: string
      tel: string
      province: number
      city: number
      county: number
      address: string
    }
    insertAddress.run(
      orderId,
      o.userId,
      a.id,
      a.alias,
      a.name,
      a.tel,
      a.province,
      a.city,
      a.county,
      a.address,
      regionName(db, a.province),
      regionName(db, a.city),
      regionName(db, a.county),
      t,
    )
    return orderId
  }

  const demo = users.demoId
  const home = users.demoAddressIds[0]
  const office = users.demoAddressIds[1]
  const orders = {
    confirm: createOrder({ userId: demo, addressId: home, status: 0, paymentId: PAYMENT_IDS.demo, lines: [{ goods: 26, qty: 1 }], minutesAgo: 5 }),
    pending: createOrder({
      userId: demo,
      addressId: home,
      status: 1,
      paymentId: PAYMENT_IDS.demo,
      lines: [
        { goods: 1, spec: ['01 正红', '正装 3.5g'], qty: 1 },
        { goods: 2, qty: 2 },
      ],
      minutesAgo: 10,
      note: '请用礼盒包装',
    }),
    toShip: createOrder({
      userId: demo,
      addressId: office,
      status: 2,
      paymentId: PAYMENT_IDS.delivery,
      lines: [{ goods: 3, spec: ['30ml'], qty: 1 }],
      minutesAgo: 60 * 5,
    }),
    shipped: createOrder({
      userId: demo,
      addressId: home,
      status: 3,
      paymentId: PAYMENT_IDS.demo,
      lines: [{ goods: 11, spec: ['500ml'], qty: 2 }],
      minutesAgo: 60 * 30,
      express: 'SF1234567890',
    }),
    done: createOrder({
      userId: demo,
      addressId: home,
      status: 4,
      paymentId: PAYMENT_IDS.demo,
      lines: [{ goods: 14, spec: ['樱花'], qty: 1 }],
      minutesAgo: 60 * 24 * 6,
      express: 'SF1234567001',
    }),
    reviewed: createOrder({
      userId: demo,
      addressId: home,
      status: 4,
      paymentId: PAYMENT_IDS.demo,
      lines: [
        { goods: 2, qty: 2 },
        { goods: 9, spec: ['30ml'], qty: 1 },
      ],
      minutesAgo: 60 * 24 * 12,
      express: 'SF1234567002',
      commented: true,
    }),
    cancelled: createOrder({
      userId: demo,
      addressId: office,
      status: 5,
      paymentId: PAYMENT_IDS.demo,
      lines: [{ goods: 17, spec: ['50ml'], qty: 1 }],
      minutesAgo: 60 * 24 * 3,
    }),
    closed: createOrder({ userId: demo, addressId: home, status: 6, paymentId: PAYMENT_IDS.demo, lines: [{ goods: 19, qty: 1 }], minutesAgo: 60 * 24 * 8 }),
  }
  createOrder({
    userId: users.buyer2Id,
    addressId: users.buyer2AddressId,
    status: 1,
    paymentId: PAYMENT_IDS.demo,
    lines: [{ goods: 12, qty: 1 }],
    minutesAgo: 15,
  })

  // The parcel's note (order detail's express list) and a service appointment on the completed order
  // (service_data: who serves, their phone, how long, when).
  db.prepare('UPDATE orders SET express_note = ? WHERE id = ?').run('包裹已放入小区快递柜，取件码 6072', orders.shipped)
  db.prepare('UPDATE orders SET service_data = ? WHERE id = ?').run(
    JSON.stringify({
      service_name: '美妆顾问 林晓',
      service_mobile: '13912345678',
      service_duration_minute: 45,
      service_start_time: now - 5 * 86400,
      service_end_time: now - 5 * 86400 + 45 * 60,
    }),
    orders.done,
  )

  // Reviews: the demo user's reviewed order, plus a few from buyer2 so goods pages have comments to show.
  const insertComment =
    db.prepare(`INSERT INTO goods_comments (user_id, goods_id, order_id, spec_text, content, images, rating, is_show, is_anonymous, is_reply, reply, reply_time, add_time)
    VALUES (?, ?, ?, ?, ?, '[]', ?, 1, ?, ?, ?, ?, ?)`)
  const reviewedAt = now - 60 * 24 * 10 * 60
  insertComment.run(
    demo,
    goodsId(2),
    orders.reviewed,
    '',
    '洗得很干净，一点也不紧绷，回购第三支了！',
    5,
    0,
    1,
    '感谢亲的支持，期待再次光临~',
    reviewedAt + HOUR,
    reviewedAt,
  )
  insertComment.run(demo, goodsId(9), orders.reviewed, '规格：30ml', '栀子花香很清新，留香大概四五个小时。', 4, 0, 0, '', 0, reviewedAt)
  const buyer2Reviews: Array<[number, string, number, number]> = [
    [1, '颜色很正，薄涂厚涂都好看，就是有点干。', 4, 0],
    [1, '显白！黄皮友好，已经推荐给同事了。', 5, 1],
    [3, '用了两周痘印淡了一些，会继续用。', 5, 0],
    [17, '很清爽，不搓泥，上妆前用也可以。', 5, 0],
  ]
  buyer2Reviews.forEach(([goods, content, rating, anonymous], i) =>
    insertComment.run(users.buyer2Id, goodsId(goods), 0, '', content, rating, anonymous, 0, '', 0, now - (i + 2) * 86400),
  )

  // An after-sale request on the reviewed order (return + refund, waiting for audit).
  const detail = db.prepare('SELECT id, goods_id, price FROM order_details WHERE order_id = ? ORDER BY id LIMIT 1').get(orders.reviewed) as {
    id: number
    goods_id: number
    price: number
  }
  const reviewedNo = (db.prepare('SELECT order_no FROM orders WHERE id = ?').get(orders.reviewed) as { order_no: string }).order_no
  db.prepare(
    `INSERT INTO order_aftersales (order_no, order_detail_id, order_id, goods_id, user_id, status, type, reason, number, price, msg, images, apply_time, add_time)
    VALUES (?, ?, ?, ?, ?, 2, 1, '不喜欢/不想要', 1, ?, '包装完好，申请退一支', '[]', ?, ?)`,
  ).run(reviewedNo, detail.id, orders.reviewed, detail.goods_id, demo, detail.price, now - 86400, now - 86400)

  // Cart: two rows for demo, one for buyer2.
  const insertCart = db.prepare(
    'INSERT INTO carts (user_id, goods_id, title, images, original_price, price, stock, spec, spec_key, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const addCart = (userId: number, n: number, spec: string[], qty: number) => {
    const id = goodsId(n)
    const goods = goodsRow.get(id) as { title: string; images: string }
    const base = specRow.get(id, spec.join(SPEC_KEY_SEPARATOR)) as { price: number; original_price: number }
    const types = (specTypes.all(id) as Array<{ name: string }>).map((r) => r.name)
    const specJson = spec.length ? JSON.stringify(spec.map((value, i) => ({ type: types[i], value }))) : ''
    insertCart.run(userId, id, goods.title, goods.images, base.original_price, base.price, qty, specJson, spec.join(SPEC_KEY_SEPARATOR), now - 3600)
  }
  addCart(demo, 1, ['02 豆沙', '正装 3.5g'], 1)
  addCart(demo, 5, [], 2)
  addCart(users.buyer2Id, 7, [], 1)

  const insertFavor = db.prepare('INSERT INTO user_goods_favor (user_id, goods_id, add_time) VALUES (?, ?, ?)')
  ;[1, 3, 4, 9].forEach((n, i) => insertFavor.run(demo, goodsId(n), now - (i + 1) * 7200))
  insertFavor.run(users.buyer2Id, goodsId(1), now - 7200)

  const insertBrowse = db.prepare('INSERT INTO user_goods_browse (user_id, goods_id, access_count, add_time, upd_time) VALUES (?, ?, ?, ?, ?)')
  ;[1, 2, 3, 5, 9, 17].forEach((n, i) => insertBrowse.run(demo, goodsId(n), i + 1, now - (i + 1) * 5400, now - (i + 1) * 3600))

  const insertMessage = db.prepare(
    'INSERT INTO messages (user_id, title, detail, business_id, business_type, type, is_read, add_time) VALUES (?, ?, ?, ?, ?, 0, ?, ?)',
  )
  const orderNo = (id: number) => (db.prepare('SELECT order_no FROM orders WHERE id = ?').get(id) as { order_no: string }).order_no
  insertMessage.run(demo, '订单新增', `订单创建成功，订单号 ${orderNo(orders.pending)}`, orders.pending, '订单', 0, now - 600)
  insertMessage.run(demo, '订单发货', `订单 ${orderNo(orders.shipped)} 已发货，顺丰速运 SF1234567890`, orders.shipped, '订单', 0, now - 28 * HOUR)
  insertMessage.run(demo, '订单取消', `订单 ${orderNo(orders.cancelled)} 已取消`, orders.cancelled, '订单', 1, now - 3 * 86400)
  insertMessage.run(demo, '积分变动', '订单商品赠送积分增加20', orders.done, '积分', 1, now - 4 * 86400)
  insertMessage.run(demo, '欢迎加入', '欢迎来到美妆优选商城，新人专享礼已放入您的账户。', 0, '系统', 1, now - 90 * 86400)

  // Points: 500 welcome + 160 + 20 = 680, matching users.integral.
  const insertPoints = db.prepare(
    'INSERT INTO user_integral_log (user_id, type, original_integral, new_integral, operation_integral, msg, operation_id, add_time) VALUES (?, 1, ?, ?, ?, ?, ?, ?)',
  )
  insertPoints.run(demo, 0, 500, 500, '新用户注册赠送', 0, now - 90 * 86400)
  insertPoints.run(demo, 500, 660, 160, '订单商品赠送', orders.reviewed, now - 9 * 86400)
  insertPoints.run(demo, 660, 680, 20, '订单商品赠送', orders.done, now - 4 * 86400)
}
