import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as api from '@/api/plugins/orderresources'
import { setLanguage } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { OrderResourcesButton } from '@/pages/plugins/orderresources/components/order-resources-button'
import OrderAnnexPage from '@/pages/plugins/orderresources/orderannex/orderannex'
import { setItem } from '@/stores/storage'
import { renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/orderresources', () => ({ ...jest.requireActual('@/api/plugins/orderresources'), getOrderResources: jest.fn() }))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), openPage: jest.fn(() => Promise.resolve()) }))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })

describe('order resources', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    setItem('cache_shop_user_info_key', { id: '1', token: 'tok', username: 'demo' })
    jest
      .spyOn(Taro, 'getCurrentInstance')
      .mockReturnValue({ router: { params: { oid: '5' }, path: '/pages/plugins/orderresources/orderannex/orderannex' } } as never)
  })

  it('shows the sections that have content and copies an item link', async () => {
    const clip = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    jest
      .mocked(api.getOrderResources)
      .mockResolvedValue(
        ok(api.parseOrderResources({ images_data: ['a.svg', 'b.svg'], video_data: [], file_data: [{ title: '护理指南', url: 'guide.txt' }], note: '谢谢' })),
      )
    renderWith(storesWithConfig({}, { orderresources: {} }), <OrderAnnexPage />)
    await waitFor(() => expect(screen.getAllByTestId('annex-image')).toHaveLength(2))
    expect(screen.getByTestId('annex-file').textContent).toContain('护理指南')
    expect(screen.getByTestId('annex-note').textContent).toBe('谢谢')
    expect(screen.queryByText('视频')).toBeNull()
    expect(api.getOrderResources).toHaveBeenCalledWith('5')
    fireEvent.click(screen.getByTestId('annex-file').querySelector('[data-testid=annex-copy]')!)
    await waitFor(() => expect(clip).toHaveBeenCalledWith({ data: 'guide.txt' }))
  })

  it('an order without resources shows the empty state', async () => {
    jest.mocked(api.getOrderResources).mockResolvedValue(ok(api.parseOrderResources({ images_data: [], video_data: [], file_data: [], note: '' })))
    renderWith(storesWithConfig({}, { orderresources: {} }), <OrderAnnexPage />)
    await waitFor(() => expect(screen.getByTestId('status-empty').textContent).toContain('该订单暂无资源'))
  })

  it('the order button shows only for flagged orders with the plugin on', () => {
    const on = renderWith(storesWithConfig({}, { orderresources: {} }), <OrderResourcesButton orderId='5' hasResources />)
    fireEvent.click(screen.getByTestId('order-resources'))
    expect(openPage).toHaveBeenCalledWith('/pages/plugins/orderresources/orderannex/orderannex?oid=5')
    on.unmount()
    const off = renderWith(storesWithConfig({}, {}), <OrderResourcesButton orderId='5' hasResources />)
    expect(screen.queryByTestId('order-resources')).toBeNull()
    off.unmount()
    renderWith(storesWithConfig({}, { orderresources: {} }), <OrderResourcesButton orderId='5' hasResources={false} />)
    expect(screen.queryByTestId('order-resources')).toBeNull()
  })
})
