import { FORM_GOODS_ID } from '../../server/plugins/ordergoodsform/seed'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const form = (app: TestApp, action: string, params: Record<string, unknown>, token: string, lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'ordergoodsform', pluginscontrol: 'goods', pluginsaction: action, ...params }, { token, lang })

const checkout = { buy_type: 'goods', goods_data: [{ goods_id: FORM_GOODS_ID, stock: 1, spec: [] }] }

describe('ordergoodsform plugin', () => {
  let app: TestApp
  let token: string
  let address: number
  let fields: Array<{ form_id: number; title: string; element_arr: string[]; is_required: number; minlength: number; maxlength: number }>
  useTestApp(startTestApp, (started) => {
    app = started
    token = started.tokenFor('buyer2')
    address = (started.app.db.prepare("SELECT a.id FROM user_addresses a JOIN users u ON u.id = a.user_id WHERE u.username = 'buyer2'").get() as { id: number })
      .id
  })
  const values = () => JSON.stringify(app.app.db.prepare('SELECT * FROM ordergoodsform_user_values ORDER BY field_id').all())
  const save = (index: number, content: unknown, lang = 'zh') =>
    form(app, 'save', { form_id: fields[index].form_id, goods_id: FORM_GOODS_ID, title: fields[index].title, content }, token, lang)

  it('buy/index sends the goods line its three fields (one with a pattern)', async () => {
    const preview = await app.call('buy/index', checkout, { token })
    fields = preview.data.goods_list[0].goods_items[0].plugins_ordergoodsform_data
    expect(fields).toHaveLength(3)
    expect(fields[0]).toMatchObject({ title: '刻字内容', element_arr: ['input', 'text', ''], is_required: 1, minlength: 2, maxlength: 12, default_value: '' })
    expect(fields[1].element_arr[2]).toBe('^1\\d{10}$')
    expect(fields[2]).toMatchObject({ element_arr: ['input', 'number', ''], is_required: 0, minlength: 1, maxlength: 3 })
    expect(
      (await app.call('buy/index', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }] }, { token })).data.goods_list[0].goods_items[0]
        .plugins_ordergoodsform_data,
    ).toBeUndefined()
  })

  it('a value that fails its rule is refused with the rule and not saved', async () => {
    const before = values()
    expect(await save(0, 'a')).toMatchObject({ code: -1, msg: '刻字内容需为2-12个字符' })
    expect(await save(0, '', 'en')).toMatchObject({ code: -1, msg: 'Please fill in 刻字内容' })
    expect(await save(1, '12345', 'en')).toMatchObject({ code: -1, msg: '收礼人手机 is not in the right format' })
    expect(await save(2, 'many')).toMatchObject({ code: -1, msg: '礼盒数量请填写数字' })
    expect(await save(2, '9', 'en')).toMatchObject({ code: -1, msg: '礼盒数量 must be between 1 and 3' })
    expect(await save(0, { x: 1 })).toMatchObject({ code: -1 })
    expect(await form(app, 'save', { form_id: fields[0].form_id, goods_id: 2, content: 'ok' }, token)).toMatchObject({ code: -1, msg: '表单项不存在' })
    expect(values()).toBe(before)
  })

  it('checkout is refused until the required values are saved; the order keeps them', async () => {
    const orders = () => (app.app.db.prepare('SELECT COUNT(*) AS n FROM orders').get() as { n: number }).n
    const count = orders()
    expect(await app.call('buy/add', { ...checkout, address_id: address, payment_id: 2 }, { token })).toMatchObject({ code: -1, msg: '请填写刻字内容' })
    expect(orders()).toBe(count)
    expect((await save(0, '  Happy 生日 ')).code).toBe(0)
    expect((await save(1, '13912345678')).code).toBe(0)
    const preview = await app.call('buy/index', checkout, { token })
    expect(preview.data.goods_list[0].goods_items[0].plugins_ordergoodsform_data[0].default_value).toBe('Happy 生日')
    const created = await app.call('buy/add', { ...checkout, address_id: address, payment_id: 2, user_note: 'with form' }, { token })
    expect(created.code).toBe(0)
    const orderId = created.data.order_ids[0]
    const shown = await form(app, 'order', { id: orderId }, token)
    expect(shown.data).toEqual([
      expect.objectContaining({
        goods_id: FORM_GOODS_ID,
        form_data: [
          { title: '刻字内容', content: 'Happy 生日' },
          { title: '收礼人手机', content: '13912345678' },
        ],
      }),
    ])
    const list = await app.call('order/index', { page: 1, is_more: 1, status: -1 }, { token })
    const row = list.data.data.find((o: { id: number }) => o.id === orderId)
    expect(row.plugins_ordergoodsform_data).toBe(1)
    expect((await form(app, 'order', { id: orderId }, app.tokenFor('demo'))).code).toBe(-1)
  })
})
