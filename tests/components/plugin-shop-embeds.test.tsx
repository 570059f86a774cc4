import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as shopApi from '@/api/plugins/shop-core'
import { openUrl } from '@/lib/navigate'
import { Slot } from '@/slots/slot'
import { GOODS_DETAIL_BLOCKS, HOME_BLOCKS, HOME_BLOCKS_AFTER_FLOORS } from '@/slots/slots'
import { setItem } from '@/stores/storage'
import '@/pages/plugins/shop/embeds/home'
import '@/pages/plugins/shop/embeds/goods-detail'
import '@/pages/plugins/activity/embeds/home'
import '@/pages/plugins/activity/embeds/goods-detail'
import '@/pages/plugins/magic/embeds/home'
import { cleanStart, renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/shop-core', () => ({ ...jest.requireActual('@/api/plugins/shop-core'), toggleShopFavor: jest.fn() }))
jest.mock('@/lib/navigate', () => ({
  ...jest.requireActual('@/lib/navigate'),
  openPage: jest.fn(() => Promise.resolve()),
  openUrl: jest.fn(),
  toast: jest.fn(),
}))

// Lazy images watch the viewport; jsdom has no IntersectionObserver.
class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { IntersectionObserver: NoopObserver })
beforeAll(() => Taro.initPxTransform({ designWidth: 750, deviceRatio: { 750: 1 } }))

const ALL_ON = { shop: {}, activity: {}, magic: {} }
const goods = (id: number) => ({ id, title: `商品${id}`, min_price: '9.90', goods_url: `/pages/goods-detail/goods-detail?id=${id}` })

/** plugins_<name>_data of a home answer, as the server sends them. */
const homeData = {
  shop: { base: { home_data_list_title: '精选店铺' }, data: [{ id: 1, name: '悦色', goods_count: 7, url: '/pages/plugins/shop/detail/detail?id=1' }] },
  activity: {
    base: { is_home_auto_play: 1 },
    data: [
      { id: 1, title: '秋冬护肤节', home_data_location: 0, style_type: 2, url: '/pages/plugins/activity/detail/detail?id=1', goods_list: [goods(2)] },
      { id: 2, title: '彩妆焕新周', home_data_location: 1, style_type: 1, url: '/pages/plugins/activity/detail/detail?id=2', goods_list: [goods(1)] },
    ],
  },
  magic: { goods: [{ id: 1, show_style: 1, data: [{ title: '通勤快妆', url: '/pages/plugins/magic/detail/detail?id=1&ix=0', goods_list: [goods(3)] }] }] },
}

const goodsPlugins = {
  plugins_shop_data: {
    id: 1,
    name: '悦色彩妆旗舰店',
    is_favor: 0,
    shop_favor_count: 3,
    service_tel: '400-800-1234',
    url: '/pages/plugins/shop/detail/detail?id=1',
  },
  plugins_activity_data: { data: [{ id: 2, title: '彩妆焕新周', time_end: '2027-06-10 10:00:00', status: 1 }] },
}

function renderHome(plugins: Record<string, unknown>) {
  const onSettled = jest.fn()
  const props = { refreshKey: 1, pluginData: homeData, onSettled }
  const view = renderWith(
    storesWithConfig({}, plugins),
    <>
      <Slot slot={HOME_BLOCKS} props={props} />
      <Slot slot={HOME_BLOCKS_AFTER_FLOORS} props={props} />
    </>,
  )
  return { ...view, onSettled }
}

describe('shop, activity and magic embeds in core pages', () => {
  beforeEach(cleanStart)

  it('home draws the shop list, the activity floor of each location and the magic cube, each settled at once', async () => {
    const { onSettled } = renderHome(ALL_ON)
    expect(screen.getByTestId('home-shop-block').textContent).toContain('悦色')
    expect(screen.getByTestId('home-activity-0').textContent).toContain('秋冬护肤节')
    expect(screen.getByTestId('home-activity-1').textContent).toContain('彩妆焕新周')
    expect(screen.getByTestId('home-magic').textContent).toContain('通勤快妆')
    await waitFor(() => expect(onSettled.mock.calls.map((c) => c[0]).sort()).toEqual(expect.arrayContaining(['activity', 'magic', 'shop'])))
    fireEvent.click(screen.getByTestId('home-shop'))
    expect(openUrl).toHaveBeenCalledWith('/pages/plugins/shop/detail/detail?id=1')
  })

  it('home shows none of them while their plugins are off, and still lets the floors go on', async () => {
    const { container, onSettled } = renderHome({})
    await waitFor(() => expect(onSettled.mock.calls.map((c) => c[0]).sort()).toEqual(expect.arrayContaining(['activity', 'magic', 'shop'])))
    expect(container.textContent).toBe('')
  })

  it('goods detail shows the seller card with favourite and service, and the activity badge; nothing while off', async () => {
    setItem('cache_shop_user_info_key', { id: '1', token: 'token-1' })
    jest.mocked(shopApi.toggleShopFavor).mockResolvedValue({ ok: true, code: 0, msg: '收藏成功', data: { isFavor: true, label: '已收藏', count: 4 } })
    const on = renderWith(storesWithConfig({}, ALL_ON), <Slot slot={GOODS_DETAIL_BLOCKS} props={{ goodsId: '1', plugins: goodsPlugins }} />)
    expect(screen.getByTestId('activity-badge').textContent).toContain('彩妆焕新周')
    expect(screen.getByTestId('seller-card').textContent).toContain('悦色彩妆旗舰店')
    fireEvent.click(screen.getByTestId('seller-favor'))
    await waitFor(() => expect(screen.getByTestId('seller-favor').textContent).toContain('已收藏'))
    expect(shopApi.toggleShopFavor).toHaveBeenCalledWith('1')
    fireEvent.click(screen.getByTestId('seller-service'))
    // The service sheet's code loads with its first opening (shop-service-popup-on-demand).
    expect((await screen.findByTestId('shop-service-tel')).textContent).toContain('400-800-1234')
    on.unmount()

    const off = renderWith(storesWithConfig({}, {}), <Slot slot={GOODS_DETAIL_BLOCKS} props={{ goodsId: '1', plugins: goodsPlugins }} />)
    expect(off.container.textContent).toBe('')
    off.unmount()
    // Goods the platform sells itself carry no seller.
    const platform = renderWith(storesWithConfig({}, ALL_ON), <Slot slot={GOODS_DETAIL_BLOCKS} props={{ goodsId: '9', plugins: {} }} />)
    expect(platform.container.textContent).toBe('')
  })
})
