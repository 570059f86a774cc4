// orderresources (api-plugins-2 §3.19): what the merchant attached to an order (images, videos, files,
// a note), read-only for the shopper; order answers flag the orders that have some.
import type { Database } from 'better-sqlite3'
import { definePlugin } from '../../core/plugins'
import { defineMessages } from '../../core/i18n'
import { ok, type Ctx } from '../../core/router'
import { requireId } from '../../core/validate'
import { all, one, run } from '../../db'
import { writeStatic } from '../../db/seed/svg'
import { registerOrderExtension } from '../../services/order/order-extensions'
import { userOrder } from '../../services/order/orders'

defineMessages({
  'orderresources.title': { zh: '订单资源', en: 'Order resources' },
})

interface ResourceRow {
  images: string
  videos: string
  files: string
  note: string
}

const parseList = <T>(json: string): T[] => {
  try {
    const value = JSON.parse(json)
    return Array.isArray(value) ? value : []
  } catch {
    return []
  }
}

function resourcesOf(db: Database, orderId: number): ResourceRow | undefined {
  return one<ResourceRow>(db, 'SELECT images, videos, files, note FROM order_resources WHERE order_id = ?', orderId)
}

function index(ctx: Ctx) {
  const user = ctx.requireUser()
  const order = userOrder(ctx, user.id, requireId(ctx, 'oid'))
  const row = resourcesOf(ctx.db, order.id)
  return ok({
    images_data: parseList<string>(row?.images ?? '[]').map((path) => ctx.img(path)),
    video_data: parseList<string>(row?.videos ?? '[]').map((path) => ctx.img(path)),
    file_data: parseList<{ title: string; url: string }>(row?.files ?? '[]').map((file) => ({ title: file.title, url: ctx.img(file.url) })),
    note: row?.note ?? '',
  })
}

registerOrderExtension({ plugin: 'orderresources', extend: (ctx, orderId) => (resourcesOf(ctx.db, orderId) ? { plugins_orderresources_data: 1 } : {}) })

/** demo's completed orders: the first gets photos, a care guide and a note; the second only a note. */
function seed(db: Database, date: Date): void {
  const now = Math.floor(date.getTime() / 1000)
  const completed = all<{ id: number }>(
    db,
    "SELECT o.id FROM orders o JOIN users u ON u.id = o.user_id WHERE u.username = 'demo' AND o.status = 4 ORDER BY o.id LIMIT 2",
  )
  if (!completed.length) return
  const guide = writeStatic(
    'plugins/orderresources/care-guide.txt',
    '护理指南 / Care guide\n\n1. 开封后请于 12 个月内用完。Use within 12 months of opening.\n2. 避免阳光直射，置于阴凉处。Keep away from direct sunlight.\n',
  )
  const photos = all<{ images: string }>(
    db,
    'SELECT g.images FROM order_details d JOIN goods g ON g.id = d.goods_id WHERE d.order_id = ? LIMIT 2',
    completed[0].id,
  ).map((g) => g.images)
  run(
    db,
    'INSERT INTO order_resources (order_id, images, videos, files, note, add_time) VALUES (?, ?, ?, ?, ?, ?)',
    completed[0].id,
    JSON.stringify(photos),
    '[]',
    JSON.stringify([{ title: '护理指南 Care guide.txt', url: guide }]),
    '感谢您的购买，附上商品实拍图和护理指南。',
    now,
  )
  if (completed[1])
    run(db, 'INSERT INTO order_resources (order_id, note, add_time) VALUES (?, ?, ?)', completed[1].id, '此订单的电子保修卡已发送至您的邮箱。', now)
}

definePlugin({
  name: 'orderresources',
  baseData: (ctx) => ({ application_name: ctx.t('orderresources.title') }),
  controls: { orderannex: { index } },
  seed,
})
