// Profile, uploads, favourites/history/messages/reviews behaviour, articles and agreements.
import { startAccountApp, snapshot, upload, userId, TINY_PNG, type AccountTestApp } from './account-helpers'
import { useTestApp } from './helpers'

let app: AccountTestApp
let token: string
let demoId: number
useTestApp(startAccountApp, (started) => ([app, token, demoId] = [started, started.tokenFor('demo'), userId(started, 'demo')]))

const demoProfile = () => snapshot(app, 'SELECT nickname, birthday, gender, address, avatar FROM users WHERE id = ?', demoId)

describe('personal', () => {
  test.each<[string, Record<string, unknown>, RegExp]>([
    ['empty nickname', { nickname: '' }, /昵称/],
    ['nickname over 16', { nickname: '美'.repeat(17) }, /昵称/],
    ['gender 3', { gender: 3 }, /性别/],
    ['birthday not a date', { birthday: '1990-02-30' }, /生日/],
    ['birthday in the future', { birthday: '2099-01-01' }, /生日/],
    ['address over 30', { address: '路'.repeat(31) }, /详细地址最多30/],
    ['foreign avatar', { avatar: 'http://evil.example/a.png' }, /头像/],
  ])('save rejects %s', async (_label, params, msg) => {
    const before = demoProfile()
    const reply = await app.call('personal/save', params, { token })
    expect(reply.code).toBe(-1)
    expect(reply.msg).toMatch(msg)
    expect(demoProfile()).toEqual(before)
  })

  test('save updates the profile and answers the user object', async () => {
    const reply = await app.call('personal/save', { nickname: '新昵称', gender: 2, birthday: '1990-01-15', address: '新地址' }, { token })
    expect(reply).toMatchObject({
      code: 0,
      msg: '修改成功',
      data: { nickname: '新昵称', gender: 2, gender_text: '男', birthday: '1990-01-15', address: '新地址', token },
    })
    const index = await app.call('personal/index', {}, { token })
    expect(index.data.data).toMatchObject({ nickname: '新昵称', birthday: '1990-01-15' })
    expect(index.data.gender_list.map((g: { id: number }) => g.id)).toEqual([0, 1, 2])
  })

  test('avatar upload stores the image, serves it, and sets it on the user', async () => {
    const reply = await upload(app, 'personal/useravatarupload', 'file', TINY_PNG, {}, token)
    expect(reply.code).toBe(0)
    expect(reply.data).toMatch(/\/static\/upload\/avatar\/.+\.png$/)
    expect((await fetch(reply.data)).status).toBe(200)
    expect((app.app.db.prepare('SELECT avatar FROM users WHERE id = ?').get(demoId) as { avatar: string }).avatar).toBe(new URL(reply.data).pathname)
    const notImage = await upload(app, 'personal/useravatarupload', 'file', Buffer.from('<script>alert(1)</script>'), {}, token)
    expect(notImage.code).toBe(-1)
    expect((await upload(app, 'personal/useravatarupload', 'other', TINY_PNG, {}, token)).code).toBe(-1)
  })
})

describe('ueditor', () => {
  test('uploadimage returns data.url; wrong action, missing file, non-images and guests are refused', async () => {
    const ok = await upload(app, 'ueditor/index', 'upfile', TINY_PNG, { action: 'uploadimage', path_type: 'order_aftersale-0-1-1' }, token)
    expect(ok).toMatchObject({ code: 0, data: { state: 'SUCCESS' } })
    expect(ok.data.url).toMatch(/\/static\/upload\/order_aftersale\//)
    expect((await fetch(ok.data.url)).headers.get('content-type')).toBe('image/png')
    expect((await upload(app, 'ueditor/index', 'upfile', TINY_PNG, { action: 'listimage' }, token)).code).toBe(-1)
    expect((await upload(app, 'ueditor/index', 'file', TINY_PNG, { action: 'uploadimage' }, token)).code).toBe(-1)
    expect((await upload(app, 'ueditor/index', 'upfile', Buffer.from('<svg onload="x()"/>'), { action: 'uploadimage' }, token)).code).toBe(-1)
    expect((await upload(app, 'ueditor/index', 'upfile', TINY_PNG, { action: 'uploadimage' }, '')).code).toBe(-400)
  })
})

describe('favourites, history, messages, reviews', () => {
  test('favourite cancel removes the row; an id the user did not favourite is -1', async () => {
    const goodsId = (app.app.db.prepare('SELECT goods_id FROM user_goods_favor WHERE user_id = ? LIMIT 1').get(demoId) as { goods_id: number }).goods_id
    expect(await app.call('usergoodsfavor/cancel', { id: goodsId }, { token })).toMatchObject({ code: 0, data: { status: 0 } })
    expect(app.app.db.prepare('SELECT 1 FROM user_goods_favor WHERE user_id = ? AND goods_id = ?').get(demoId, goodsId)).toBeUndefined()
    expect((await app.call('usergoodsfavor/cancel', { id: goodsId }, { token })).code).toBe(-1)
    expect((await app.call('usergoodsfavor/cancel', { id: 'x' }, { token })).code).toBe(-1)
  })

  test('favourites and history are paged', async () => {
    const page = await app.call('usergoodsbrowse/index', { page: 1, page_size: 2 }, { token })
    expect(page.data.data).toHaveLength(2)
    expect(page.data.page_total).toBe(Math.ceil(page.data.total / 2))
    expect((await app.call('usergoodsbrowse/index', { page: 99 }, { token })).data.data).toEqual([])
  })

  test('browse delete accepts several ids', async () => {
    const ids = (app.app.db.prepare('SELECT id FROM user_goods_browse WHERE user_id = ? LIMIT 2').all(demoId) as Array<{ id: number }>).map((r) => r.id)
    expect((await app.call('usergoodsbrowse/delete', { ids: ids.join(',') }, { token })).code).toBe(0)
    expect(app.app.db.prepare(`SELECT COUNT(*) AS n FROM user_goods_browse WHERE id IN (${ids.join(',')})`).get()).toEqual({ n: 0 })
    expect((await app.call('usergoodsbrowse/delete', {}, { token })).code).toBe(-1)
  })

  test('reading the message list marks messages read (centre badge drops to 0)', async () => {
    const before = await app.call('user/center', {}, { token })
    expect(before.data.message_total).toBeGreaterThan(0)
    const list = await app.call('message/index', {}, { token })
    expect(list.data.data.every((m: { is_read_text: string }) => m.is_read_text === '已读')).toBe(true)
    expect((await app.call('user/center', {}, { token })).data.message_total).toBe(0)
  })

  test('review edit validates rating/content and saves', async () => {
    const id = (app.app.db.prepare('SELECT id FROM goods_comments WHERE user_id = ? LIMIT 1').get(demoId) as { id: number }).id
    expect((await app.call('usergoodscomments/save', { id, rating: 6, content: '很好用的一款产品' }, { token })).msg).toMatch(/评分/)
    expect((await app.call('usergoodscomments/save', { id, rating: 5, content: '短' }, { token })).msg).toMatch(/6~230/)
    expect((await app.call('usergoodscomments/save', { id, rating: 5, content: '很好用的一款产品', is_anonymous: 1 }, { token })).code).toBe(0)
    const detail = await app.call('usergoodscomments/detail', { id }, { token })
    expect(detail.data).toMatchObject({ rating: 5, content: '很好用的一款产品', is_anonymous: 1 })
    expect(detail.data.goods.images).toMatch(/^http/)
    expect((await app.call('usergoodscomments/delete', { ids: String(id) }, { token })).code).toBe(0)
    expect((await app.call('usergoodscomments/detail', { id }, { token })).code).toBe(-1)
  })
})

describe('articles and agreements', () => {
  test('detail counts the visit and links the neighbours', async () => {
    const ids = (app.app.db.prepare('SELECT id FROM articles WHERE is_enable = 1 ORDER BY id').all() as Array<{ id: number }>).map((r) => r.id)
    const middle = ids[1]
    const before = (app.app.db.prepare('SELECT access_count FROM articles WHERE id = ?').get(middle) as { access_count: number }).access_count
    const reply = await app.call('article/detail', { id: middle }, { token: '' })
    expect(reply.data.data.access_count).toBe(before + 1)
    expect(reply.data.last_next.last.id).toBe(ids[0])
    expect(reply.data.last_next.next.id).toBe(ids[2])
    expect((await app.call('article/detail', { id: 999999 }, { token: '' })).code).toBe(-1)
    expect((await app.call('article/detail', {}, { token: '' })).code).toBe(-1)
  })

  test('datalist filters by category', async () => {
    const categoryId = (app.app.db.prepare('SELECT article_category_id AS id FROM articles LIMIT 1').get() as { id: number }).id
    const reply = await app.call('article/datalist', { id: categoryId }, { token: '' })
    expect(reply.data.data.every((a: { article_category_id: number }) => a.article_category_id === categoryId)).toBe(true)
  })

  test('agreement documents', async () => {
    for (const document of ['userregister', 'userprivacy', 'userlogout']) expect((await app.call('agreement/index', { document }, { token: '' })).code).toBe(0)
    expect((await app.call('agreement/index', { document: '../etc' }, { token: '' })).code).toBe(-1)
  })
})
