import { setLanguage } from '@/i18n'
import { RULES, isMissing, validate, charLength, type Rule } from '@/lib/validation'

afterEach(() => setLanguage('zh'))

describe('required (spec 5 generic)', () => {
  it.each([[undefined], [null], [''], ['  '], [[]], [-1], ['-1'], [0], ['0']])('%p is missing', (value) => expect(isMissing(value)).toBe(true))
  it('zero passes when allowed', () => {
    expect(isMissing(0, true)).toBe(false)
    expect(isMissing('abc')).toBe(false)
  })
})

function firstError(rules: Rule[], values: Record<string, unknown>) {
  return validate(values, rules)
}

describe('rule sets with zh and en messages', () => {
  it('nickname 1-16 characters, counting Chinese characters as one', () => {
    expect(charLength('美妆达人')).toBe(4)
    expect(firstError(RULES.personal, { nickname: '美'.repeat(16) })).toBeNull()
    expect(firstError(RULES.personal, { nickname: 'a'.repeat(17) })?.message).toBe('昵称长度需在 1 到 16 个字符之间')
    setLanguage('en')
    expect(firstError(RULES.personal, { nickname: 'a'.repeat(17) })?.message).toBe('Nickname must be 1 to 16 characters')
  })

  it('personal address up to 30', () => {
    expect(firstError(RULES.personal, { nickname: 'a', address: 'x'.repeat(31) })?.field).toBe('address')
  })

  it('shipping address: contact 2-16, phone 6-15, region, detail 1-80', () => {
    const good = { name: '张三', tel: '13800000000', province: 1, city: 2, county: 3, address: '科技路 1 号', label: 'home' }
    expect(firstError(RULES.shippingAddress, good)).toBeNull()
    expect(firstError(RULES.shippingAddress, { ...good, label: '' })?.field).toBe('label')
    expect(firstError(RULES.shippingAddress, { ...good, name: '' })?.message).toBe('请填写联系人')
    expect(firstError(RULES.shippingAddress, { ...good, name: '张' })?.field).toBe('name')
    expect(firstError(RULES.shippingAddress, { ...good, tel: '123' })?.message).toBe('联系电话格式有误（6-15 位）')
    expect(firstError(RULES.shippingAddress, { ...good, tel: '1'.repeat(16) })?.field).toBe('tel')
    expect(firstError(RULES.shippingAddress, { ...good, province: 0 })?.field).toBe('province')
    expect(firstError(RULES.shippingAddress, { ...good, address: 'x'.repeat(81) })?.field).toBe('address')
    setLanguage('en')
    expect(firstError(RULES.shippingAddress, { ...good, tel: 'abc' })?.message).toBe('Phone number is not a valid number (6-15 digits)')
  })

  it('ID card fields are required where the server asks for them', () => {
    expect(firstError(RULES.shippingAddressIdCard, { idcard_name: 'A', idcard_number: '1', idcard_front: 'f' })?.field).toBe('idcard_back')
  })

  it('pickup point: alias up to 16, contact 2-16, phone, region, detail 1-80', () => {
    const good = { alias: 'Store', name: '李四', tel: '021-5555666', province: 9, city: 37, county: 476, address: '南京路' }
    expect(firstError(RULES.pickupPoint, good)).toBeNull()
    expect(firstError(RULES.pickupPoint, { ...good, alias: 'x'.repeat(17) })?.field).toBe('alias')
  })

  it('order review: score required, content 6-230, up to 3 images', () => {
    expect(firstError(RULES.orderReview, { rating: 0, content: 'good product!' })?.field).toBe('rating')
    expect(firstError(RULES.orderReview, { rating: 5, content: 'short' })?.message).toBe('内容长度需在 6 到 230 个字符之间')
    expect(firstError(RULES.orderReview, { rating: 5, content: 'great serum', images: ['a', 'b', 'c', 'd'] })?.message).toBe('图片最多 3 张')
    expect(firstError(RULES.orderReview, { rating: 5, content: 'great serum', images: ['a'] })).toBeNull()
  })

  it('after-sale: reason, refund amount > 0, explanation up to 200, 3 proof images; return needs quantity', () => {
    const good = { reason: 'broken', price: '10.00', msg: '', images: [] }
    expect(firstError(RULES.afterSaleRefund, good)).toBeNull()
    expect(firstError(RULES.afterSaleRefund, { ...good, price: '0' })?.message).toBe('退款金额必须大于 0')
    expect(firstError(RULES.afterSaleRefund, { ...good, msg: 'x'.repeat(201) })?.field).toBe('msg')
    expect(firstError(RULES.afterSaleReturn, { ...good, number: 0 })?.field).toBe('number')
    expect(firstError(RULES.afterSaleExpress, { express_name: 'SF' })?.field).toBe('express_number')
  })

  it('invoice: amount > 0, title up to 200, email up to 60, phones 6-15', () => {
    const good = { invoice_type: 'normal', apply_type: 0, invoice_content: 'goods', total_price: 10, invoice_title: 'ACME', invoice_tel: '', tel: '' }
    expect(firstError(RULES.invoice, { ...good, apply_type: '0' })?.field).toBe('apply_type')
    const ok = { ...good, apply_type: 1 }
    expect(firstError(RULES.invoice, ok)).toBeNull()
    expect(firstError(RULES.invoice, { ...ok, total_price: 0 })?.field).toBe('total_price')
    expect(firstError(RULES.invoice, { ...ok, invoice_title: 'x'.repeat(201) })?.field).toBe('invoice_title')
    expect(firstError(RULES.invoice, { ...ok, email: 'x'.repeat(61) })?.field).toBe('email')
    expect(firstError(RULES.invoice, { ...ok, invoice_tel: '12' })?.field).toBe('invoice_tel')
  })

  it('sign-in contact: name 2-30, phone 6-15, address up to 230', () => {
    expect(firstError(RULES.signinContact, { name: 'Li Lei', tel: '13800000000', address: 'x'.repeat(231) })?.field).toBe('address')
  })

  it('cash-out: method, platform 1-60, account 1-60, holder 1-30; security code 4 digits', () => {
    const good = { cash_type: 'bank', bank_name: 'ICBC', bank_accounts: '6222', bank_username: 'Zhang' }
    expect(firstError(RULES.cashOut, good)).toBeNull()
    expect(firstError(RULES.cashOut, { ...good, bank_username: 'x'.repeat(31) })?.field).toBe('bank_username')
    expect(firstError(RULES.securityCode, { verify: '12a4' })?.message).toBe('验证码必须是 4 位数字')
    expect(firstError(RULES.securityCode, { verify: '1234' })).toBeNull()
  })

  it('recharge: remark required, up to 10 proof images', () => {
    expect(firstError(RULES.recharge, { user_note: '', images: [] })?.field).toBe('user_note')
    expect(firstError(RULES.recharge, { user_note: 'paid', images: new Array(11).fill('a') })?.field).toBe('images')
  })

  it('convert and transfer: the two sides must differ', () => {
    expect(firstError(RULES.convert, { from_coin: 'USDT', to_coin: 'USDT' })?.message).toBe('转出和接收的选择不能相同')
    expect(firstError(RULES.transfer, { receive_user: 'bob', amount: 5, out_account: 'a', in_account: 'a' })?.field).toBe('in_account')
    expect(firstError(RULES.transfer, { receive_user: '', amount: 5 })?.field).toBe('receive_user')
  })

  it('visit, recommend, gift, blog, delivery exception', () => {
    expect(firstError(RULES.visit, { content: 'ok', images: [] })?.field).toBe('images')
    expect(firstError(RULES.recommend, { title: 'x'.repeat(61) })?.field).toBe('title')
    expect(firstError(RULES.gift, { gift_message: 'x'.repeat(201) })?.field).toBe('gift_message')
    expect(firstError(RULES.blog, { title: 't', blog_category_id: 0, content: 'c' })?.field).toBe('blog_category_id')
    expect(firstError(RULES.deliveryException, { reason: 'late', describe: '', images: ['p'] })).toBeNull()
  })

  it('login and register', () => {
    expect(firstError(RULES.loginAccount, { accounts: 'demo', pwd: '' })?.message).toBe('请填写密码')
    expect(firstError(RULES.register, { accounts: 'demo', pwd: '12345' })?.field).toBe('pwd')
    expect(firstError(RULES.loginSms, { accounts: '13800000000', verify: '' })?.field).toBe('verify')
    expect(firstError(RULES.bindMobile, { mobile: '', verify: '1' })?.field).toBe('mobile')
  })
})
