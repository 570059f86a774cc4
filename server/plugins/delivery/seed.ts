// Demo data: the courier account (courier / courier123456) with one delivery in every state, taken from
// the demo shopper's dispatched orders, and the warehouse they are collected from.
import type { Database } from 'better-sqlite3'
import { one, run } from '../../db'
import { ensureStaffAccount } from './staff'
import { DELIVERY_STATUS } from './views'

export const COURIER_ACCOUNT = { username: 'courier', password: 'courier123456', nickname: '配送员小李', mobile: '13700000001' }

const HOUR = 3600
interface Place {
  lng: number
  lat: number
}
interface City {
  warehouse: { name: string; alias: string; contact: string; tel: string; address: string } & Place
  /** Where the demo shopper's address in this city is. */
  shopper: Place
}

// The demo shopper's home is in Beijing (Dongcheng), the office in Shanghai (Jing'an): each city's
// parcels leave from that city's warehouse.
const CITIES: Record<string, City> = {
  北京市: {
    warehouse: {
      name: '美妆优选朝阳仓',
      alias: '朝阳仓',
      contact: '王仓管',
      tel: '010-64000000',
      address: '北京市朝阳区酒仙桥路10号',
      lng: 116.4912,
      lat: 39.9718,
    },
    shopper: { lng: 116.4032, lat: 39.9147 },
  },
  上海市: {
    warehouse: {
      name: '美妆优选静安仓',
      alias: '静安仓',
      contact: '赵仓管',
      tel: '021-56000000',
      address: '上海市静安区江场西路299号',
      lng: 121.444,
      lat: 31.279,
    },
    shopper: { lng: 121.4537, lat: 31.229 },
  },
}
// The courier is out on the Beijing parcel, between the warehouse and the shopper.
const COURIER_AT: Place = { lng: 116.4421, lat: 39.9406 }

interface SeedDelivery {
  orderId: number
  status: number
  hoursAgo: number
  describe: string
  success?: { msg: string; images: string[] }
  abnormal?: { reason: string; msg: string; images: string[] }
}

export function seedDelivery(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const courierId = ensureStaffAccount(db, COURIER_ACCOUNT, now)
  const teamId = Number(
    run(
      db,
      'INSERT INTO delivery_teams (user_id, idcard_name, work_photo, tel, lng, lat, location_time, add_time, upd_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      courierId,
      '李明',
      '/static/plugins/delivery/courier.svg',
      COURIER_ACCOUNT.mobile,
      COURIER_AT.lng,
      COURIER_AT.lat,
      now - 300,
      now - 60 * 86400,
      now,
    ).lastInsertRowid,
  )
  const warehouseIds = new Map<string, number>()
  for (const [province, { warehouse: w }] of Object.entries(CITIES)) {
    const id = run(
      db,
      'INSERT INTO delivery_warehouses (name, alias, contact, tel, address, lng, lat, add_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      w.name,
      w.alias,
      w.contact,
      w.tel,
      w.address,
      w.lng,
      w.lat,
      now - 60 * 86400,
    ).lastInsertRowid
    warehouseIds.set(province, Number(id))
  }

  const demo = one<{ id: number }>(db, "SELECT id FROM users WHERE username = 'demo'")
  if (!demo) return
  const orderIn = (status: number) => one<{ id: number }>(db, 'SELECT id FROM orders WHERE user_id = ? AND status = ? ORDER BY id LIMIT 1', demo.id, status)?.id
  const toShip = orderIn(2)
  const shipped = orderIn(3)
  const completed = orderIn(4)

  const deliveries: SeedDelivery[] = []
  if (completed)
    deliveries.push({
      orderId: completed,
      status: DELIVERY_STATUS.delivered,
      hoursAgo: 72,
      describe: '工作日白天送达',
      success: { msg: '本人签收', images: ['/static/plugins/delivery/proof.svg'] },
    })
  if (shipped) {
    deliveries.push({
      orderId: shipped,
      status: DELIVERY_STATUS.abnormal,
      hoursAgo: 6,
      describe: '第 2 件包裹',
      abnormal: { reason: '收件人电话无人接听', msg: '到达小区门口，电话三次未接通，已改约明天上午。', images: ['/static/plugins/delivery/abnormal.svg'] },
    })
    deliveries.push({ orderId: shipped, status: DELIVERY_STATUS.delivering, hoursAgo: 3, describe: '第 1 件包裹，易碎品轻拿轻放' })
  }
  if (toShip) deliveries.push({ orderId: toShip, status: DELIVERY_STATUS.waiting, hoursAgo: 1, describe: '货到付款，请当面收款' })

  for (const d of deliveries) {
    const province = one<{ province_name: string }>(db, 'SELECT province_name FROM order_addresses WHERE order_id = ?', d.orderId)?.province_name ?? ''
    const city = province in CITIES ? province : '北京市'
    insertDelivery(db, d, teamId, warehouseIds.get(city) ?? 0, CITIES[city].shopper, now)
  }
}

function insertDelivery(db: Database, d: SeedDelivery, teamId: number, warehouseId: number, destination: Place, now: number): void {
  const added = now - d.hoursAgo * HOUR
  const started = d.status === DELIVERY_STATUS.waiting ? 0 : added + 600
  const finished = d.status === DELIVERY_STATUS.delivered ? started + 2 * HOUR : 0
  const failed = d.status === DELIVERY_STATUS.abnormal ? started + HOUR : 0
  const id = Number(
    run(
      db,
      `INSERT INTO delivery_orders (team_id, order_id, warehouse_id, status, describe, user_lng, user_lat, start_delivery_time, success_delivery_time,
        success_delivery_msg, success_delivery_images, abnormal_delivery_time, abnormal_reason, abnormal_msg, abnormal_images, add_time, upd_time)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      teamId,
      d.orderId,
      warehouseId,
      d.status,
      d.describe,
      destination.lng,
      destination.lat,
      started,
      finished,
      d.success?.msg ?? '',
      JSON.stringify(d.success?.images ?? []),
      failed,
      d.abnormal?.reason ?? '',
      d.abnormal?.msg ?? '',
      JSON.stringify(d.abnormal?.images ?? []),
      added,
      finished || failed || started || added,
    ).lastInsertRowid,
  )
  const log = (action: string, status: number, at: number, extra: { reason?: string; msg?: string; images?: string[] } = {}) =>
    run(
      db,
      'INSERT INTO delivery_order_logs (delivery_id, action, status, reason, msg, images, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
      id,
      action,
      status,
      extra.reason ?? '',
      extra.msg ?? '',
      JSON.stringify(extra.images ?? []),
      at,
    )
  log('dispatch', DELIVERY_STATUS.waiting, added)
  if (started) log('start', DELIVERY_STATUS.delivering, started)
  if (finished) log('success', DELIVERY_STATUS.delivered, finished, d.success)
  if (failed) log('abnormal', DELIVERY_STATUS.abnormal, failed, d.abnormal)
}
