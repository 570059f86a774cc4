import { act, screen, waitFor } from '@testing-library/react'
import * as fakeApi from '@/api/plugins/antifakecode'
import * as formApi from '@/api/plugins/form'
import { setLanguage } from '@/i18n'
import AntifakePage from '@/pages/plugins/antifakecode/index/index'
import FormCheckPage from '@/pages/plugins/form/check/check'
import { setItem } from '@/stores/storage'
import Taro from '@tarojs/taro'
import { clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/antifakecode', () => ({ ...jest.requireActual('@/api/plugins/antifakecode'), checkAntifakeCode: jest.fn() }))
jest.mock('@/api/plugins/form', () => ({
  ...jest.requireActual('@/api/plugins/form'),
  getCheckForms: jest.fn(),
  getFormStats: jest.fn(),
  checkFormValue: jest.fn(),
}))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), toast: jest.fn(), openPage: jest.fn(() => Promise.resolve()) }))

const ok = <T,>(data: T, msg = '') => ({ ok: true as const, code: 0 as const, msg, data })
const fail = (msg: string) => ({ ok: false as const, code: -1, msg, kind: 'server' as const, data: '' })
const stores = () => storesWithConfig({}, { antifakecode: {}, form: {} })

const pictures = {
  scan_top_banner: 'http://shop.test/banner.svg',
  scan_first_images: 'http://shop.test/ok.svg',
  scan_first_tips: '感谢选购正品',
  scan_last_images: 'http://shop.test/warn.svg',
  scan_last_tips: '此前已被查询',
}
const answer = (status: number, extra: Record<string, unknown> = {}) => fakeApi.parseAntifakeCheck({ status, msg: '', data: pictures, ...extra })

describe('authenticity check', () => {
  beforeEach(() => {
    setLanguage('zh')
    jest.clearAllMocks()
  })
  afterEach(() => jest.restoreAllMocks())

  it('refuses an empty or malformed code in zh and en without asking the server, keeping the typed code', async () => {
    ;(fakeApi.checkAntifakeCode as jest.Mock).mockResolvedValue(ok(answer(-10000)))
    renderWith(stores(), <AntifakePage />)
    await screen.findByTestId('antifake-page')
    expect(fakeApi.checkAntifakeCode).toHaveBeenCalledWith('')
    await clickUntil(
      () => screen.getByTestId('antifake-check'),
      () => expect(screen.getByTestId('antifake-error').textContent).toBe('请输入防伪码'),
    )
    await typeInto(() => screen.getByTestId('antifake-code'), 'ab#1')
    act(() => setLanguage('en'))
    await clickUntil(
      () => screen.getByTestId('antifake-check'),
      () => expect(screen.getByTestId('antifake-error').textContent).toBe('A code has 6 to 32 letters or digits'),
    )
    expect(fieldValue(screen.getByTestId('antifake-code'))).toBe('ab#1')
    expect(fakeApi.checkAntifakeCode).toHaveBeenCalledTimes(1)
  })

  it('a genuine code shows the goods and how often it was checked; an unknown one says not found', async () => {
    ;(fakeApi.checkAntifakeCode as jest.Mock)
      .mockResolvedValueOnce(ok(answer(-10000)))
      .mockResolvedValueOnce(
        ok(
          answer(-100, {
            code: 'MZ2026A0001',
            code_info: { query_count: 3, first_query_time: '2026-11-12 10:00:00' },
            goods: { id: 1, title: '丝绒哑光口红', images: 'http://shop.test/g.svg', price: '129.00', goods_url: '/pages/goods-detail/goods-detail?id=1' },
          }),
        ),
      )
      .mockResolvedValueOnce(ok(answer(-1, { msg: '未查询到该防伪码，请谨防假冒', code: 'MZ2099Z0001' })))
    renderWith(stores(), <AntifakePage />)
    await screen.findByTestId('antifake-page')
    await typeInto(() => screen.getByTestId('antifake-code'), 'MZ2026A0001')
    await clickUntil(
      () => screen.getByTestId('antifake-check'),
      () => expect(screen.getByTestId('antifake-result').getAttribute('data-outcome')).toBe('again'),
    )
    expect(screen.getByTestId('antifake-count').textContent).toBe('已查询 3 次')
    expect(screen.getByTestId('antifake-goods').textContent).toContain('丝绒哑光口红')
    await typeInto(() => screen.getByTestId('antifake-code'), 'MZ2099Z0001')
    await clickUntil(
      () => screen.getByTestId('antifake-check'),
      () => expect(screen.getByTestId('antifake-result').getAttribute('data-outcome')).toBe('unknown'),
    )
    expect(screen.getByTestId('antifake-message').textContent).toBe('未查询到该防伪码，请谨防假冒')
    expect(screen.queryByTestId('antifake-goods')).toBeNull()
  })
})

describe('form check', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '9', token: 'tok', username: 'formstaff', mobile: '13700000002' })
  })

  const forms = [
    { unique: 'SALON2026', title: '秋冬护肤沙龙报名', describe: '', cover: '' },
    { unique: 'TRIAL2026', title: '新品试用申请', describe: '', cover: '' },
  ]
  const stats = (checked: number) => [
    { name: '报名总数', value: 3 },
    { name: '已核销', value: checked },
  ]

  it('refuses bad input in zh and en keeping it; a refusal shows "msg (value)"; a success "msg (name)" and new figures', async () => {
    ;(formApi.getCheckForms as jest.Mock).mockResolvedValue(ok(forms))
    ;(formApi.getFormStats as jest.Mock).mockResolvedValue(ok({ items: stats(1), message: '' }))
    ;(formApi.checkFormValue as jest.Mock)
      .mockResolvedValueOnce(fail('没有找到对应的报名记录'))
      .mockResolvedValueOnce(ok({ message: '核销成功', username: '林小美', stats: stats(2) }))
    renderWith(stores(), <FormCheckPage />)
    expect((await screen.findByTestId('form-title')).textContent).toBe('秋冬护肤沙龙报名')
    await waitFor(() => expect(screen.getAllByTestId('form-stat-value').map((s) => s.textContent)).toEqual(['3', '1']))
    await clickUntil(
      () => screen.getByTestId('form-check-submit'),
      () => expect(screen.getByTestId('form-check-message').textContent).toBe('请输入核销码或手机号'),
    )
    await typeInto(() => screen.getByTestId('form-check-value'), 'F2 6')
    act(() => setLanguage('en'))
    await clickUntil(
      () => screen.getByTestId('form-check-submit'),
      () => expect(screen.getByTestId('form-check-message').textContent).toBe('A check code or mobile number has 4 to 32 letters or digits'),
    )
    expect(fieldValue(screen.getByTestId('form-check-value'))).toBe('F2 6')
    expect(formApi.checkFormValue).not.toHaveBeenCalled()
    act(() => setLanguage('zh'))
    await typeInto(() => screen.getByTestId('form-check-value'), 'F99999999')
    await clickUntil(
      () => screen.getByTestId('form-check-submit'),
      () => expect(screen.getByTestId('form-check-message').textContent).toBe('没有找到对应的报名记录（F99999999）'),
    )
    expect(fieldValue(screen.getByTestId('form-check-value'))).toBe('F99999999')
    await typeInto(() => screen.getByTestId('form-check-value'), 'F26110001')
    await clickUntil(
      () => screen.getByTestId('form-check-submit'),
      () => expect(screen.getByTestId('form-check-message').getAttribute('data-ok')).toBe('1'),
    )
    expect(screen.getByTestId('form-check-message').textContent).toBe('核销成功（林小美）')
    expect(formApi.checkFormValue).toHaveBeenLastCalledWith('F26110001', 'SALON2026')
    expect(screen.getAllByTestId('form-stat-value').map((s) => s.textContent)).toEqual(['3', '2'])
  })

  it('switching the form checks against the other one', async () => {
    ;(formApi.getCheckForms as jest.Mock).mockResolvedValue(ok(forms))
    ;(formApi.getFormStats as jest.Mock).mockResolvedValue(ok({ items: stats(0), message: '' }))
    renderWith(stores(), <FormCheckPage />)
    await clickUntil(
      () => screen.queryByTestId('form-switch'),
      () => expect(screen.getAllByTestId('form-picker-item')).toHaveLength(2),
    )
    await clickUntil(
      () => screen.getAllByTestId('form-picker-item')[1],
      () => expect(screen.getByTestId('form-title').textContent).toBe('新品试用申请'),
    )
    await waitFor(() => expect(formApi.getFormStats).toHaveBeenLastCalledWith('TRIAL2026'))
  })

  it('staff without forms (every shopper) see the empty state', async () => {
    ;(formApi.getCheckForms as jest.Mock).mockResolvedValue(ok([]))
    renderWith(stores(), <FormCheckPage />)
    expect((await screen.findByTestId('status-empty')).textContent).toContain('你还没有可核销的表单')
    expect(formApi.getFormStats).not.toHaveBeenCalled()
  })
})
