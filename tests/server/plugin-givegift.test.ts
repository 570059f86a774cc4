import { DEMO_GIFT } from '../../server/plugins/givegift/seed'
import { dbFingerprint } from './db-fingerprint'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const GIFT_GOODS = 16

const gift = (app: TestApp, control: string, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'givegift', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })

/** goods_data of a claim checkout, encoded as the storefront sends it. */
function claimData(value: string, type: 'code' | 'key', extra: Record<string, unknown> = {}) {
  const items = [
    { goods_id: GIFT_GOODS, stock: 1, spec: [], plugins_givegift_value: value, plugins_givegift_type: type, plugins_givegift_user_message: '谢谢！', ...extra },
  ]
  return { buy_type: 'goods', goods_data: encodeURIComponent(Buffer.from(JSON.stringify(items)).toString('base64')) }
}

/** Everything a claim or a refused request could change: gifts, codes, orders, stock. */
function snapshot(app: TestApp): string {
  const gifts = app.app.db.prepare('SELECT id, status, message_tips, is_no_limit_receive, is_delete_time FROM givegift_gifts ORDER BY id').all()
  const codes = app.app.db.prepare('SELECT id, status, use_user_id, order_id FROM givegift_codes ORDER BY id').all()
  return JSON.stringify({ gifts, codes, shop: dbFingerprint(app.app.db) })
}

describe('givegift plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  let buyer2Address: number
  useTestApp(startTestApp, (started) => {
    ;[app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]
    buyer2Address = (
      started.app.db.prepare("SELECT a.id FROM user_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = 'buyer2'").get() as { id: number }
    ).id
  })

  it('seeds gifts in every status, with codes of the paid one (one claimed by buyer2)', async () => {
    const list = await gift(app, 'gift', 'index', {}, demo)
    expect(list.code).toBe(0)
    expect(list.data.data_list.map((g: { status: number }) => g.status).sort()).toEqual([0, 1, 2])
    expect(list.data.field_list).toEqual(expect.arrayContaining([{ name: '祝福语', field: 'message_tips' }]))
    const paid = list.data.data_list.find((g: { status: number }) => g.status === 1)
    expect(paid).toMatchObject({ key: DEMO_GIFT.key, buy_number: 3, receive_number: 1, goods: { id: GIFT_GOODS } })
    const codes = await gift(app, 'giftcode', 'index', { oid: paid.id }, demo)
    expect(codes.data.data_list).toHaveLength(3)
    expect(codes.data.data_list[0]).toMatchObject({ code: DEMO_GIFT.claimed, status: 1, use_user: { user_name_view: expect.any(String) } })
    const tabs = await gift(app, 'gift', 'init', {}, demo)
    expect(tabs.data.nav_status_list.map((t: { value: number }) => t.value)).toEqual([-1, 0, 1, 2])
    // Someone else's gift is not found, not shown.
    expect(await gift(app, 'giftcode', 'index', { oid: paid.id }, buyer2)).toMatchObject({ code: -1, msg: '礼物不存在或已删除' })
    expect((await gift(app, 'gift', 'index')).code).toBe(-400)
  })

  it('create validates units and message, then DemoPay issues one code per unit', async () => {
    const before = snapshot(app)
    expect(await gift(app, 'gift', 'create', { goods_id: 2, buy_number: 1 }, demo)).toMatchObject({ code: -1, msg: '该商品不支持送礼' })
    expect(await gift(app, 'gift', 'create', { goods_id: GIFT_GOODS, buy_number: 0 }, demo, 'en')).toMatchObject({
      code: -1,
      msg: 'The number of units is not valid',
    })
    expect(await gift(app, 'gift', 'create', { goods_id: GIFT_GOODS, buy_number: 999 }, demo)).toMatchObject({
      code: -1,
      msg: expect.stringContaining('库存不足'),
    })
    expect(await gift(app, 'gift', 'create', { goods_id: GIFT_GOODS, buy_number: 1, message_tips: 'x'.repeat(201) }, demo, 'en')).toMatchObject({
      code: -1,
      msg: 'The message can be at most 200 characters',
    })
    expect(snapshot(app)).toBe(before)
    const created = await gift(app, 'gift', 'create', { goods_id: GIFT_GOODS, buy_number: 2, is_no_limit_receive: false, message_tips: '<b>送你</b>' }, demo)
    expect(created).toMatchObject({ code: 0, data: { is_success: 0, total_price: '158.00' } })
    const id = created.data.order_id
    const detail = await gift(app, 'gift', 'detail', { id }, demo)
    expect(detail.data.data).toMatchObject({ status: 0, message_tips: '送你', is_no_limit_receive: 0 })
    const paid = await gift(app, 'gift', 'pay', { order_id: id, payment_id: 2 }, demo)
    expect(paid).toMatchObject({ code: 0, data: { is_success: 1 } })
    expect((await gift(app, 'gift', 'pay', { order_id: id, payment_id: 2 }, demo)).code).toBe(-1)
    const codes = await gift(app, 'giftcode', 'index', { oid: id, status: 0 }, demo)
    expect(codes.data.data_list).toHaveLength(2)
    expect(codes.data.data_list[0].code).toMatch(/^[A-Z2-9]{12}$/)
  })

  it('claims a code at zero cost; a claimed code, your own gift or a second unit of a limited gift is refused and changes nothing', async () => {
    const open = await gift(app, 'gift', 'receive', { code: DEMO_GIFT.codes[1] }, buyer2)
    expect(open.data).toMatchObject({ code: DEMO_GIFT.codes[1], receive_status: 0, goods: { id: GIFT_GOODS }, desc: expect.stringContaining('生日快乐') })
    const preview = await app.call('buy/index', claimData(DEMO_GIFT.codes[1], 'code'), { token: buyer2 })
    expect(preview.data.base.actual_price).toBe('0.00')
    expect(preview.data.goods_list[0].order_base.extension_data[0]).toMatchObject({ business: 'plugins-givegift' })
    const created = await app.call('buy/add', { ...claimData(DEMO_GIFT.codes[1], 'code'), address_id: buyer2Address }, { token: buyer2 })
    expect(created).toMatchObject({ code: 0, data: { order_status: 2 } })
    const order = app.app.db.prepare('SELECT status, pay_status, total_price FROM orders WHERE id = ?').get(created.data.order_ids[0])
    expect(order).toEqual({ status: 2, pay_status: 1, total_price: 0 })
    const code = app.app.db.prepare('SELECT status, order_id, user_message FROM givegift_codes WHERE code = ?').get(DEMO_GIFT.codes[1])
    expect(code).toEqual({ status: 1, order_id: created.data.order_ids[0], user_message: '谢谢！' })

    const before = snapshot(app)
    // (A different note: an identical buy/add within 3 s is answered with the first order, by design.)
    expect(
      await app.call('buy/add', { ...claimData(DEMO_GIFT.codes[1], 'code'), address_id: buyer2Address, user_note: 'again' }, { token: buyer2 }),
    ).toMatchObject({
      code: -1,
      msg: '该礼物已被领取',
    })
    expect(await app.call('buy/index', claimData(DEMO_GIFT.claimed, 'code'), { token: buyer2, lang: 'en' })).toMatchObject({
      code: -1,
      msg: 'This gift has already been claimed',
    })
    expect(await app.call('buy/index', claimData(DEMO_GIFT.codes[2], 'code'), { token: demo })).toMatchObject({
      code: -1,
      msg: '这是你送出的礼物，分享给好友领取吧',
    })
    expect(await app.call('buy/index', claimData('NOSUCHCODE12', 'code'), { token: buyer2 })).toMatchObject({ code: -1, msg: '领取码不存在，请核对后再试' })
    expect(await app.call('buy/index', claimData(DEMO_GIFT.codes[2], 'code', { stock: 2 }), { token: buyer2 })).toMatchObject({ code: -1 })
    expect(await app.call('buy/index', claimData(DEMO_GIFT.codes[2], 'code', { goods_id: 2 }), { token: buyer2 })).toMatchObject({
      code: -1,
      msg: '礼物商品有误',
    })
    expect(snapshot(app)).toBe(before)
    expect((await gift(app, 'gift', 'receive', { code: DEMO_GIFT.codes[1] })).data).toMatchObject({ receive_status: 1, receive_msg: '该礼物已被领取' })
  })

  it('the link of a limited gift gives each shopper one unit; the giver sees who claimed', async () => {
    const created = await gift(app, 'gift', 'create', { goods_id: GIFT_GOODS, buy_number: 2, is_no_limit_receive: 0 }, demo)
    await gift(app, 'gift', 'pay', { order_id: created.data.order_id, payment_id: 2 }, demo)
    const { key } = (await gift(app, 'gift', 'detail', { id: created.data.order_id }, demo)).data.data
    expect((await app.call('buy/add', { ...claimData(key, 'key'), address_id: buyer2Address }, { token: buyer2 })).code).toBe(0)
    const before = snapshot(app)
    expect(await app.call('buy/add', { ...claimData(key, 'key'), address_id: buyer2Address, user_note: 'again' }, { token: buyer2 })).toMatchObject({
      code: -1,
      msg: '你已领取过这份礼物',
    })
    expect(snapshot(app)).toBe(before)
    const codes = await gift(app, 'giftcode', 'index', { oid: created.data.order_id, status: 1 }, demo)
    expect(codes.data.data_list).toEqual([expect.objectContaining({ status: 1, use_user: expect.objectContaining({ user_name_view: expect.any(String) }) })])
  })

  it('edit, cancel and delete follow the status; someone else cannot touch a gift', async () => {
    const created = await gift(app, 'gift', 'create', { goods_id: GIFT_GOODS, buy_number: 1 }, demo)
    const id = created.data.order_id
    const before = snapshot(app)
    expect(await gift(app, 'gift', 'save', { id, message_tips: 'hi', is_no_limit_receive: 0 }, buyer2)).toMatchObject({ code: -1, msg: '礼物不存在或已删除' })
    expect(await gift(app, 'gift', 'cancel', { ids: String(id) }, buyer2)).toMatchObject({ code: -1 })
    expect(await gift(app, 'gift', 'delete', { ids: String(id) }, demo)).toMatchObject({ code: -1, msg: '只有已取消的礼物可以删除' })
    expect(await gift(app, 'gift', 'save', { id, message_tips: 'y'.repeat(201) }, demo)).toMatchObject({ code: -1 })
    expect(snapshot(app)).toBe(before)
    expect((await gift(app, 'gift', 'save', { id, message_tips: '新的祝福', is_no_limit_receive: 0 }, demo)).code).toBe(0)
    expect((await gift(app, 'gift', 'cancel', { ids: String(id) }, demo)).code).toBe(0)
    expect(await gift(app, 'gift', 'save', { id, message_tips: 'x' }, demo)).toMatchObject({ code: -1, msg: '已取消的礼物不能编辑' })
    expect((await gift(app, 'gift', 'delete', { ids: String(id) }, demo)).code).toBe(0)
    expect((await gift(app, 'gift', 'detail', { id }, demo)).code).toBe(-1)
  })

  it('goods detail of a giftable goods links to giving it', async () => {
    const detail = await app.call('goods/detail', { id: GIFT_GOODS })
    expect(detail.data.plugins_givegift_data).toEqual({ is_gift: 1, url: `/pages/plugins/givegift/goods/goods?goods_id=${GIFT_GOODS}` })
    expect((await app.call('goods/detail', { id: 2 })).data.plugins_givegift_data).toBeUndefined()
  })
})
