// useraddress/save validation table (each bad input: code -1 + message, nothing written) and the CRUD rules.
import { startAccountApp, snapshot, userId, type AccountTestApp } from './account-helpers'
import { useTestApp } from './helpers'

let app: AccountTestApp
let token: string
let demoId: number
useTestApp(startAccountApp, (started) => ([app, token, demoId] = [started, started.tokenFor('demo'), userId(started, 'demo')]))

const valid = { name: '林小美', tel: '13800000000', province: 1, city: 36, county: 457, address: '东华门大街1号', alias: '家', is_default: 0 }
const addresses = () => snapshot(app, 'SELECT * FROM user_addresses ORDER BY id')

describe('useraddress/save rejects bad input without writing', () => {
  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['missing name', { name: undefined }, /联系人格式 2~16/],
    ['name too short', { name: '林' }, /联系人格式 2~16/],
    ['name too long', { name: '林'.repeat(17) }, /联系人格式 2~16/],
    // Markup is removed before the length rule: a name that is only tags is empty.
    ['name that is only markup', { name: '<b>林</b><img src=x onerror=alert(1)>' }, /联系人格式 2~16/],
    ['name as object', { name: { a: 1 } }, /联系人格式/],
    ['missing tel', { tel: undefined }, /^电话格式有误$/],
    ['tel too short', { tel: '12345' }, /^电话格式有误$/],
    ['tel too long', { tel: '1234567890123456' }, /^电话格式有误$/],
    ['tel with letters', { tel: '13800abc000' }, /^电话格式有误$/],
    ['missing province', { province: undefined }, /请选择省份/],
    ['unknown province', { province: 99999 }, /省份不存在/],
    ['city given as province', { province: 36 }, /省份不存在/],
    ['province not a number', { province: 'abc' }, /省份不存在/],
    ['missing city', { city: undefined }, /请选择城市/],
    ['city of another province', { city: 37 }, /城市不属于所选省份/],
    ['missing county where the city has districts', { county: undefined }, /请选择区\/县/],
    ['county of another city', { county: 476 }, /区\/县不属于所选城市/],
    ['missing address', { address: undefined }, /详细地址格式 1~80/],
    ['address too long', { address: '路'.repeat(81) }, /详细地址格式 1~80/],
    ['alias too long', { alias: '家'.repeat(17) }, /别名/],
    ['is_default not 0/1', { is_default: 5 }, /默认地址/],
    ['longitude out of range', { lng: 200, lat: 30 }, /经度/],
    ['latitude not a number', { lng: 120, lat: 'north' }, /纬度/],
    ['bad id-card number', { idcard_number: '12345' }, /身份证号码/],
    ['foreign id-card image', { idcard_front: 'http://evil.example/x.png' }, /身份证照片/],
    ['editing an address that does not exist', { id: 999999 }, /地址不存在/],
    ['editing with a malformed id', { id: 'x1' }, /地址不存在/],
  ]
  test.each(cases)('%s', async (_label, change, msg) => {
    const before = addresses()
    const reply = await app.call('useraddress/save', { ...valid, ...change }, { token })
    expect(reply.code).toBe(-1)
    expect(reply.msg).toMatch(msg)
    expect(addresses()).toEqual(before)
  })

  test('English messages with lang=en', async () => {
    const reply = await app.call('useraddress/save', { ...valid, tel: '' }, { token, lang: 'en' })
    expect(reply).toMatchObject({ code: -1, msg: 'Phone format is wrong' })
  })

  test('id-card fields become required when the site switch is on', async () => {
    app.setConfig('home_user_address_idcard_status', '1')
    try {
      const reply = await app.call('useraddress/save', valid, { token })
      expect(reply.code).toBe(-1)
      expect(reply.msg).toMatch(/身份证/)
    } finally {
      app.setConfig('home_user_address_idcard_status', '0')
    }
  })
})

describe('useraddress CRUD', () => {
  test('add, edit, set default (only one default), delete (default moves on)', async () => {
    const added = await app.call('useraddress/save', { ...valid, name: '新地址', is_default: 1, lng: '116.4', lat: '39.9' }, { token })
    expect(added).toMatchObject({ code: 0, data: { name: '新地址', is_default: 1, user_id: demoId, province: 1, city: 36, county: 457 } })
    const id = added.data.id
    const defaults = () =>
      (app.app.db.prepare('SELECT id FROM user_addresses WHERE user_id = ? AND is_default = 1').all(demoId) as Array<{ id: number }>).map((r) => r.id)
    expect(defaults()).toEqual([id])

    const edited = await app.call('useraddress/save', { ...valid, id, name: '改过的地址', is_default: 1 }, { token })
    expect(edited).toMatchObject({ code: 0, data: { id, name: '改过的地址' } })
    const detail = await app.call('useraddress/detail', { id }, { token })
    expect(detail.data.data).toMatchObject({ id, name: '改过的地址', province_name: '北京市', city_name: '北京市', county_name: '东城区' })
    expect(detail.data.editor_path_type).toBe(`user_address-0-${demoId}`)

    const other = (app.app.db.prepare('SELECT id FROM user_addresses WHERE user_id = ? AND id <> ? ORDER BY id LIMIT 1').get(demoId, id) as { id: number }).id
    expect(await app.call('useraddress/setdefault', { id: other }, { token })).toMatchObject({ code: 0, msg: '设置成功' })
    expect(defaults()).toEqual([other])

    expect((await app.call('useraddress/delete', { id: other }, { token })).code).toBe(0)
    expect(defaults()).toHaveLength(1)
    expect((await app.call('useraddress/detail', { id: other }, { token })).code).toBe(-1)
  })

  test('detail without id is the empty "new address" form', async () => {
    const reply = await app.call('useraddress/detail', {}, { token })
    expect(reply).toMatchObject({ code: 0, data: { data: null, editor_path_type: `user_address-0-${demoId}` } })
  })

  test("a user's first address becomes the default", async () => {
    const reg = await app.call('user/reg', { accounts: 'first_addr', pwd: 'test123456', type: 'username' }, { token: '' })
    const reply = await app.call('useraddress/save', valid, { token: reg.data.token })
    expect(reply.data.is_default).toBe(1)
  })

  test('delete/setdefault validate the id', async () => {
    expect((await app.call('useraddress/delete', {}, { token })).code).toBe(-1)
    expect((await app.call('useraddress/setdefault', { id: -3 }, { token })).code).toBe(-1)
  })

  test('pickup points are sorted by distance when a location is given', async () => {
    const reply = await app.call('useraddress/extraction', { lng: 121.45, lat: 31.23 }, { token })
    expect(reply.code).toBe(0)
    const distances = reply.data.map((p: { distance_unit: string; distance_value: number }) =>
      p.distance_unit === 'km' ? p.distance_value * 1000 : p.distance_value,
    )
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
  })
})

describe('region', () => {
  test('index by pid, leaf flag, bad pid', async () => {
    const cities = await app.call('region/index', { pid: 1 }, { token: '' })
    expect(cities.data).toEqual([expect.objectContaining({ id: 36, pid: 1, name: '北京市', is_son: 'ok' })])
    const districts = await app.call('region/index', { pid: 36 }, { token: '' })
    expect(districts.data[0]).toMatchObject({ id: 457, name: '东城区', is_son: 'no' })
    expect((await app.call('region/index', { pid: 'abc' }, { token: '' })).code).toBe(-1)
  })
})
