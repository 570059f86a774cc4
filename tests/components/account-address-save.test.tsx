import Taro from '@tarojs/taro'
import { screen, waitFor } from '@testing-library/react'
import { saveAddress } from '@/api/address'
import { getRegionByCode, getRegions } from '@/api/region'
import { setLanguage } from '@/i18n'
import { toast } from '@/lib/navigate'
import AddressSavePage from '@/pages/user-address-save/user-address-save'
import { setItem } from '@/stores/storage'
import { clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/address', () => ({
  ...jest.requireActual('@/api/address'),
  getAddress: jest.fn(),
  saveAddress: jest.fn(),
}))
jest.mock('@/api/region', () => ({ ...jest.requireActual('@/api/region'), getRegions: jest.fn(), getRegionByCode: jest.fn() }))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  goBack: jest.fn(),
  goLogin: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const saveMock = saveAddress as jest.MockedFunction<typeof saveAddress>
const regionsMock = getRegions as jest.MockedFunction<typeof getRegions>
const codeMock = getRegionByCode as jest.MockedFunction<typeof getRegionByCode>
const toastMock = toast as jest.MockedFunction<typeof toast>

const REGIONS: Record<number, Array<{ id: number; name: string; level: number; hasChildren: boolean }>> = {
  0: [{ id: 1, name: '北京市', level: 1, hasChildren: true }],
  1: [{ id: 36, name: '北京城区', level: 2, hasChildren: true }],
  36: [{ id: 457, name: '东城区', level: 3, hasChildren: false }],
}

async function fillForm() {
  await waitFor(() => expect(screen.getByTestId('address-name')).toBeTruthy())
  await typeInto(() => screen.getByTestId('address-name'), '张三丰')
  await typeInto(() => screen.getByTestId('address-tel'), '13800138000')
  await typeInto(() => screen.getByTestId('address-detail'), '东华门大街1号')
  await clickUntil(
    () => screen.getByTestId('address-label-home'),
    () => expect(screen.getByTestId('address-label-home').className).toContain('chip--active'),
  )
  await clickUntil(
    () => screen.getByTestId('address-region'),
    () => expect(screen.getByTestId('region-sheet')).toBeTruthy(),
  )
  const option = (name: string) => screen.queryAllByTestId('region-option').find((el) => el.textContent === name)
  await clickUntil(
    () => option('北京市'),
    () => expect(option('北京城区')).toBeTruthy(),
  )
  await clickUntil(
    () => option('北京城区'),
    () => expect(option('东城区')).toBeTruthy(),
  )
  await clickUntil(
    () => option('东城区'),
    () => expect(screen.queryByTestId('region-sheet')).toBeNull(),
  )
}

describe('address save page', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    regionsMock.mockImplementation(async (pid = 0) => ({ ok: true, code: 0, msg: '', data: REGIONS[pid] ?? [] }))
  })

  function renderLoggedIn() {
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', mobile: '13800000000' })
    return renderWith(storesWithConfig({}), <AddressSavePage />)
  }

  it('keeps every typed value when the server refuses the save', async () => {
    renderLoggedIn()
    await fillForm()
    expect(screen.getByTestId('address-region').textContent).toContain('北京市 北京城区 东城区')
    saveMock.mockResolvedValue({ ok: false, code: -1, msg: '电话格式有误', kind: 'server', data: '' })
    await clickUntil(
      () => screen.getByTestId('address-save'),
      () => expect(saveMock).toHaveBeenCalledTimes(1),
    )
    expect(saveMock.mock.calls[0][0]).toMatchObject({
      name: '张三丰',
      tel: '13800138000',
      province: 1,
      city: 36,
      county: 457,
      address: '东华门大街1号',
      is_default: 0,
    })
    await waitFor(() => expect(screen.getByTestId('address-save').className).not.toContain('at-button--disabled'))
    expect(fieldValue(screen.getByTestId('address-name'))).toBe('张三丰')
    expect(fieldValue(screen.getByTestId('address-tel'))).toBe('13800138000')
    expect(fieldValue(screen.getByTestId('address-detail'))).toBe('东华门大街1号')
    expect(screen.getByTestId('address-region').textContent).toContain('东城区')
  })

  it('shows the validation message and keeps the input without calling the server', async () => {
    renderLoggedIn()
    await fillForm()
    await typeInto(() => screen.getByTestId('address-tel'), '12')
    await clickUntil(
      () => screen.getByTestId('address-save'),
      () => expect(toastMock).toHaveBeenCalled(),
    )
    expect(toastMock).toHaveBeenCalledWith('联系电话格式有误（6-15 位）')
    expect(saveMock).not.toHaveBeenCalled()
    expect(fieldValue(screen.getByTestId('address-tel'))).toBe('12')
    expect(fieldValue(screen.getByTestId('address-name'))).toBe('张三丰')
  })

  it('fills the region from a region code (region/codedata) and opens the picker when the code names only part of it', async () => {
    renderLoggedIn()
    await waitFor(() => expect(screen.getByTestId('address-region-code')).toBeTruthy())
    await clickUntil(
      () => screen.getByTestId('address-region-code-apply'),
      () => expect(toastMock).toHaveBeenCalledWith('请输入地区编码'),
    )
    codeMock.mockResolvedValueOnce({
      ok: true,
      code: 0,
      msg: '',
      data: { province: { id: 1, name: '北京市' }, city: { id: 36, name: '北京城区' }, county: { id: 457, name: '东城区' } },
    })
    await typeInto(() => screen.getByTestId('address-region-code'), '110101')
    await clickUntil(
      () => screen.getByTestId('address-region-code-apply'),
      () => expect(screen.getByTestId('address-region').textContent).toContain('东城区'),
    )
    expect(codeMock).toHaveBeenCalledWith('110101')
    expect(screen.queryByTestId('region-sheet')).toBeNull()

    codeMock.mockResolvedValueOnce({
      ok: true,
      code: 0,
      msg: '',
      data: { province: { id: 1, name: '北京市' }, city: { id: 0, name: '' }, county: { id: 0, name: '' } },
    })
    await typeInto(() => screen.getByTestId('address-region-code'), '110000')
    await clickUntil(
      () => screen.getByTestId('address-region-code-apply'),
      () => expect(screen.getByTestId('region-sheet')).toBeTruthy(),
    )
  })
})
