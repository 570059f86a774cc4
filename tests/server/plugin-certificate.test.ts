import { setPluginEnabled } from '../../server/core/plugins'
import { startTestApp, useTestApp, type TestApp } from './helpers'

const auth = (app: TestApp, action: string, params: Record<string, unknown> = {}, token = '', lang = 'zh') =>
  app.call('plugins/index', { pluginsname: 'certificate', pluginscontrol: 'userauth', pluginsaction: action, ...params }, { token, lang })

const IMAGE = '/static/upload/certificate/2026/11/22/licence.png'
const licence = (over: Record<string, unknown> = {}) => ({
  unique_key: 'business_licence',
  licence_images: [IMAGE],
  licence_name: '某某贸易有限公司',
  licence_number: '91310000TEST',
  licence_expire_time: '2030-01-01',
  ...over,
})

describe('certificate plugin', () => {
  let app: TestApp
  let demo: string
  let buyer2: string
  useTestApp(startTestApp, (started) => ([app, demo, buyer2] = [started, started.tokenFor('demo'), started.tokenFor('buyer2')]))

  it('center gives the status tabs; index lists rows in data_list with field_list and filters', async () => {
    const center = await auth(app, 'center', {}, demo)
    expect(center.data.nav).toEqual([
      { name: '全部', value: -1 },
      { name: '待审核', value: 0 },
      { name: '已认证', value: 1 },
      { name: '已拒绝', value: 2 },
    ])
    const all = await auth(app, 'index', { page: 1 }, demo)
    expect(all.data.data_list.map((r: { status: number }) => r.status)).toEqual([0, 1])
    expect(all.data.field_list.map((f: { field: string }) => f.field)).toEqual(['documents', 'add_time'])
    expect(all.data.data_list[0]).toMatchObject({ status_name: '待审核', documents: '专业资格证书' })
    expect((await auth(app, 'index', { status: 1 }, demo)).data.data_list).toHaveLength(1)
    expect((await auth(app, 'index', { status: 9 }, demo)).code).toBe(-1)
    expect((await auth(app, 'index', {}, buyer2)).data.total).toBe(0)
    expect((await auth(app, 'center')).code).toBe(-400)
  })

  it('saveinfo: two documents, the approved licence and the pending certificate', async () => {
    const info = await auth(app, 'saveinfo', {}, demo)
    expect(info.data.base.user_auth_data.map((d: { sign: string; required: number }) => [d.sign, d.required])).toEqual([
      ['business_licence', 1],
      ['professional', 0],
    ])
    expect(info.data.data.business_licence).toMatchObject({
      status: 1,
      licence_name: '上海花间集美妆有限公司',
      licence_images: [expect.stringMatching(/^http.*licence\.svg$/)],
    })
    expect(info.data.data.professional.status).toBe(0)
    expect(info.data.editor_path_type).toBe('certificate')
    expect((await auth(app, 'saveinfo', {}, buyer2)).data.data).toEqual({})
  })

  it('save enforces the required licence, lengths, the date and own uploads', async () => {
    const save = (data: unknown, lang = 'zh') => auth(app, 'save', { auth_data: data }, buyer2, lang)
    expect(await save({})).toMatchObject({ code: -1, msg: '请填写营业执照资料' })
    expect(await save({}, 'en')).toMatchObject({ code: -1, msg: 'Please fill in the Business licence' })
    expect(await save({ business_licence: licence({ licence_images: [] }) })).toMatchObject({ code: -1, msg: '请上传营业执照图片' })
    expect(await save({ business_licence: licence({ licence_images: ['http://evil.test/x.png'] }) })).toMatchObject({
      code: -1,
      msg: '营业执照图片有误，请重新上传',
    })
    expect(await save({ business_licence: licence({ licence_name: '' }) })).toMatchObject({ code: -1, msg: '请填写营业执照名称' })
    expect(await save({ business_licence: licence({ licence_name: '名'.repeat(161) }) })).toMatchObject({ code: -1, msg: '营业执照名称最多160个字符' })
    expect((await save({ business_licence: licence({ licence_name: '名'.repeat(160) }) })).code).toBe(0)
    expect(await save({ business_licence: licence({ licence_number: 'x'.repeat(161) }) })).toMatchObject({ code: -1, msg: '营业执照编号最多160个字符' })
    expect(await save({ business_licence: licence({ licence_expire_time: '2030-02-30' }) })).toMatchObject({ code: -1, msg: '营业执照有效期格式有误' })
    expect(await save({ business_licence: licence({ licence_expire_time: '2020-01-01' }) })).toMatchObject({ code: -1, msg: '营业执照已过期' })
    expect(await save({ business_licence: licence(), professional: { licence_name: 'half' } })).toMatchObject({ code: -1, msg: '请上传专业资格证书图片' })
    expect(await save({ other: licence() })).toMatchObject({ code: -1, msg: '未知的认证资料类型' })
    expect((await save('nope')).code).toBe(-1)
  })

  it('saving twice updates the one pending record; detail has images; delete after', async () => {
    const first = await auth(app, 'save', { auth_data: { business_licence: licence() } }, buyer2)
    expect(first).toMatchObject({ code: 0, msg: '提交成功，请等待审核' })
    const again = await auth(app, 'save', { auth_data: JSON.stringify({ business_licence: licence({ licence_name: '改过的名字' }) }) }, buyer2)
    expect(again.data.id).toBe(first.data.id)
    const rows = (await auth(app, 'index', {}, buyer2)).data.data_list
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ status: 0, status_name: '待审核' })
    const detail = await auth(app, 'detail', { id: rows[0].id }, buyer2)
    const images = detail.data.field_list.find((f: { type?: string }) => f.type === 'images')
    expect(detail.data.data[images.field]).toEqual([expect.stringMatching(/licence\.png$/)])
    expect(detail.data.data.business_licence_licence_name).toBe('改过的名字')
    expect((await auth(app, 'detail', { id: rows[0].id }, demo)).code).toBe(-1)
    expect((await auth(app, 'delete', { ids: String(rows[0].id) }, demo)).code).toBe(-1)
    expect((await auth(app, 'delete', { ids: String(rows[0].id) }, buyer2)).code).toBe(0)
    expect((await auth(app, 'index', {}, buyer2)).data.total).toBe(0)
  })

  it('approved records are locked: not deletable, and the licence is not replaced', async () => {
    const approved = (await auth(app, 'index', { status: 1 }, demo)).data.data_list[0]
    expect(await auth(app, 'delete', { ids: String(approved.id) }, demo)).toMatchObject({ code: -1, msg: '已认证的记录不可删除' })
    const saved = await auth(
      app,
      'save',
      { auth_data: { business_licence: licence({ licence_name: 'hijack' }), professional: { ...licence(), unique_key: 'professional' } } },
      demo,
    )
    expect(saved.code).toBe(0)
    const info = await auth(app, 'saveinfo', {}, demo)
    expect(info.data.data.business_licence.licence_name).toBe('上海花间集美妆有限公司')
    expect(info.data.data.professional.licence_name).toBe('某某贸易有限公司')
    expect(await auth(app, 'save', { auth_data: { business_licence: licence() } }, demo)).toMatchObject({ code: -1, msg: '没有需要提交的资料' })
  })

  it('disabled: -11 and no plugins_base key', async () => {
    setPluginEnabled(app.app.db, 'certificate', false)
    try {
      expect((await app.call('base/common', { is_key: 1 })).data.plugins_base.certificate).toBeUndefined()
      expect((await auth(app, 'index', {}, demo)).code).toBe(-11)
    } finally {
      setPluginEnabled(app.app.db, 'certificate', true)
    }
  })
})
