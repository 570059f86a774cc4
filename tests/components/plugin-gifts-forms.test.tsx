import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as hospitalApi from '@/api/plugins/hospital'
import * as formApi from '@/api/plugins/ordergoodsform'
import * as loginApi from '@/api/plugins/thirdpartylogin'
import type { CartItem } from '@/api/cart'
import { setLanguage } from '@/i18n'
import { encodeBase64 } from '@/lib/base64'
import { openPage } from '@/lib/navigate'
import { CheckoutForms } from '@/pages/plugins/ordergoodsform/components/checkout-forms'
import { orderForms } from '@/pages/plugins/ordergoodsform/components/form-store'
import { PrescriptionChoiceSheet, prescriptionGuard } from '@/pages/plugins/hospital/components/prescription-check'
import { LoginProviders } from '@/pages/plugins/thirdpartylogin/components/login-providers'
import { refreshBindings } from '@/pages/plugins/thirdpartylogin/components/refresh-config'
import { CHECKOUT_SUBMIT_GUARDS } from '@/slots/slots'
import { passesGuards } from '@/slots/slot'
import '@/pages/plugins/ordergoodsform/embeds/checkout'
import { setItem } from '@/stores/storage'
import { renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/ordergoodsform', () => ({ ...jest.requireActual('@/api/plugins/ordergoodsform'), saveFormValue: jest.fn() }))
jest.mock('@/api/plugins/hospital', () => ({ ...jest.requireActual('@/api/plugins/hospital'), checkPrescription: jest.fn() }))
jest.mock('@/api/plugins/thirdpartylogin', () => ({ ...jest.requireActual('@/api/plugins/thirdpartylogin'), bindThirdParty: jest.fn() }))
jest.mock('@/pages/plugins/thirdpartylogin/components/refresh-config', () => ({ refreshBindings: jest.fn(() => Promise.resolve()) }))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), openPage: jest.fn(() => Promise.resolve()) }))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const toasts = () => jest.mocked(Taro.showToast).mock.calls.map(([options]) => (options as { title: string }).title)

beforeEach(() => {
  Taro.clearStorageSync()
  setLanguage('zh')
  jest.clearAllMocks()
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo' })
})

describe('checkout goods forms (ordergoodsform)', () => {
  const goodsItems = [
    {
      goods_id: 19,
      title: '化妆刷套装',
      plugins_ordergoodsform_data: [
        { form_id: 1, title: '刻字内容', element_arr: ['input', 'text', ''], is_required: 1, minlength: 2, maxlength: 12, default_value: '' },
        { form_id: 2, title: '收礼人手机', element_arr: ['input', 'text', '^1\\d{10}$'], is_required: 1, default_value: '' },
      ],
    },
  ]
  const pluginData = { coupon: undefined, points: undefined, goodsItems }
  const input = (id: string) => screen.getByTestId(`ogf-input-${id}`)

  beforeEach(() => {
    orderForms.values.clear()
    orderForms.errors.clear()
    orderForms.saved.clear()
    jest.mocked(formApi.saveFormValue).mockResolvedValue(ok(''))
  })

  it('a value that fails its rule is marked red with its message on leaving the field, kept, and not saved', async () => {
    renderWith(storesWithConfig({}, { ordergoodsform: {} }), <CheckoutForms goodsItems={goodsItems} disabled={false} />)
    await typeInto(() => input('1'), 'A')
    await act(async () => {
      fireEvent.blur(input('1'))
    })
    expect(screen.getByTestId('ogf-error').textContent).toBe('刻字内容需为2-12个字符')
    expect((input('1') as HTMLInputElement).value).toBe('A')
    expect(formApi.saveFormValue).not.toHaveBeenCalled()
    await typeInto(() => input('1'), '生日快乐')
    await act(async () => {
      fireEvent.blur(input('1'))
    })
    expect(screen.queryByTestId('ogf-error')).toBeNull()
    expect(formApi.saveFormValue).toHaveBeenCalledWith('19', expect.objectContaining({ formId: '1' }), '生日快乐')
  })

  it('the submit guard checks every field again, marks the failures and saves the rest before buy/add', async () => {
    renderWith(storesWithConfig({}, { ordergoodsform: {} }), <CheckoutForms goodsItems={goodsItems} disabled={false} />)
    await typeInto(() => input('1'), 'Happy')
    await typeInto(() => input('2'), '12345')
    let passed = true
    await act(async () => {
      passed = await passesGuards(CHECKOUT_SUBMIT_GUARDS, { pluginData, params: {} })
    })
    expect(passed).toBe(false)
    expect(toasts()).toContain('收礼人手机格式不正确')
    expect(screen.getAllByTestId('ogf-field').map((f) => f.getAttribute('data-error'))).toEqual(['0', '1'])
    expect(formApi.saveFormValue).not.toHaveBeenCalled()

    await typeInto(() => input('2'), '13912345678')
    await act(async () => {
      passed = await passesGuards(CHECKOUT_SUBMIT_GUARDS, { pluginData, params: {} })
    })
    expect(passed).toBe(true)
    expect(jest.mocked(formApi.saveFormValue).mock.calls.map(([, field, content]) => [field.formId, content])).toEqual([
      ['1', 'Happy'],
      ['2', '13912345678'],
    ])
  })

  it('a value the server refuses blocks the order with its message', async () => {
    jest.mocked(formApi.saveFormValue).mockResolvedValue({ ok: false, code: -1, msg: '刻字内容含有敏感词', kind: 'server', data: '' })
    renderWith(storesWithConfig({}, { ordergoodsform: {} }), <CheckoutForms goodsItems={goodsItems} disabled={false} />)
    await typeInto(() => input('1'), 'Happy')
    await typeInto(() => input('2'), '13912345678')
    let passed = true
    await act(async () => {
      passed = await passesGuards(CHECKOUT_SUBMIT_GUARDS, { pluginData, params: {} })
    })
    expect(passed).toBe(false)
    expect(screen.getByTestId('ogf-error').textContent).toBe('刻字内容含有敏感词')
  })

  it('draws nothing and lets the order go while the plugin is off', async () => {
    renderWith(storesWithConfig({}, {}), <CheckoutForms goodsItems={goodsItems} disabled={false} />)
    expect(screen.queryByTestId('ogf-checkout')).toBeNull()
    await expect(passesGuards(CHECKOUT_SUBMIT_GUARDS, { pluginData, params: {} })).resolves.toBe(true)
  })
})

describe("the cart's prescription check (hospital)", () => {
  const item = (id: string, goodsId: string) => ({ id, goodsId }) as CartItem
  const items = [item('11', '26'), item('12', '2')]

  it('asks savecheck; the prescription group opens the consultation with only its cart rows', async () => {
    jest.mocked(hospitalApi.checkPrescription).mockResolvedValue(
      ok({
        title: '包含处方药',
        choices: [
          { name: '处方药', buttonText: '问诊开方', type: 'prescription', goodsIds: ['26'] },
          { name: '普通商品', buttonText: '直接结算', type: 'buy', goodsIds: ['2'] },
        ],
      }),
    )
    renderWith(storesWithConfig({}, { hospital: { data: { is_goods_is_prescription: 1 } } }), <PrescriptionChoiceSheet />)
    let result: Promise<boolean> = Promise.resolve(true)
    act(() => {
      result = prescriptionGuard({ items })
    })
    await screen.findByTestId('prescription-choice')
    expect(screen.getByText('包含处方药')).toBeTruthy()
    expect(hospitalApi.checkPrescription).toHaveBeenCalledWith({ buy_type: 'cart', ids: '11,12' })
    fireEvent.click(screen.getByTestId('prescription-choice-prescription'))
    await act(async () => {
      await expect(result).resolves.toBe(false)
    })
    const url = jest.mocked(openPage).mock.calls[0][0]
    expect(url).toMatch(/^\/pages\/plugins\/hospital\/prescription\/prescription\?data=/)
    expect(decodeURIComponent(url)).not.toContain('12')
    expect(screen.queryByTestId('prescription-choice')).toBeNull()
  })

  it('nothing to prescribe, or the check switched off: the cart goes on to the checkout', async () => {
    renderWith(storesWithConfig({}, { hospital: { data: { is_goods_is_prescription: 1 } } }), <PrescriptionChoiceSheet />)
    jest.mocked(hospitalApi.checkPrescription).mockResolvedValue(ok({ title: '', choices: [] }))
    await expect(prescriptionGuard({ items })).resolves.toBe(true)
    storesWithConfig({}, { hospital: { data: { is_goods_is_prescription: 0 } } })
    jest.mocked(hospitalApi.checkPrescription).mockClear()
    await expect(prescriptionGuard({ items })).resolves.toBe(true)
    expect(hospitalApi.checkPrescription).not.toHaveBeenCalled()
  })
})

describe('third-party login on the login page', () => {
  const providers = { demo: { name: '演示账号', login_url: 'http://shop.test/provider', bind_id: 0 } }
  const identity = { platform: 'demo', nickname: 'Tester', ticket: 'a'.repeat(32), is_force_bind_user: 1 }
  const routeWith = (param: string) =>
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { thirdpartylogin: param }, path: '/pages/login/login' } } as never)

  it('an identity that must be bound waits for the login, then is bound', async () => {
    Taro.clearStorageSync()
    routeWith(encodeBase64(JSON.stringify(identity)))
    jest.mocked(loginApi.bindThirdParty).mockResolvedValue(ok({ id: '1', token: 'new', username: 'demo' }))
    const stores = storesWithConfig({}, { thirdpartylogin: {} })
    stores.app.config = { ...stores.app.config!, raw: { ...stores.app.config!.raw, plugins_thirdpartylogin_data: providers } }
    const onLoggedIn = jest.fn()
    renderWith(stores, <LoginProviders form='login' agreed={false} onLoggedIn={onLoggedIn} />)
    expect((await screen.findByTestId('thirdparty-must-bind')).textContent).toContain('Tester')
    expect(loginApi.bindThirdParty).not.toHaveBeenCalled()
    act(() => stores.session.setUser({ id: '1', token: 'tok', username: 'demo' }))
    await waitFor(() => expect(loginApi.bindThirdParty).toHaveBeenCalledWith(expect.objectContaining({ ticket: identity.ticket })))
    await waitFor(() => expect(stores.session.user?.token).toBe('new'))
    // Settings shows bindings from the boot config: it is read again.
    await waitFor(() => expect(refreshBindings).toHaveBeenCalled())
    expect(onLoggedIn).not.toHaveBeenCalled()
  })

  it('a bound identity comes back logged in; a provider tap needs the agreement first', async () => {
    Taro.clearStorageSync()
    routeWith(encodeBase64(JSON.stringify({ id: '1', token: 'tok9', username: 'demo', is_force_bind_user: 0 })))
    const stores = storesWithConfig({}, { thirdpartylogin: {} })
    stores.app.config = { ...stores.app.config!, raw: { ...stores.app.config!.raw, plugins_thirdpartylogin_data: providers } }
    const onLoggedIn = jest.fn()
    renderWith(stores, <LoginProviders form='login' agreed={false} onLoggedIn={onLoggedIn} />)
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 'tok9' })))
    fireEvent.click(screen.getByTestId('thirdparty-demo'))
    expect(toasts()).toContain('请先同意协议')
  })
})
