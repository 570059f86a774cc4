import { screen, waitFor } from '@testing-library/react'
import * as certApi from '@/api/plugins/certificate'
import * as cardApi from '@/api/plugins/giftcard'
import { setLanguage } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { goBack, openPage, toast } from '@/lib/navigate'
import UserauthPage from '@/pages/plugins/certificate/userauth/userauth'
import UserauthDetailPage from '@/pages/plugins/certificate/userauth-detail/userauth-detail'
import UserauthSaveinfoPage from '@/pages/plugins/certificate/userauth-saveinfo/userauth-saveinfo'
import { documentProblem } from '@/pages/plugins/certificate/components/auth-check'
import GiftcardFormPage from '@/pages/plugins/giftcard/form/form'
import GiftcardIndexPage from '@/pages/plugins/giftcard/index/index'
import { setItem } from '@/stores/storage'
import Taro from '@tarojs/taro'
import { clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/giftcard', () => ({ ...jest.requireActual('@/api/plugins/giftcard'), getGiftCards: jest.fn(), exchangeGiftCard: jest.fn() }))
jest.mock('@/api/plugins/certificate', () => ({
  ...jest.requireActual('@/api/plugins/certificate'),
  getAuthCenter: jest.fn(),
  getAuthRecords: jest.fn(),
  deleteAuthRecord: jest.fn(),
  getAuthForm: jest.fn(),
  saveAuth: jest.fn(),
  getAuthDetail: jest.fn(),
}))
jest.mock('@/lib/dialogs', () => ({ ...jest.requireActual('@/lib/dialogs'), confirmAction: jest.fn() }))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  goBack: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const fail = (msg: string) => ({ ok: false as const, code: -1, msg, kind: 'server' as const, data: '' })
const stores = () => storesWithConfig({}, { giftcard: {}, certificate: {} })

const card = (id: number, type: number, extra: Record<string, unknown> = {}) =>
  cardApi.parseGiftCard({
    id,
    data_type: type,
    data_type_name: ['钱包余额', '优惠券', '积分', '商品'][type],
    secret_key: `KEY${id}`,
    secret_value_text: type === 0 ? '100.00' : 'x',
    secret_value_data: [],
    use_data: [],
    exchange_time: '2026-11-01 10:00:00',
    ...extra,
  })

describe('giftcard pages', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', mobile: '13800000000' })
  })

  it('lists redeemed cards; value links go by type; goods cards show their orders', async () => {
    ;(cardApi.getGiftCards as jest.Mock).mockResolvedValue(
      ok({
        items: [
          card(1, 0),
          card(2, 2),
          card(3, 3, {
            secret_value_data: [{ title: '玫瑰洁面乳', url: '/pages/goods-detail/goods-detail?id=2' }],
            use_data: [{ order_id: 6, order_no: 'N6', goods_url: '/pages/goods-detail/goods-detail?id=2', goods_title: '玫瑰洁面乳', use_time: 't' }],
          }),
        ],
        page: 1,
        pageTotal: 1,
        total: 3,
      }),
    )
    renderWith(stores(), <GiftcardIndexPage />)
    await waitFor(() => expect(screen.getAllByTestId('giftcard-row')).toHaveLength(3))
    expect(screen.getAllByTestId('giftcard-secret').map((s) => s.textContent)).toEqual(['KEY1', 'KEY2', 'KEY3'])
    await clickUntil(
      () => screen.getAllByTestId('giftcard-value')[0],
      () => expect(openPage).toHaveBeenCalledWith('/pages/plugins/wallet/user/user'),
    )
    await clickUntil(
      () => screen.getAllByTestId('giftcard-value')[1],
      () => expect(openPage).toHaveBeenCalledWith('/pages/user-integral/user-integral'),
    )
    expect(screen.getAllByTestId('giftcard-row')[2].textContent).toContain('N6')
    await clickUntil(
      () => screen.getByTestId('giftcard-exchange-button'),
      () => expect(openPage).toHaveBeenCalledWith('/pages/plugins/giftcard/form/form'),
    )
  })

  it('form: empty key and refusals in red keeping the input; success in green, then back after 1.5 s', async () => {
    ;(cardApi.exchangeGiftCard as jest.Mock).mockResolvedValue(fail('该卡密已被兑换'))
    renderWith(stores(), <GiftcardFormPage />)
    expect(screen.queryByTestId('giftcard-scan')).toBeNull()
    await clickUntil(
      () => screen.getByTestId('giftcard-submit'),
      () => expect(screen.getByTestId('giftcard-message').textContent).toBe('请输入卡密'),
    )
    expect(cardApi.exchangeGiftCard).not.toHaveBeenCalled()
    await typeInto(() => screen.getByTestId('giftcard-key'), ' USED-KEY ')
    await clickUntil(
      () => screen.getByTestId('giftcard-submit'),
      () => expect(screen.getByTestId('giftcard-message').textContent).toBe('该卡密已被兑换'),
    )
    expect(screen.getByTestId('giftcard-message').getAttribute('data-ok')).toBe('0')
    expect(fieldValue(screen.getByTestId('giftcard-key'))).toBe(' USED-KEY ')
    expect(cardApi.exchangeGiftCard).toHaveBeenCalledWith('USED-KEY')
    ;(cardApi.exchangeGiftCard as jest.Mock).mockResolvedValue({ ok: true, code: 0, msg: '兑换成功，50.00 已存入钱包', data: {} })
    jest.useFakeTimers()
    try {
      await clickUntil(
        () => screen.getByTestId('giftcard-submit'),
        () => expect(screen.getByTestId('giftcard-message').getAttribute('data-ok')).toBe('1'),
      )
      expect(screen.getByTestId('giftcard-message').textContent).toBe('兑换成功，50.00 已存入钱包')
      expect(screen.getByTestId('giftcard-submit').className).toContain('at-button--disabled')
      jest.advanceTimersByTime(1500)
      expect(goBack).toHaveBeenCalledWith('/pages/plugins/giftcard/index/index')
    } finally {
      jest.useRealTimers()
    }
  })
})

const kinds = [
  { sign: 'business_licence', name: '营业执照', required: true, desc: '' },
  { sign: 'professional', name: '专业资格证书', required: false, desc: '' },
]

describe('certificate pages', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', mobile: '13800000000' })
  })

  it('list: tabs from center, field_list rows, delete only unapproved after confirming', async () => {
    ;(certApi.getAuthCenter as jest.Mock).mockResolvedValue(
      ok({
        tabs: [
          { name: '全部', value: '-1' },
          { name: '待审核', value: '0' },
        ],
        tips: [],
      }),
    )
    const row = (id: string, status: number, name: string) => ({
      id,
      status,
      statusName: name,
      addTime: '2026-11-01',
      values: { documents: '营业执照', add_time: '2026-11-01' },
    })
    ;(certApi.getAuthRecords as jest.Mock).mockResolvedValue(
      ok({
        items: [row('2', 0, '待审核'), row('1', 1, '已认证')],
        page: 1,
        pageTotal: 1,
        total: 2,
        fields: [{ field: 'documents', name: '认证资料', type: '' }],
      }),
    )
    ;(certApi.deleteAuthRecord as jest.Mock).mockResolvedValue(ok(''))
    ;(confirmAction as jest.Mock).mockResolvedValueOnce(false).mockResolvedValueOnce(true)
    renderWith(stores(), <UserauthPage />)
    await waitFor(() => expect(screen.getAllByTestId('cert-row')).toHaveLength(2))
    expect(screen.getByTestId('tab-0').textContent).toBe('待审核')
    expect(screen.getAllByTestId('cert-row')[0].textContent).toContain('认证资料')
    expect(screen.getAllByTestId('cert-delete')).toHaveLength(1)
    await clickUntil(
      () => screen.getByTestId('cert-delete'),
      () => expect(confirmAction).toHaveBeenCalledTimes(1),
    )
    expect(certApi.deleteAuthRecord).not.toHaveBeenCalled()
    await clickUntil(
      () => screen.queryByTestId('cert-delete'),
      () => expect(screen.getAllByTestId('cert-row')).toHaveLength(1),
    )
    expect(certApi.deleteAuthRecord).toHaveBeenCalledWith('2')
  })

  it('saveinfo: approved licence read-only; checks documents with messages, keeping what was typed', async () => {
    ;(certApi.getAuthForm as jest.Mock).mockResolvedValue(ok({ tips: ['审核需要1-3天'], kinds, values: {}, pathType: 'certificate' }))
    ;(certApi.saveAuth as jest.Mock).mockResolvedValue(ok({ id: 3 }))
    renderWith(stores(), <UserauthSaveinfoPage />)
    await waitFor(() => expect(screen.getByTestId('cert-doc-business_licence')).toBeTruthy())
    await clickUntil(
      () => screen.getByTestId('cert-submit'),
      () => expect(toast).toHaveBeenCalledWith('请填写营业执照资料'),
    )
    await typeInto(() => screen.getByTestId('cert-name-business_licence'), '某公司')
    await clickUntil(
      () => screen.getByTestId('cert-submit'),
      () => expect(toast).toHaveBeenCalledWith('请上传营业执照图片'),
    )
    expect(fieldValue(screen.getByTestId('cert-name-business_licence'))).toBe('某公司')
    expect(certApi.saveAuth).not.toHaveBeenCalled()
  })

  it('saveinfo hides inputs of an approved document', async () => {
    const approved = { images: ['http://x/licence.svg'], name: '公司', number: 'N1', expire: '2030-12-31', status: 1, statusName: '已认证' }
    ;(certApi.getAuthForm as jest.Mock).mockResolvedValue(ok({ tips: [], kinds, values: { business_licence: approved }, pathType: 'certificate' }))
    renderWith(stores(), <UserauthSaveinfoPage />)
    await waitFor(() => expect(screen.getByTestId('cert-doc-business_licence').getAttribute('data-locked')).toBe('1'))
    expect(screen.queryByTestId('cert-name-business_licence')).toBeNull()
    expect(screen.getByTestId('cert-name-professional')).toBeTruthy()
  })

  it('the document check follows the server rules, in English too', () => {
    const full = { images: ['u'], name: 'n', number: 'x', expire: '2030-01-01' }
    expect(documentProblem(kinds, { business_licence: full }, () => false)).toBeNull()
    expect(documentProblem(kinds, { business_licence: { ...full, name: '名'.repeat(161) } }, () => false)).toBe('营业执照证件名称最多160个字符')
    expect(documentProblem(kinds, { business_licence: full, professional: { ...full, expire: '' } }, () => false)).toBe('请选择专业资格证书有效期')
    expect(documentProblem(kinds, {}, (s) => s === 'business_licence')).toBe('没有需要提交的资料')
    setLanguage('en')
    expect(documentProblem(kinds, {}, () => false)).toBe('Please fill in the 营业执照')
  })

  it('detail renders field_list with images as images', async () => {
    ;(certApi.getAuthDetail as jest.Mock).mockResolvedValue(
      ok({
        values: { status_name: '待审核', licence: ['http://x/a.png'] },
        fields: [
          { field: 'status_name', name: '认证状态', type: '' },
          { field: 'licence', name: '营业执照图片', type: 'images' },
        ],
      }),
    )
    jest
      .spyOn(Taro, 'getCurrentInstance')
      .mockReturnValue({ router: { params: { id: '4' }, path: '/pages/plugins/certificate/userauth-detail/userauth-detail' } } as never)
    renderWith(stores(), <UserauthDetailPage />)
    await waitFor(() => expect(screen.getByTestId('cert-detail-panel').textContent).toContain('待审核'))
    expect(screen.getAllByTestId('cert-image')).toHaveLength(1)
  })
})
