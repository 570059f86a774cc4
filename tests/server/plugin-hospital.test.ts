import { PRESCRIPTION_GOODS_ID } from '../../server/plugins/hospital/seed'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const hospital = (app: TestApp, control: string, action: string, params: Record<string, unknown>, token: string, lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'hospital', pluginscontrol: control, pluginsaction: action, ...params }, { token, lang })

const encodeHealth = (items: unknown[]) => Buffer.from(JSON.stringify(items)).toString('base64')
const goodsCheckout = { buy_type: 'goods', goods_data: [{ goods_id: PRESCRIPTION_GOODS_ID, stock: 1, spec: [] }] }

describe('hospital plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))
  const patients = () => JSON.stringify(app.app.db.prepare('SELECT * FROM hospital_patients ORDER BY id').all())
  const valid = { name: '李四', idcard: '110101199001011234', mobile: '13712345678', gender: 2, age: 35, weight: '68.5', relation_tags: 'spouse' }

  it('lists demo two patients with masked id cards; the form data has its choice lists', async () => {
    const list = await hospital(app, 'patient', 'index', {}, demo)
    expect(list.data.data_list).toHaveLength(2)
    expect(list.data.data_list[1]).toMatchObject({ name: '王小美', gender_name: '女', age_name: '31岁', idcard: '1101**********0022' })
    const info = await hospital(app, 'patient', 'saveinfo', { id: list.data.data_list[1].id }, demo)
    expect(info.data.data).toMatchObject({
      idcard: '110101199506180022',
      health: expect.arrayContaining([expect.objectContaining({ type: 'is_history_of_allergy', status: 1, value: '青霉素过敏' })]),
    })
    expect(info.data.common_gender_list.map((g: { id: number }) => g.id)).toEqual([0, 1, 2])
    expect(info.data.hospital_pregnancy_list).toHaveLength(4)
    expect((await hospital(app, 'patient', 'index', {}, buyer2)).data.data_list).toEqual([])
  })

  it('every patient rule answers with its own message and saves nothing', async () => {
    const before = patients()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: '' }, '请填写就诊人姓名'],
      [{ ...valid, name: 'n'.repeat(31) }, '姓名最多30个字符'],
      [{ ...valid, idcard: 'x'.repeat(61) }, '身份证号最多60个字符'],
      [{ ...valid, mobile: 'call me' }, '手机号最多30个字符，只能包含数字、+、-、空格'],
      [{ ...valid, gender: 0 }, '请选择性别'],
      [{ ...valid, age: 200 }, '年龄需为0-150的整数'],
      [{ ...valid, weight: 'heavy' }, '体重需为0-500的数字（kg）'],
      [{ ...valid, relation_tags: 'boss' }, '请选择与就诊人的关系'],
      [{ ...valid, health: encodeHealth([{ type: 'is_history_of_allergy', status: 1, value: '' }]) }, '请填写过敏史'],
      [{ ...valid, health: encodeHealth([{ type: 'is_history_of_sickness', status: 1, value: ' ' }]) }, '请填写既往病史'],
      [{ ...valid, health: encodeHealth([{ type: 'unknown', status: 1 }]) }, '健康信息格式有误'],
      [{ ...valid, health: 'not base64 json' }, '健康信息格式有误'],
      [{ ...valid, id: 1 }, '就诊人不存在'], // demo's patient, asked by buyer2
    ]
    for (const [params, msg] of cases) expect(await hospital(app, 'patient', 'save', params, buyer2)).toMatchObject({ code: -1, msg })
    expect(await hospital(app, 'patient', 'save', { ...valid, name: '' }, buyer2, 'en')).toMatchObject({ code: -1, msg: "Please enter the patient's name" })
    expect(await hospital(app, 'patient', 'delete', { ids: '1' }, buyer2)).toMatchObject({ code: -1, msg: '就诊人不存在' })
    expect(await hospital(app, 'patient', 'saveinfo', { id: 1 }, buyer2)).toMatchObject({ code: -1 })
    expect(patients()).toBe(before)
  })

  it('saves health details; pregnancy is kept for women and forced to 0 for men', async () => {
    const health = [
      { type: 'is_history_of_allergy', status: 1, value: '花粉', msg: '' },
      { type: 'liver_type', status: 1 },
      { type: 'pregnancy', status: 2 },
    ]
    const man = await hospital(app, 'patient', 'save', { ...valid, health: encodeHealth(health) }, buyer2)
    expect(man.code).toBe(0)
    const woman = await hospital(app, 'patient', 'save', { ...valid, name: '李四妻', gender: 1, health: encodeHealth(health) }, buyer2)
    const stored = (id: number) => JSON.parse((app.app.db.prepare('SELECT health FROM hospital_patients WHERE id = ?').get(id) as { health: string }).health)
    expect(stored(man.data.id)).toContainEqual({ type: 'pregnancy', status: 0, value: '' })
    expect(stored(woman.data.id)).toContainEqual({ type: 'pregnancy', status: 2, value: '' })
    expect(stored(woman.data.id)).toContainEqual({ type: 'is_history_of_allergy', status: 1, value: '花粉' })
    expect((await hospital(app, 'patient', 'delete', { ids: String(man.data.id) }, buyer2)).code).toBe(0)
  })

  it('the cart check splits prescription goods; the consultation needs your own patient and a complaint', async () => {
    expect((await app.call('cart/save', { goods_id: PRESCRIPTION_GOODS_ID, stock: 1 }, { token: demo })).code).toBe(0)
    const ids = (
      app.app.db.prepare("SELECT c.id FROM carts c JOIN users u ON u.id = c.user_id WHERE u.username = 'demo' ORDER BY c.id").all() as Array<{ id: number }>
    ).map((r) => r.id)
    expect(ids.length).toBeGreaterThan(1)
    const check = await hospital(app, 'prescription', 'savecheck', { buy_type: 'cart', ids: ids.join(',') }, demo)
    expect(check.data.choice_data).toEqual([
      expect.objectContaining({ type: 'prescription', goods_ids: [PRESCRIPTION_GOODS_ID] }),
      expect.objectContaining({ type: 'buy' }),
    ])
    expect((await hospital(app, 'prescription', 'savecheck', { buy_type: 'goods', goods_data: [{ goods_id: 2, stock: 1 }] }, demo)).data).toEqual({})
    expect((await hospital(app, 'prescription', 'saveinit', goodsCheckout, demo)).code).toBe(0)
    const [mine] = (await hospital(app, 'patient', 'index', {}, demo)).data.data_list
    const info = await hospital(app, 'prescription', 'saveinfo', { ...goodsCheckout, id: mine.id }, demo)
    expect(info.data).toMatchObject({ patient_data: { id: mine.id }, goods_data: [expect.objectContaining({ title: expect.any(String), stock: 1 })] })
    expect((await hospital(app, 'prescription', 'saveinfo', { ...goodsCheckout, id: mine.id }, buyer2)).data.patient_data).toBeNull()
    const count = () => (app.app.db.prepare('SELECT COUNT(*) AS n FROM hospital_consultations').get() as { n: number }).n
    expect(await hospital(app, 'prescription', 'created', { ...goodsCheckout, id: 0, ill_desc: '过敏' }, demo)).toMatchObject({ code: -1, msg: '请选择就诊人' })
    expect(await hospital(app, 'prescription', 'created', { ...goodsCheckout, id: mine.id, ill_desc: '' }, demo)).toMatchObject({ code: -1, msg: '请描述病情' })
    expect(await hospital(app, 'prescription', 'created', { ...goodsCheckout, id: mine.id, ill_desc: 'x'.repeat(231) }, demo, 'en')).toMatchObject({
      code: -1,
      msg: 'The description can be at most 230 characters',
    })
    expect(await hospital(app, 'prescription', 'created', { ...goodsCheckout, id: mine.id, ill_desc: '过敏' }, buyer2)).toMatchObject({
      code: -1,
      msg: '就诊人不存在',
    })
    expect(count()).toBe(0)
    const created = await hospital(app, 'prescription', 'created', { ...goodsCheckout, id: mine.id, ill_desc: '面部<script>x</script>泛红' }, demo)
    expect(created.code).toBe(0)
    expect(created.data).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\.php\?.*pluginsaction=consult/)
    const page = await fetch(created.data)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain(mine.name)
    expect(html).toContain('面部x泛红')
    expect(html).not.toContain('<script')
  })
})
