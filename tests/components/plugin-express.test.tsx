import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/express'
import { setLanguage } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { TrackParcelButton } from '@/pages/plugins/express/components/track-parcel-button'
import ExpressDetailPage from '@/pages/plugins/express/detail/detail'
import { setItem } from '@/stores/storage'
import { renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/express', () => ({ ...jest.requireActual('@/api/plugins/express'), getTracking: jest.fn() }))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), openPage: jest.fn(() => Promise.resolve()) }))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const tracking = (parcels: number, steps: string[]) =>
  api.parseTracking({
    express_info: {
      icon: 'e.svg',
      name: '顺丰速运',
      number: 'SF100',
      note: '',
      msg: '',
      data: steps.map((desc, i) => ({ desc, time: `2026-11-2${9 - i} 10:00:00` })),
    },
    express_data: Array.from({ length: parcels }, (_, i) => ({ show_name: `包裹${i + 1}` })),
  })

describe('parcel tracking', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo' })
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { oid: '12' }, path: '/pages/plugins/express/detail/detail' } } as never)
  })

  it('shows the carrier and the steps, newest first; a parcel tab asks for that parcel', async () => {
    jest.mocked(api.getTracking).mockResolvedValue(ok(tracking(2, ['已签收', '派送中', '已揽收'])))
    renderWith(storesWithConfig({}, { express: {} }), <ExpressDetailPage />)
    await waitFor(() => expect(screen.getAllByTestId('express-step').map((el) => el.textContent?.slice(0, 3))).toEqual(['已签收', '派送中', '已揽收']))
    expect(screen.getByTestId('express-number').textContent).toContain('SF100')
    expect(api.getTracking).toHaveBeenLastCalledWith({ oid: '12' }, 0)
    fireEvent.click(screen.getByText('包裹2'))
    await waitFor(() => expect(api.getTracking).toHaveBeenLastCalledWith({ oid: '12' }, 1))
  })

  it('one parcel has no tabs; no steps and no message is the empty state', async () => {
    jest.mocked(api.getTracking).mockResolvedValue(ok(tracking(1, [])))
    renderWith(storesWithConfig({}, { express: {} }), <ExpressDetailPage />)
    await waitFor(() => expect(screen.getByTestId('status-empty').textContent).toContain('暂无物流信息'))
    expect(screen.queryByTestId('express-parcels')).toBeNull()
  })

  it('the track button shows only with the plugin on and parcels to track', () => {
    const on = renderWith(storesWithConfig({}, { express: {} }), <TrackParcelButton orderId='5' hasParcels />)
    fireEvent.click(screen.getByTestId('track-parcel'))
    expect(openPage).toHaveBeenCalledWith('/pages/plugins/express/detail/detail?oid=5')
    on.unmount()
    const off = renderWith(storesWithConfig({}, {}), <TrackParcelButton orderId='5' hasParcels />)
    expect(screen.queryByTestId('track-parcel')).toBeNull()
    off.unmount()
    renderWith(storesWithConfig({}, { express: {} }), <TrackParcelButton orderId='5' hasParcels={false} />)
    expect(screen.queryByTestId('track-parcel')).toBeNull()
  })
})
