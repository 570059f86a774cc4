import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const JINGAN = { lng: 121.4551, lat: 31.2284 }
const LUJIAZUI = { lng: 121.502, lat: 31.2397 }
const ROSE_CLEANSER = 2 // sold by the Jing'an and Lujiazui stores
const PERFUME = 9 // Lujiazui only
const DEMO_PAY = 2

describe('realstore plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  let staff: string
  let staff2: string
  useTestApp(startTestApp, (started) => {
    app = started
    ;[demo, buyer2, staff, staff2] = ['demo', 'buyer2', 'storestaff', 'storestaff2'].map((name) => started.tokenFor(name))
  })

  const rs = (control: string, action: string, params: Record<string, unknown> = {}, token = demo, lang = 'zh') =>
    app.call('plugins/index', { pluginsname: 'realstore', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })
  const row = <T>(sql: string, ...args: unknown[]) => app.app.db.prepare(sql).get(...args) as T
  const allotByCode = (code: string) =>
    row<{ id: number; status: number; order_id: number }>('SELECT * FROM realstore_order_allots WHERE extraction_code = ?', code)
  const card = (code: string) =>
    row<{ id: number; use_number: number; valid_number: number; status: number }>('SELECT * FROM realstore_frequency_cards WHERE code = ?', code)

  describe('finding stores', () => {
    it('lists stores nearest first with their distance; keywords and goods narrow the list', async () => {
      const near = await rs('search', 'datalist', LUJIAZUI)
      expect(near.code).toBe(0)
      expect(near.data.data.map((s: { name: string }) => s.name)).toEqual(['美妆优选 陆家嘴体验店', '美妆优选 静安旗舰店', '美妆优选 王府井店'])
      expect(near.data.data[0]).toMatchObject({ distance: '0m', distance_unit: 'm' })
      expect(near.data.data[1]).toMatchObject({ distance_unit: 'km' })
      expect(near.data.data[1].distance_value).toBeGreaterThan(4)
      const fromJingan = await rs('search', 'datalist', JINGAN)
      expect(fromJingan.data.data[0].name).toBe('美妆优选 静安旗舰店')
      expect((await rs('search', 'datalist', { keywords: '王府井' })).data.data.map((s: { id: number }) => s.id)).toEqual([3])
      expect((await rs('search', 'datalist', { goods_id: PERFUME })).data.total).toBe(1)
      expect((await rs('search', 'datalist', { lng: 'east', lat: 1 })).data.data[0].distance).toBe('')
    })

    it('a store page says whether it is open: round the clock, by its hours, or closed for works', async () => {
      const stores = (await rs('search', 'datalist')).data.data as Array<{ id: number; status_info: { status: number; msg: string; time: string } }>
      const byId = new Map(stores.map((s) => [s.id, s.status_info]))
      expect(byId.get(1)).toMatchObject({ status: 1, time: '全天营业' })
      expect(byId.get(2)).toMatchObject({ status: 1, time: '09:00-21:00' })
      expect(byId.get(3)).toMatchObject({ status: 0, type: 2, msg: '店面升级，暂停营业' })
      const detail = await rs('detail', 'index', { id: 1 })
      expect(detail.data.info.buy_use_type_list.map((t: { index: number }) => t.index)).toEqual([2, 0])
      expect(detail.data.goods_category.length).toBeGreaterThan(1)
      expect((await rs('detail', 'index', { id: 99 })).code).toBe(-1)
      expect((await rs('detail', 'index', { id: 1, buy_use_type_data_index: 5 })).msg).toBe('该门店不支持此下单方式')
    })
  })

  describe('ordering from a store for pickup', () => {
    it("the store cart takes only the store's goods, then the order is collected there with a pickup code", async () => {
      expect((await rs('cart', 'save', { realstore_id: 1, goods_id: PERFUME, stock: 1 })).msg).toContain('门店不销售')
      const saved = await rs('cart', 'save', { realstore_id: 1, goods_id: ROSE_CLEANSER, stock: 2 })
      expect(saved.data).toMatchObject({ buy_number: 2, total_price: '138.00' })
      expect((await rs('detail', 'datalist', { id: 1 })).data.data.find((g: { id: number }) => g.id === ROSE_CLEANSER).buy_number).toBe(2)

      const params = { buy_type: 'goods', goods_data: [{ goods_id: ROSE_CLEANSER, stock: 2 }], realstore_id: 1, buy_use_type_data_index: 2 }
      const preview = await app.call('buy/index', { ...params, site_model: 0 }, { token: demo })
      expect(preview.code).toBe(0)
      expect(preview.data.buy_site_model_list).toEqual([{ value: 2, name: '到店自提', checked: true }])
      expect(preview.data.base).toMatchObject({ site_model: 2, address: { id: 1, name: '美妆优选 静安旗舰店' } })
      expect(preview.data.plugins_realstore_data).toMatchObject({ is_store_order: 1, realstore: { id: 1 } })

      const created = await app.call('buy/add', { ...params, site_model: 2, address_id: 1, payment_id: DEMO_PAY }, { token: demo })
      expect(created.code).toBe(0)
      const orderId = created.data.order_ids[0]
      const order = row<{ order_model: number; extraction_code: string; status: number }>('SELECT * FROM orders WHERE id = ?', orderId)
      expect(order.order_model).toBe(2)
      expect(order.extraction_code).toMatch(/^\d{6}$/)
      expect((await rs('detail', 'cartdata', { id: 1 })).data.buy_number).toBe(0)

      const pending = await rs('orderallot', 'index', { oid: orderId })
      expect(pending.data.data[0]).toMatchObject({ status: 0, status_name: '待支付', operate_data: { is_pay: 1, is_cancel: 1 } })
      expect((await app.call('order/pay', { ids: orderId, payment_id: DEMO_PAY }, { token: demo })).code).toBe(0)
      const paid = await rs('orderallot', 'detail', { id: pending.data.data[0].id })
      expect(paid.data.data).toMatchObject({
        status: 2,
        status_name: '已接收',
        extraction_data: { code: order.extraction_code },
        address_data: { name: '美妆优选 静安旗舰店' },
      })
      const detail = await app.call('order/detail', { id: orderId }, { token: demo })
      expect(detail.data.data).toMatchObject({ order_model: 2, extraction_data: { code: order.extraction_code }, plugins_is_order_allot_button: 1 })
    })

    it('a closed store takes no order and a store minimum must be met', async () => {
      const closed = await app.call(
        'buy/add',
        { buy_type: 'goods', goods_data: [{ goods_id: ROSE_CLEANSER, stock: 1 }], realstore_id: 3, payment_id: DEMO_PAY },
        { token: demo },
      )
      expect(closed.msg).toBe('店面升级，暂停营业，门店暂不接单')
      const small = await app.call(
        'buy/add',
        { buy_type: 'goods', goods_data: [{ goods_id: ROSE_CLEANSER, stock: 1 }], realstore_id: 2, payment_id: DEMO_PAY },
        { token: demo },
      )
      expect(small.msg).toBe('到店自提￥99.00起送')
      const en = await app.call(
        'buy/add',
        { buy_type: 'goods', goods_data: [{ goods_id: ROSE_CLEANSER, stock: 1 }], realstore_id: 2, payment_id: DEMO_PAY },
        { token: demo, lang: 'en' },
      )
      expect(en.msg).toBe('Store pickup: minimum order ￥99.00')
    })

    it('any checkout of goods stores sell offers store pickup: nearest, remembered, or tapped', async () => {
      const goods = { buy_type: 'goods', goods_data: [{ goods_id: ROSE_CLEANSER, stock: 2 }] }
      const express = await app.call('buy/index', goods, { token: demo })
      expect(express.data.buy_site_model_list.map((m: { value: number }) => m.value)).toEqual([0, 2])
      expect(express.data.base.site_model).toBe(0)
      const nearest = await app.call('buy/index', { ...goods, site_model: 2, lng: LUJIAZUI.lng, lat: LUJIAZUI.lat }, { token: demo })
      // Wangfujing is closed, so only the two open stores are offered.
      expect(nearest.data.base.extraction_address.map((a: { id: number }) => a.id)).toEqual([2, 1])
      expect(nearest.data.base.address.id).toBe(2)
      const remembered = await app.call('buy/index', { ...goods, site_model: 2, realstore_choice_id: 1, lng: LUJIAZUI.lng, lat: LUJIAZUI.lat }, { token: demo })
      expect(remembered.data.base.address.id).toBe(1)
      const tapped = await app.call('buy/index', { ...goods, site_model: 2, address_id: 2, realstore_choice_id: 1 }, { token: demo })
      expect(tapped.data.base.address.id).toBe(2)

      const order = await app.call('buy/add', { ...goods, site_model: 2, address_id: 2, payment_id: DEMO_PAY }, { token: demo })
      expect(order.code).toBe(0)
      expect(row<{ realstore_id: number }>('SELECT realstore_id FROM realstore_order_allots WHERE order_id = ?', order.data.order_ids[0]).realstore_id).toBe(2)
      // Shipped instead: no store order.
      const shipped = await app.call('buy/add', { ...goods, site_model: 0, address_id: 1, payment_id: DEMO_PAY, user_note: 'express' }, { token: demo })
      expect(shipped.code).toBe(0)
      expect(row('SELECT 1 FROM realstore_order_allots WHERE order_id = ?', shipped.data.order_ids[0])).toBeUndefined()
      expect(row<{ order_model: number }>('SELECT order_model FROM orders WHERE id = ?', shipped.data.order_ids[0]).order_model).toBe(0)
    })

    it('cancelling an unpaid store order cancels its order; a ready one can be confirmed as received', async () => {
      const toPay = allotByCode('510001')
      expect((await rs('orderallot', 'cancel', { id: toPay.id })).code).toBe(0)
      expect(allotByCode('510001').status).toBe(6)
      expect(row<{ status: number }>('SELECT status FROM orders WHERE id = ?', toPay.order_id).status).toBe(5)
      expect((await rs('orderallot', 'cancel', { id: toPay.id })).msg).toBe('门店订单状态不可操作[已取消]')
      const ready = allotByCode('510004')
      expect((await rs('orderallot', 'collect', { id: ready.id })).code).toBe(0)
      expect(allotByCode('510004').status).toBe(4)
      expect(row<{ status: number }>('SELECT status FROM orders WHERE id = ?', ready.order_id).status).toBe(4)
    })

    it('status tabs group the states; a bad status list is refused', async () => {
      const inService = await rs('orderallot', 'index', { status: '2,5' })
      expect(inService.data.data.every((a: { status: number }) => [2, 5].includes(a.status))).toBe(true)
      expect(inService.data.data.map((a: { status_name: string }) => a.status_name)).toEqual(expect.arrayContaining(['服务中', '已接收']))
      expect((await rs('orderallot', 'index', { status: '2,x' })).code).toBe(-1)
      expect((await rs('orderallot', 'index', { status: ['2'] })).code).toBe(-1)
    })
  })

  describe('punch cards', () => {
    it('each staff verification takes one use; the available count stops at zero', async () => {
      const before = card('80000001')
      expect(before).toMatchObject({ valid_number: 10, use_number: 3 })
      const first = await rs('adminorderallot', 'verification', { extraction_code: '80000001' }, staff)
      expect(first).toMatchObject({ code: 0, data: { type: 'card', available_number: 6 } })
      for (let left = 5; left >= 0; left--)
        expect((await rs('adminorderallot', 'verification', { extraction_code: '80000001' }, staff)).data.available_number).toBe(left)
      const refused = await rs('adminorderallot', 'verification', { extraction_code: '80000001' }, staff)
      expect(refused).toMatchObject({ code: -1, msg: '次卡已无可用次数' })
      expect(card('80000001')).toMatchObject({ use_number: 10, status: 2 })
      const listed = (await rs('frequencycard', 'index', { status: 2 })).data.data.find((c: { code: string }) => c.code === '80000001')
      expect(listed).toMatchObject({ available_number: 0, status_name: '已结束' })
      const used = await rs('frequencycard', 'usedlist', { cuid: card('80000001').id })
      expect(used.data.total).toBe(10)
      expect(used.data.data[0]).toMatchObject({ dec_number: 1, operate_name: '店员 静安店员' })
    })

    it('paused and closed cards are not used', async () => {
      expect((await rs('adminorderallot', 'verification', { extraction_code: '80000003' }, staff)).msg).toBe('次卡已暂停，无法使用')
      expect((await rs('adminorderallot', 'verification', { extraction_code: '80000004' }, staff, 'en')).msg).toBe('The card is closed and cannot be used')
      expect(card('80000003').use_number).toBe(1)
    })
  })

  describe('staff code check', () => {
    it('only staff of the store verify its pickup codes, once', async () => {
      const code = '510003'
      expect((await rs('adminorderallot', 'verification', { extraction_code: code }, demo)).msg).toBe('您不是门店店员，无法核销')
      expect((await rs('adminorderallot', 'verification', { extraction_code: code }, staff2)).msg).toBe('核销码不存在')
      expect(allotByCode(code).status).toBe(2)
      const done = await rs('adminorderallot', 'verification', { extraction_code: code }, staff)
      expect(done.code).toBe(0)
      expect(done.msg).toContain('取货核销成功')
      expect(allotByCode(code).status).toBe(4)
      expect(row<{ status: number }>('SELECT status FROM orders WHERE id = ?', allotByCode(code).order_id).status).toBe(4)
      expect((await rs('adminorderallot', 'verification', { extraction_code: code }, staff)).msg).toBe('该订单当前不可核销（已完成）')
      expect((await rs('adminorderallot', 'verification', { extraction_code: code }, '')).code).toBe(-400)
    })

    it('a missing or malformed code gets a message in the shopper language', async () => {
      expect((await rs('adminorderallot', 'verification', {}, staff)).msg).toBe('请输入核销码')
      expect((await rs('adminorderallot', 'verification', { extraction_code: '12' }, staff)).msg).toBe('核销码为4-20位字母或数字')
      expect((await rs('adminorderallot', 'verification', { extraction_code: '<b>1234</b>' }, staff, 'en')).msg).toBe('The code is 4-20 letters or digits')
      expect((await rs('adminorderallot', 'verification', { extraction_code: ['510002'] }, staff)).code).toBe(-1)
    })
  })

  describe('isolation', () => {
    it('a shopper sees only their own store orders, batches, cards, favourites and store cart', async () => {
      for (const [control, action] of [
        ['orderallot', 'index'],
        ['batchorder', 'index'],
        ['frequencycard', 'index'],
        ['favor', 'index'],
      ])
        expect((await rs(control, action, {}, buyer2)).data.total).toBe(0)
      const demoAllot = allotByCode('510002')
      expect((await rs('orderallot', 'detail', { id: demoAllot.id }, buyer2)).msg).toBe('门店订单不存在')
      expect((await rs('orderallot', 'cancel', { id: demoAllot.id }, buyer2)).code).toBe(-1)
      expect(allotByCode('510002').status).toBe(1)
      expect((await rs('frequencycard', 'usedlist', { cuid: card('80000002').id }, buyer2)).msg).toBe('次卡不存在')
      const mine = await rs('cart', 'save', { realstore_id: 1, goods_id: ROSE_CLEANSER, stock: 1 })
      const rowId = mine.data.data[0].id
      expect((await rs('cart', 'delete', { ids: rowId }, buyer2)).msg).toBe('门店购物车数据不存在')
      expect((await rs('cart', 'stock', { id: rowId, stock: 5 }, buyer2)).code).toBe(-1)
      expect((await rs('detail', 'cartdata', { id: 1 }, buyer2)).data.buy_number).toBe(0)
      expect((await rs('favor', 'delete', { ids: 1 }, buyer2)).code).toBe(-1)
      expect((await rs('orderallot', 'index', {}, '')).code).toBe(-400)
    })
  })

  it('saving a store toggles; switched off, the plugin answers "not enabled" and leaves core answers alone', async () => {
    const on = await rs('favor', 'reversal', { id: 1 })
    expect(on.data).toMatchObject({ status: 1, count: 1 })
    expect((await rs('favor', 'reversal', { id: 1 })).data.status).toBe(0)
    setPluginEnabled(app.app.db, 'realstore', false)
    try {
      expect((await rs('search', 'datalist')).code).toBe(-11)
      expect((await app.call('index/index', {})).data.plugins_realstore_data).toBeUndefined()
      expect((await app.call('goods/detail', { id: ROSE_CLEANSER })).data.plugins_realstore_data).toBeUndefined()
      const preview = await app.call('buy/index', { buy_type: 'goods', goods_data: [{ goods_id: ROSE_CLEANSER, stock: 1 }] }, { token: demo })
      expect(preview.data.buy_site_model_list.map((m: { value: number }) => m.value)).toEqual([0])
    } finally {
      setPluginEnabled(app.app.db, 'realstore', true)
    }
  })
})
