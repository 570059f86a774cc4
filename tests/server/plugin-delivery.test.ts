import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

const delivery = (app: TestApp, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'delivery', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })
const order = (app: TestApp, action: string, params: Record<string, unknown>, token: string, lang = 'zh') => delivery(app, 'order', action, params, token, lang)

/** A photo uploaded through ueditor (the way the page does it); returns its URL. */
async function uploadPhoto(app: TestApp, token: string): Promise<string> {
  const form = new FormData()
  form.append('action', 'uploadimage')
  form.append('path_type', 'plugins_delivery')
  form.append('upfile', new Blob([PNG], { type: 'image/png' }), 'proof.png')
  const query = new URLSearchParams({ s: 'ueditor/index', application: 'app', application_client_type: 'h5', token, ajax: 'ajax' })
  const reply = (await (await fetch(`${app.baseUrl}/api.php?${query}`, { method: 'POST', body: form })).json()) as { code: number; data: { url: string } }
  expect(reply.code).toBe(0)
  return reply.data.url
}

const statusOf = (app: TestApp, id: number) => (app.app.db.prepare('SELECT status FROM delivery_orders WHERE id = ?').get(id) as { status: number }).status
const idIn = (app: TestApp, status: number) =>
  (app.app.db.prepare('SELECT id FROM delivery_orders WHERE status = ? ORDER BY id LIMIT 1').get(status) as { id: number }).id

describe('delivery plugin', () => {
  let app: TestApp
  let courier: string
  let demo: string
  let buyer2: string
  useTestApp(
    startTestApp,
    (started) => ([app, courier, demo, buyer2] = [started, started.tokenFor('courier'), started.tokenFor('demo'), started.tokenFor('buyer2')]),
  )

  it('lists the courier deliveries with status tabs, counts, rows and the upload folder', async () => {
    const list = await order(app, 'index', { page: 1 }, courier)
    expect(list.code).toBe(0)
    expect(list.data.nav_type_list.map((n: { value: number; count: number }) => [n.value, n.count])).toEqual([
      [-1, 4],
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 1],
    ])
    expect(list.data.editor_path_type).toBe('plugins_delivery')
    expect(list.data.total).toBe(4)
    const row = list.data.data.find((r: { status: number }) => r.status === 1)
    expect(row).toMatchObject({
      status_name: '待配送',
      main_order_no: expect.any(String),
      merchant_name: '美妆优选商城',
      warehouse_address: { name: '美妆优选静安仓', address_info: expect.stringContaining('上海市'), lng: 121.444 },
      user_address: { name: '林小美', tel: '13800000000', address_info: expect.stringContaining('上海市'), lat: 31.229 },
    })
    const waiting = await order(app, 'index', { type: 1, lat: 31.23, lng: 121.45 }, courier)
    expect(waiting.data.data).toHaveLength(1)
    expect(waiting.data.data[0].distance).toMatch(/^\d+(\.\d+)?(km|m)$/)
    const byPhone = await order(app, 'index', { keywords: '138000' }, courier)
    expect(byPhone.data.total).toBe(4)
    expect((await order(app, 'index', { keywords: '%' }, courier)).data.total).toBe(0)
    expect((await order(app, 'index', { type: 9 }, courier)).code).toBe(-1)
    expect(await order(app, 'index', { type: 'x' }, courier, 'en')).toMatchObject({ code: -1, msg: 'Invalid delivery status' })
  })

  it('refuses shoppers who are not couriers, and guests', async () => {
    expect(await order(app, 'index', {}, demo)).toMatchObject({ code: -1, msg: '你还不是本店的配送员', data: { is_delivery_staff: 0 } })
    expect(await order(app, 'index', {}, demo, 'en')).toMatchObject({ code: -1, msg: 'You are not a courier of this shop' })
    expect((await order(app, 'index', {}, '')).code).toBe(-400)
    const id = idIn(app, 1)
    expect((await order(app, 'startdelivery', { id }, buyer2)).code).toBe(-1)
    expect(statusOf(app, id)).toBe(1)
  })

  it('follows the spec transitions only: start, abnormal (reason + photo), redeliver, complete', async () => {
    const id = idIn(app, 1)
    const photo = await uploadPhoto(app, courier)
    // No jump from "not started" to "delivered" or "abnormal".
    expect(await order(app, 'successdelivery', { id, images: [photo] }, courier)).toMatchObject({ code: -1, msg: expect.stringContaining('待配送') })
    expect((await order(app, 'abnormaldelivery', { id, reason: 'x', images: [photo] }, courier)).code).toBe(-1)
    expect(statusOf(app, id)).toBe(1)

    expect(await order(app, 'startdelivery', { id }, courier)).toMatchObject({ code: 0, msg: '已开始配送', data: { status: 2 } })
    expect(await order(app, 'startdelivery', { id }, courier)).toMatchObject({ code: -1, msg: expect.stringContaining('配送中') })

    // Abnormal needs a reason, both texts within 200 characters, and a photo of this site.
    expect(await order(app, 'abnormaldelivery', { id, images: [photo] }, courier)).toMatchObject({ code: -1, msg: '请填写异常原因' })
    expect(await order(app, 'abnormaldelivery', { id, reason: '无人', images: [] }, courier, 'en')).toMatchObject({ code: -1, msg: 'Please upload a photo' })
    expect((await order(app, 'abnormaldelivery', { id, reason: 'r'.repeat(201), images: [photo] }, courier)).msg).toBe('异常原因最多 200 个字符')
    expect((await order(app, 'abnormaldelivery', { id, reason: '无人', msg: 'm'.repeat(201), images: [photo] }, courier)).msg).toBe('描述最多 200 个字符')
    expect((await order(app, 'abnormaldelivery', { id, reason: '无人', images: ['https://evil.example/x.png'] }, courier)).code).toBe(-1)
    expect(statusOf(app, id)).toBe(2)
    const reported = await order(app, 'abnormaldelivery', { id, reason: '<b>无人签收</b>', msg: '电话未接通', images: [photo] }, courier)
    expect(reported).toMatchObject({ code: 0, data: { status: 4 } })
    const abnormal = (await order(app, 'detail', { id }, courier)).data.data
    expect(abnormal).toMatchObject({ status: 4, reason: '无人签收', abnormal_msg: '电话未接通', abnormal_images: [photo] })

    expect(await order(app, 'startdelivery', { id }, courier)).toMatchObject({ code: 0, msg: '已重新开始配送' })
    expect(await order(app, 'successdelivery', { id, msg: '放门卫', images: [] }, courier)).toMatchObject({ code: -1, msg: '请上传照片' })
    expect(await order(app, 'successdelivery', { id, msg: '放门卫', images: [photo] }, courier)).toMatchObject({ code: 0, data: { status: 3 } })
    expect((await order(app, 'startdelivery', { id }, courier)).code).toBe(-1)

    const detail = (await order(app, 'detail', { id }, courier)).data.data
    expect(detail).toMatchObject({ status: 3, success_delivery_msg: '放门卫', success_delivery_images: [photo] })
    expect(detail.goods_data[0]).toMatchObject({
      title: expect.any(String),
      spec: '规格:30ml',
      buy_number: 1,
      goods_url: expect.stringContaining('goods-detail'),
    })
    expect(detail.logs.map((l: { action: string }) => l.action)).toEqual(['success', 'redeliver', 'abnormal', 'start', 'dispatch'])
  })

  it('only the assigned courier can see or move a delivery', async () => {
    const db = app.app.db
    const buyer2Id = (db.prepare("SELECT id FROM users WHERE username = 'buyer2'").get() as { id: number }).id
    db.prepare('INSERT INTO delivery_teams (user_id, idcard_name, add_time) VALUES (?, ?, 0)').run(buyer2Id, '第二位')
    const id = idIn(app, 2)
    expect((await order(app, 'index', {}, buyer2)).data.total).toBe(0)
    expect(await order(app, 'detail', { id }, buyer2)).toMatchObject({ code: -1, msg: '配送单不存在' })
    expect((await order(app, 'abnormaldelivery', { id, reason: 'x', images: [await uploadPhoto(app, buyer2)] }, buyer2)).code).toBe(-1)
    expect(statusOf(app, id)).toBe(2)
    db.prepare('DELETE FROM delivery_teams WHERE user_id = ?').run(buyer2Id)
  })

  it('logistics: the order owner and the courier see the map data, others nothing', async () => {
    const id = idIn(app, 2)
    const mine = await order(app, 'logistics', { id }, demo)
    expect(mine.code).toBe(0)
    expect(mine.data).toMatchObject({ status: 2, scale: 13, team: { idcard_name: '李明', user: { mobile: '13700000001' } } })
    expect(mine.data.markers.map((m: { kind: string }) => m.kind)).toEqual(['warehouse', 'courier', 'user'])
    expect(mine.data.polyline[0].points).toHaveLength(3)
    expect(mine.data.start_delivery_time).not.toBe('')
    expect((await order(app, 'logistics', { id }, courier)).code).toBe(0)
    expect(await order(app, 'logistics', { id }, buyer2)).toMatchObject({ code: -1, msg: '没有这个订单的配送信息' })
    expect((await order(app, 'logistics', {}, demo)).code).toBe(-1)
    // The shopper's order answers name the delivery to track.
    const orderId = (app.app.db.prepare('SELECT order_id FROM delivery_orders WHERE id = ?').get(id) as { order_id: number }).order_id
    const detail = await app.call('order/detail', { id: orderId }, { token: demo })
    expect(detail.data.data.plugins_delivery_data).toEqual(expect.any(Number))
  })

  it('location reports move the courier on the map; bad coordinates are refused', async () => {
    expect(await delivery(app, 'user', 'locationreport', { lat: 39.95, lng: 116.45 }, courier)).toMatchObject({ code: 0 })
    expect((await delivery(app, 'user', 'locationreport', { lat: 'north', lng: 116 }, courier)).code).toBe(-1)
    expect((await delivery(app, 'user', 'locationreport', { lat: 91, lng: 116 }, courier)).code).toBe(-1)
    expect((await delivery(app, 'user', 'locationreport', { lat: 39, lng: 116 }, demo)).code).toBe(-1)
    const team = app.app.db.prepare("SELECT lat, lng FROM delivery_teams t JOIN users u ON u.id = t.user_id WHERE u.username = 'courier'").get()
    expect(team).toEqual({ lat: 39.95, lng: 116.45 })
  })

  it('switched off: -11 and no delivery key on orders', async () => {
    setPluginEnabled(app.app.db, 'delivery', false)
    try {
      expect((await order(app, 'index', {}, courier)).code).toBe(-11)
      const id = idIn(app, 2)
      const orderId = (app.app.db.prepare('SELECT order_id FROM delivery_orders WHERE id = ?').get(id) as { order_id: number }).order_id
      expect((await app.call('order/detail', { id: orderId }, { token: demo })).data.data.plugins_delivery_data).toBeUndefined()
    } finally {
      setPluginEnabled(app.app.db, 'delivery', true)
    }
  })
})
