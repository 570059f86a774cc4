// Every captured sample of the account controllers: our answer has the same code and the same field names
// and JSON types (values differ: the demo data is a beauty shop, not ShopXO's demo).
import { loadSample, useTestApp } from './helpers'
import { expectSameShape, type ShapeOptions } from './shape'
import { startAccountApp, freshPaidLine, type AccountTestApp } from './account-helpers'

let app: AccountTestApp
let demo: string
useTestApp(startAccountApp, (started) => ([app, demo] = [started, started.tokenFor('demo')]))

async function expectLike(sampleName: string, s: string, params: Record<string, unknown> = {}, token = demo, opts: ShapeOptions = {}) {
  const sample = loadSample(sampleName).response
  const reply = await app.call(s, params, { token })
  expect({ code: reply.code, msgType: typeof reply.msg }).toEqual({ code: sample.code, msgType: 'string' })
  expectSameShape(reply, sample, opts)
  return reply
}

const specs = 'specifications is [] for single-spec goods and {choose} otherwise (ShopXO)'
const orderTimes = {
  'data.order_data.confirm_time': 'null when the step never happened (seeded orders skip confirmation)',
  'data.order_data.collect_time': 'null until received',
  'data.order_data.express_data': 'null until shipped',
  'data.order_data.items.spec': 'null for single-spec goods (ShopXO)',
  'data.order_data.items.spec_text': 'null for single-spec goods (ShopXO)',
}
/** The same exceptions one level down (inside a list row or inside new_aftersale_data). */
const nested = (prefix: string) => Object.fromEntries(Object.entries(orderTimes).map(([k, v]) => [k.replace('data.', prefix), v]))
const emptyCart: ShapeOptions = {
  anyType: { 'data.cart_total.total_price': 'numbers 0 when the cart is empty (ShopXO)', 'data.cart_total.buy_number': 'same' },
}

describe('user', () => {
  test('user.center (logged in)', () => expectLike('user.center', 'user/center', {}, demo, emptyCart))
  test('user.center_guest', () => expectLike('user.center_guest', 'user/center', {}, ''))
  test('user.reg', () => expectLike('user.reg', 'user/reg', { accounts: 'shapetester', pwd: 'test123456', type: 'username' }, ''))
  test('user.reg_duplicate', async () => {
    const reply = await expectLike('user.reg_duplicate', 'user/reg', { accounts: 'shapetester', pwd: 'test123456', type: 'username' }, '')
    expect(reply.msg).toBe('用户已存在[shapetester]')
  })
  test('user.reg_sms_needs_code', () =>
    expectLike('user.reg_sms_needs_code', 'user/reg', { accounts: '13800138001', pwd: 'test123456', type: 'sms', verify: '123456' }, ''))
  test('user.login', () => expectLike('user.login', 'user/login', { accounts: 'shapetester', pwd: 'test123456', type: 'username' }, ''))
  test('user.login_wrong_pwd', () => expectLike('user.login_wrong_pwd', 'user/login', { accounts: 'shapetester', pwd: 'wrongpass1', type: 'username' }, ''))
  test('user.tokenuserinfo', () => expectLike('user.tokenuserinfo', 'user/tokenuserinfo'))
  test('user.login_captcha_required / user.reg_captcha_required', async () => {
    app.setConfig('home_user_login_img_verify_state', '1')
    app.setConfig('home_user_register_img_verify_state', '1')
    try {
      await expectLike('user.login_captcha_required', 'user/login', { accounts: 'demo', pwd: 'demo123456', type: 'username' }, '')
      await expectLike('user.reg_captcha_required', 'user/reg', { accounts: 'shapetester2', pwd: 'test123456', type: 'username' }, '')
    } finally {
      app.setConfig('home_user_login_img_verify_state', '0')
      app.setConfig('home_user_register_img_verify_state', '0')
    }
  })
})

describe('personal and safety', () => {
  test('personal.save', () =>
    expectLike('personal.save', 'personal/save', {
      nickname: 'Peer Tester',
      gender: 2,
      birthday: '1990-01-15',
      province: '北京市',
      city: '北京市',
      county: '东城区',
      address: '东华门大街1号',
    }))
  test('personal.index', () => expectLike('personal.index', 'personal/index'))
  test('safety.loginpwdupdate', () =>
    expectLike('safety.loginpwdupdate', 'safety/loginpwdupdate', { my_pwd: 'demo123456', new_pwd: 'test654321', confirm_new_pwd: 'test654321' }))
  test('safety.logout (refused: unfinished orders)', async () => {
    const reply = await expectLike('safety.logout', 'safety/logout')
    expect(reply.msg).toMatch(/^存在\d+个订单未完成$/)
  })
})

describe('useraddress and region', () => {
  const newAddress = { name: '测试用户', tel: '13800138000', province: 1, city: 36, county: 457, address: '东华门大街1号', alias: '家', is_default: 1 }
  let firstId = 0
  let secondId = 0
  test('useraddress.save', async () => {
    firstId = (await expectLike('useraddress.save', 'useraddress/save', newAddress)).data.id
  })
  test('useraddress.save_second', async () => {
    secondId = (await expectLike('useraddress.save_second', 'useraddress/save', { ...newAddress, alias: '', is_default: undefined, name: 'Second Person' }))
      .data.id
  })
  test('useraddress.save_missing_tel', () =>
    expectLike('useraddress.save_missing_tel', 'useraddress/save', { name: 'No Tel', province: 1, city: 36, address: 'x' }))
  test('useraddress.index', () => expectLike('useraddress.index', 'useraddress/index'))
  test('useraddress.detail', () => expectLike('useraddress.detail', 'useraddress/detail', { id: secondId }))
  test('useraddress.setdefault', () => expectLike('useraddress.setdefault', 'useraddress/setdefault', { id: firstId }))
  test('useraddress.delete', () => expectLike('useraddress.delete', 'useraddress/delete', { id: secondId }))
  test('useraddress.extraction', () => expectLike('useraddress.extraction', 'useraddress/extraction'))
  test('region.index', () => expectLike('region.index', 'region/index', { pid: 0 }, ''))
  test('region.index_city', () => expectLike('region.index_city', 'region/index', { pid: 1 }, ''))
  test('region.index_county', () => expectLike('region.index_county', 'region/index', { pid: 36 }, ''))
  test('region.all', () => expectLike('region.all', 'region/all', {}, ''))
})

describe('favourites, history, points, messages, reviews', () => {
  test('usergoodsfavor.index', () => expectLike('usergoodsfavor.index', 'usergoodsfavor/index', {}, demo, { anyType: { 'data.data[].specifications': specs } }))
  test('usergoodsfavor.cancel', async () => {
    const goodsId = (
      app.app.db.prepare("SELECT goods_id FROM user_goods_favor f JOIN users u ON u.id = f.user_id WHERE u.username = 'demo' LIMIT 1").get() as {
        goods_id: number
      }
    ).goods_id
    await expectLike('usergoodsfavor.cancel', 'usergoodsfavor/cancel', { id: String(goodsId) })
  })
  test('usergoodsbrowse.index', () =>
    expectLike('usergoodsbrowse.index', 'usergoodsbrowse/index', {}, demo, { anyType: { 'data.data[].specifications': specs } }))
  test('usergoodsbrowse.delete', async () => {
    const id = (
      app.app.db.prepare("SELECT b.id FROM user_goods_browse b JOIN users u ON u.id = b.user_id WHERE u.username = 'demo' LIMIT 1").get() as { id: number }
    ).id
    await expectLike('usergoodsbrowse.delete', 'usergoodsbrowse/delete', { ids: String(id) })
  })
  test('userintegral.index', () => expectLike('userintegral.index', 'userintegral/index'))
  test('message.index', () => expectLike('message.index', 'message/index'))
  test('usergoodscomments.index', () =>
    expectLike('usergoodscomments.index', 'usergoodscomments/index', {}, demo, {
      anyType: { 'data.data[].images': "'' without pictures, a URL list with them (ShopXO)" },
    }))
})

describe('orderaftersale', () => {
  let line: ReturnType<typeof freshPaidLine>
  let createdId = 0
  beforeAll(() => {
    line = freshPaidLine(app, 'demo')
  })
  test('orderaftersale.create (return and refund)', async () => {
    createdId = (
      await expectLike('orderaftersale.create', 'orderaftersale/create', {
        order_id: line.orderId,
        order_detail_id: line.detailId,
        type: 1,
        number: 1,
        price: '0.00',
        reason: '7天无理由退换货',
        msg: '测试售后申请',
        images: [],
      })
    ).data
  })
  test('orderaftersale.aftersale', () =>
    expectLike('orderaftersale.aftersale', 'orderaftersale/aftersale', { oid: line.orderId, did: line.detailId }, demo, {
      anyType: { ...orderTimes, ...nested('data.new_aftersale_data.') },
    }))
  test('orderaftersale.index', () => expectLike('orderaftersale.index', 'orderaftersale/index', {}, demo, { anyType: nested('data.data[].') }))
  test('orderaftersale.cancel', () => expectLike('orderaftersale.cancel', 'orderaftersale/cancel', { id: createdId }))
  test('orderaftersale.create_refund_only', () =>
    expectLike('orderaftersale.create_refund_only', 'orderaftersale/create', {
      order_id: line.orderId,
      order_detail_id: line.detailId,
      type: 0,
      price: '0.00',
      reason: '不喜欢/不想要',
      msg: '仅退款测试',
    }))
})

describe('articles and agreements', () => {
  test('article.index', () => expectLike('article.index', 'article/index', {}, ''))
  test('article.datalist', () => expectLike('article.datalist', 'article/datalist', { page: 1 }, ''))
  test('article.datalist_category', async () => {
    const categoryId = (app.app.db.prepare('SELECT article_category_id AS id FROM articles LIMIT 1').get() as { id: number }).id
    await expectLike('article.datalist_category', 'article/datalist', { id: categoryId }, '')
  })
  test('article.detail', async () => {
    const id = (app.app.db.prepare('SELECT MAX(id) AS id FROM articles').get() as { id: number }).id
    await expectLike('article.detail', 'article/detail', { id }, '')
  })
  test('agreement.index', () => expectLike('agreement.index', 'agreement/index', { document: 'userregister' }, ''))
})
