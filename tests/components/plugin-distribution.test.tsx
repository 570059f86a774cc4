import Taro from '@tarojs/taro'
import { act, screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/distribution'
import * as baseApi from '@/api/plugins/distribution-base'
import { previewImages } from '@/components/image-viewer/image-preview'
import { setLanguage } from '@/i18n'
import { toast } from '@/lib/navigate'
import PickupApplyPage from '@/pages/plugins/distribution/extraction-apply/extraction-apply'
import BundleFormPage from '@/pages/plugins/distribution/recommend-form/recommend-form'
import DistributionCentrePage from '@/pages/plugins/distribution/user/user'
import VisitFormPage from '@/pages/plugins/distribution/visit-form/visit-form'
import { Slot } from '@/slots/slot'
import { GOODS_DETAIL_SHARE } from '@/slots/slots'
import { setItem } from '@/stores/storage'
import '@/slots/fills/goods-detail'
import { cleanStart, clickUntil, fieldValue, renderWith, storesWithConfig, typeInto } from './helpers/account-helpers'

jest.mock('@/api/plugins/distribution', () => ({
  ...jest.requireActual('@/api/plugins/distribution'),
  getCentre: jest.fn(),
  getRangeStats: jest.fn(),
  getPickupForm: jest.fn(),
  savePickupApplication: jest.fn(),
  getVisitForm: jest.fn(),
  saveVisit: jest.fn(),
  getBundleForm: jest.fn(),
  saveBundle: jest.fn(),
}))
jest.mock('@/api/plugins/distribution-base', () => ({
  ...jest.requireActual('@/api/plugins/distribution-base'),
  getGoodsPoster: jest.fn(),
}))
jest.mock('@/components/image-viewer/image-preview', () => ({ previewImages: jest.fn() }))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  toast: jest.fn(),
  goBack: jest.fn(),
  goLogin: jest.fn(),
  openPage: jest.fn(() => Promise.resolve()),
}))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const cell = (name: string, value: string, link = ''): api.StatCell => ({ name, value, unit: '人', prefix: '', icon: '', link, links: [] })
const PRESETS = [
  { key: 'today', name: '今日', start: '2026-11-22 00:00:00', end: '2026-11-22 23:59:59' },
  { key: 'this_month', name: '本月', start: '2026-11-01 00:00:00', end: '2026-11-22 23:59:59' },
]

function centre(extra: Partial<api.Centre> = {}): api.Centre {
  return {
    pickupEnabled: true,
    notices: ['好友注册后即成为你的团队成员'],
    showSuperior: true,
    canModifySuperior: true,
    conditions: [],
    level: { id: '2', name: '高级分销商', image: '', rates: ['15', '8', '3'], rules: { title: '', lines: [] } },
    pickup: null,
    superior: { id: '9', avatar: '', name: 'leader', changesNote: '还可修改 3 次' },
    referralCode: '1',
    ladder: '再推广 4 位用户即可升级为「金牌分销商」',
    nav: [{ url: '/pages/plugins/distribution/team/team', icon: '', title: '我的团队' }],
    presets: PRESETS,
    defaultPreset: 'this_month',
    stats: { promotion: [cell('推广用户', '4')], base: [cell('新增客户', '2')] },
    profit: [{ name: '待生效', value: '106.27', link: '' }],
    ...extra,
  }
}

function logIn() {
  setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo', nickname: '小美' })
}

const stores = () => storesWithConfig({}, { distribution: { data: { is_goods_detail_poster: 1 } } })

describe('distribution centre', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    logIn()
  })

  it('a distributor sees level, referral code, superior, statistics, rebates and the ladder; the time sheet re-queries', async () => {
    ;(api.getCentre as jest.Mock).mockResolvedValue(ok(centre()))
    ;(api.getRangeStats as jest.Mock).mockResolvedValue(ok({ promotion: [cell('推广用户', '1')], base: [cell('新增客户', '0')] }))
    renderWith(stores(), <DistributionCentrePage />)
    expect((await screen.findByTestId('dist-level')).textContent).toContain('高级分销商')
    expect(screen.getByTestId('dist-referral-code').textContent).toContain('推荐码 1')
    expect(screen.getByTestId('dist-superior').textContent).toContain('leader')
    expect(screen.getByTestId('dist-stat-promotion').textContent).toContain('4')
    expect(screen.getByTestId('dist-profit-stats').textContent).toContain('106.27')
    expect(screen.getByTestId('dist-ladder').textContent).toContain('金牌分销商')
    expect(screen.queryByTestId('dist-not-distributor')).toBeNull()
    expect(screen.getByTestId('dist-range-button').textContent).toContain('本月')

    await clickUntil(
      () => screen.getByTestId('dist-range-button'),
      () => expect(screen.getByTestId('dist-range-sheet')).toBeTruthy(),
    )
    await clickUntil(
      () => screen.getAllByTestId('dist-range-preset')[0],
      () => expect(screen.getAllByTestId('dist-range-preset')[0].className).toContain('--on'),
    )
    await clickUntil(
      () => screen.getByTestId('dist-range-query'),
      () => expect(screen.queryByTestId('dist-range-sheet')).toBeNull(),
    )
    expect(api.getRangeStats).toHaveBeenCalledWith({ name: '今日', start: '2026-11-22 00:00:00', end: '2026-11-22 23:59:59', index: 'today' })
    expect(screen.getByTestId('dist-range-button').textContent).toContain('今日')
    expect(screen.getByTestId('dist-stat-promotion').textContent).toContain('1')
  })

  it('a shopper without a level sees the conditions, no statistics, and still the pickup point entry', async () => {
    ;(api.getCentre as jest.Mock).mockResolvedValue(
      ok(
        centre({
          level: null,
          conditions: ['达到「普通分销商」的条件即可成为分销商：累计消费 满 100.00 元'],
          stats: { promotion: [], base: [] },
          profit: [],
          nav: [],
        }),
      ),
    )
    renderWith(stores(), <DistributionCentrePage />)
    const notice = await screen.findByTestId('dist-not-distributor')
    expect(notice.textContent).toContain('你还不是分销商')
    expect(notice.textContent).toContain('累计消费 满 100.00 元')
    expect(screen.queryByTestId('dist-stats')).toBeNull()
    expect(screen.queryByTestId('dist-ladder')).toBeNull()
    expect(screen.getByTestId('dist-pickup-entry').textContent).toBe('申请取货点')
  })
})

describe('distribution forms keep what was typed', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    logIn()
    ;(api.getCentre as jest.Mock).mockResolvedValue(ok(centre()))
  })

  it('pickup point: a refused application is edited; a bad contact (zh) and phone (en) are refused, then it is resubmitted', async () => {
    const refused: api.PickupApplication = {
      id: '5',
      logo: '',
      alias: '中关村自提',
      name: '周舟',
      tel: '18600000012',
      province: 1,
      city: 36,
      county: 457,
      provinceName: '北京市',
      cityName: '北京市',
      countyName: '东城区',
      address: '中关村大街27号',
      lng: 116.31,
      lat: 39.98,
      status: 2,
      statusName: '审核失败',
      failReason: '门店照片不清晰',
    }
    ;(api.getPickupForm as jest.Mock).mockResolvedValue(ok({ point: refused, pathType: 'p' }))
    ;(api.savePickupApplication as jest.Mock).mockResolvedValue(ok(''))
    renderWith(stores(), <PickupApplyPage />)
    expect((await screen.findByTestId('dist-apply-reason')).textContent).toContain('门店照片不清晰')
    await typeInto(() => screen.getByTestId('dist-apply-tel'), '123456')
    await typeInto(() => screen.getByTestId('dist-apply-name'), '周')
    await clickUntil(
      () => screen.getByTestId('dist-apply-submit'),
      () => expect(toast).toHaveBeenCalledWith('联系人长度需在 2 到 16 个字符之间'),
    )
    await typeInto(() => screen.getByTestId('dist-apply-name'), '周舟')
    // The shopper switches to English: the same rule now speaks English.
    act(() => setLanguage('en'))
    await clickUntil(
      () => screen.getByTestId('dist-apply-submit'),
      () => expect(toast).toHaveBeenCalledWith('Please enter a landline or mobile number'),
    )
    expect(fieldValue(screen.getByTestId('dist-apply-tel'))).toBe('123456')
    expect(fieldValue(screen.getByTestId('dist-apply-alias'))).toBe('中关村自提')
    expect(api.savePickupApplication).not.toHaveBeenCalled()

    await typeInto(() => screen.getByTestId('dist-apply-tel'), '010-62510000')
    await clickUntil(
      () => screen.getByTestId('dist-apply-submit'),
      () => expect(api.savePickupApplication).toHaveBeenCalled(),
    )
    expect(api.savePickupApplication).toHaveBeenCalledWith({
      alias: '中关村自提',
      name: '周舟',
      tel: '010-62510000',
      province: 1,
      city: 36,
      county: 457,
      address: '中关村大街27号',
      lng: 116.31,
      lat: 39.98,
      logo: '',
    })
  })

  it('visit: a customer and photos are required; the content stays', async () => {
    ;(api.getVisitForm as jest.Mock).mockResolvedValue(ok({ visit: null, pathType: 'v' }))
    renderWith(stores(), <VisitFormPage />)
    await typeInto(() => screen.getByTestId('dist-visit-content'), '带新品小样回访')
    await clickUntil(
      () => screen.getByTestId('dist-visit-submit'),
      () => expect(toast).toHaveBeenCalledWith('请选择客户'),
    )
    expect(fieldValue(screen.getByTestId('dist-visit-content'))).toBe('带新品小样回访')
    expect(api.saveVisit).not.toHaveBeenCalled()
  })

  it('an edited visit without photos is refused with "upload photos"', async () => {
    ;(api.getVisitForm as jest.Mock).mockResolvedValue(
      ok({ visit: { id: '3', customer: { id: '12', avatar: '', name: 'fan02' }, content: '电话回访', images: [], addTime: '', updTime: '' }, pathType: 'v' }),
    )
    renderWith(stores(), <VisitFormPage />)
    expect((await screen.findByTestId('dist-visit-customer')).textContent).toContain('fan02')
    await clickUntil(
      () => screen.getByTestId('dist-visit-submit'),
      () => expect(toast).toHaveBeenCalledWith('请上传照片'),
    )
    expect(api.saveVisit).not.toHaveBeenCalled()
  })

  it('recommendation: title then goods are required; what was typed stays', async () => {
    ;(api.getBundleForm as jest.Mock).mockResolvedValue(ok({ bundle: null, categories: [{ id: '1', name: '护肤' }], pathType: 'r' }))
    renderWith(stores(), <BundleFormPage />)
    await clickUntil(
      () => screen.getByTestId('dist-bundle-submit'),
      () => expect(toast).toHaveBeenCalledWith('请填写标题'),
    )
    await typeInto(() => screen.getByTestId('dist-bundle-title'), 'x'.repeat(61))
    await clickUntil(
      () => screen.getByTestId('dist-bundle-submit'),
      () => expect(toast).toHaveBeenCalledWith('标题长度需在 1 到 60 个字符之间'),
    )
    await typeInto(() => screen.getByTestId('dist-bundle-title'), '春季焕新组合')
    await clickUntil(
      () => screen.getByTestId('dist-bundle-submit'),
      () => expect(toast).toHaveBeenCalledWith('请选择商品'),
    )
    expect(fieldValue(screen.getByTestId('dist-bundle-title'))).toBe('春季焕新组合')
    await waitFor(() => expect(api.saveBundle).not.toHaveBeenCalled())
  })
})

describe('goods detail poster entry', () => {
  beforeEach(cleanStart)

  it('shows beside the share button while the plugin offers goods posters, and previews the poster it makes', async () => {
    logIn()
    ;(baseApi.getGoodsPoster as jest.Mock).mockResolvedValue(ok('http://shop/static/upload/distribution-poster/goods-2-1-abc.svg'))
    const root = stores()
    root.session.setUser({ id: '1', token: 'tok', username: 'demo' })
    renderWith(root, <Slot slot={GOODS_DETAIL_SHARE} props={{ goodsId: '2', className: 'gd-icon-button' }} />)
    await clickUntil(
      () => screen.getByTestId('goods-poster'),
      () => expect(previewImages).toHaveBeenCalledWith(['http://shop/static/upload/distribution-poster/goods-2-1-abc.svg']),
    )
    expect(baseApi.getGoodsPoster).toHaveBeenCalledWith('2')
  })

  it('draws nothing when the plugin is off or goods posters are switched off', () => {
    const { unmount } = renderWith(storesWithConfig({}, {}), <Slot slot={GOODS_DETAIL_SHARE} props={{ goodsId: '2', className: 'gd-icon-button' }} />)
    expect(screen.queryByTestId('goods-poster')).toBeNull()
    unmount()
    renderWith(
      storesWithConfig({}, { distribution: { data: { is_goods_detail_poster: 0 } } }),
      <Slot slot={GOODS_DETAIL_SHARE} props={{ goodsId: '2', className: 'gd-icon-button' }} />,
    )
    expect(screen.queryByTestId('goods-poster')).toBeNull()
  })
})
