import Taro from '@tarojs/taro'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import * as brandApi from '@/api/plugins/brand'
import * as labelApi from '@/api/plugins/label'
import { setLanguage } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { setItem } from '@/stores/storage'
import BrandWallPage from '@/pages/plugins/brand/index/index'
import { GoodsLabelChips } from '@/pages/plugins/label/components/goods-label-chips'
import LabelGoodsPage from '@/pages/plugins/label/detail/detail'
import { cleanStart, renderWith, storesWithConfig } from './helpers/account-helpers'

jest.mock('@/api/plugins/brand', () => ({ ...jest.requireActual('@/api/plugins/brand'), getBrandWall: jest.fn() }))
jest.mock('@/api/plugins/label', () => ({ ...jest.requireActual('@/api/plugins/label'), getLabel: jest.fn(), getLabelGoods: jest.fn() }))
jest.mock('@/lib/navigate', () => ({ ...jest.requireActual('@/lib/navigate'), openPage: jest.fn(() => Promise.resolve()) }))

const ok = <T,>(data: T) => ({ ok: true as const, code: 0 as const, msg: '', data })
const wall = brandApi.parseBrandWall({
  brand_list: [
    { id: 1, name: '花间集', logo: 'a.svg', brand_category_ids: ['10', '13'] },
    { id: 2, name: '澄光', logo: 'b.svg', brand_category_ids: ['10'] },
    { id: 4, name: '悦色', logo: 'c.svg', brand_category_ids: ['11'] },
  ],
  brand_category_list: [
    { id: 10, name: '护肤' },
    { id: 11, name: '彩妆' },
    { id: 12, name: '香氛' },
  ],
})
const brandNames = () => screen.queryAllByTestId('brand-item').map((el) => el.textContent)
const goodsPage = (total: number) =>
  ok({
    items: Array.from({ length: total }, (_, i) => ({
      id: String(i + 1),
      title: `商品${i + 1}`,
      image: '',
      price: '9.90',
      originalPrice: '',
      url: '',
      salesCount: 0,
      inventory: 1,
      inventoryUnit: '件',
      simpleDesc: '',
      hasSpecs: false,
      errorMsg: '',
    })),
    page: 1,
    pageTotal: 1,
    total,
  })

describe('brand wall', () => {
  beforeEach(cleanStart)

  it('filters by category in the page and opens the goods of a brand', async () => {
    jest.mocked(brandApi.getBrandWall).mockResolvedValue(ok(wall))
    renderWith(storesWithConfig({}, { brand: {} }), <BrandWallPage />)
    await waitFor(() => expect(brandNames()).toEqual(['花间集', '澄光', '悦色']))
    fireEvent.click(screen.getAllByTestId('brand-category').find((el) => el.textContent === '彩妆')!)
    expect(brandNames()).toEqual(['悦色'])
    // "More" opens every category as a tile; a category without brands shows the empty state.
    fireEvent.click(screen.getByTestId('brand-more'))
    fireEvent.click(screen.getAllByTestId('brand-sheet-category').find((el) => el.textContent === '香氛')!)
    expect(screen.queryByTestId('brand-category-sheet')).toBeNull()
    expect(brandNames()).toEqual([])
    expect(screen.getByTestId('status-empty').textContent).toContain('该分类下暂无品牌')
    fireEvent.click(screen.getAllByTestId('brand-category').find((el) => el.textContent === '全部')!)
    fireEvent.click(screen.getAllByTestId('brand-item')[1])
    expect(openPage).toHaveBeenCalledWith('/pages/goods-search/goods-search?brand=2')
  })

  it('shows the server message when the call fails, in the chosen language when empty', async () => {
    jest.mocked(brandApi.getBrandWall).mockResolvedValue({ ok: false, code: -11, msg: '应用未启用', kind: 'server', data: null } as never)
    renderWith(storesWithConfig({}, {}), <BrandWallPage />)
    await waitFor(() => expect(screen.getByTestId('status-error').textContent).toContain('应用未启用'))
    cleanup() // unmount the first page before the stores are replaced under it
    setItem('language', 'en') // the app store takes the language from storage
    jest.mocked(brandApi.getBrandWall).mockResolvedValue(ok({ brands: [], categories: [] }))
    renderWith(storesWithConfig({}, { brand: {} }), <BrandWallPage />)
    await waitFor(() => expect(screen.getByTestId('status-empty').textContent).toContain('No brands yet'))
  })
})

describe('label page', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    jest.clearAllMocks()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '3' }, path: '/pages/plugins/label/detail/detail' } } as never)
  })

  it('shows the chip and count, and sends the sort as the arrow shows', async () => {
    jest.mocked(labelApi.getLabel).mockResolvedValue(ok({ id: '3', name: '热卖', bgColor: '#ff4d4f', textColor: '#ffffff' }))
    jest.mocked(labelApi.getLabelGoods).mockResolvedValue(goodsPage(2))
    renderWith(storesWithConfig({}, { label: {} }), <LabelGoodsPage />)
    await waitFor(() => expect(screen.getByTestId('label-goods-count').textContent).toBe('2 件相关商品'))
    expect(screen.getByTestId('label-chip').textContent).toBe('热卖')
    expect(labelApi.getLabelGoods).toHaveBeenLastCalledWith('3', 1, '')
    fireEvent.click(screen.getByTestId('sort-price'))
    await waitFor(() => expect(labelApi.getLabelGoods).toHaveBeenLastCalledWith('3', 1, 'price-asc'))
    fireEvent.click(screen.getByTestId('sort-price'))
    await waitFor(() => expect(labelApi.getLabelGoods).toHaveBeenLastCalledWith('3', 1, 'price-desc'))
    fireEvent.click(screen.getByTestId('sort-all'))
    await waitFor(() => expect(labelApi.getLabelGoods).toHaveBeenLastCalledWith('3', 1, ''))
    expect(screen.getAllByTestId('goods-card')).toHaveLength(2)
  })

  it('says so when the label does not exist, and when it has no goods', async () => {
    jest.mocked(labelApi.getLabel).mockResolvedValue(ok(null))
    const first = renderWith(storesWithConfig({}, { label: {} }), <LabelGoodsPage />)
    await waitFor(() => expect(screen.getByTestId('status-empty').textContent).toContain('标签不存在'))
    expect(labelApi.getLabelGoods).not.toHaveBeenCalled()
    first.unmount()
    jest.mocked(labelApi.getLabel).mockResolvedValue(ok({ id: '3', name: '限定', bgColor: '#666', textColor: '#fff' }))
    jest.mocked(labelApi.getLabelGoods).mockResolvedValue(goodsPage(0))
    renderWith(storesWithConfig({}, { label: {} }), <LabelGoodsPage />)
    await waitFor(() => expect(screen.getByTestId('status-empty').textContent).toContain('该标签下暂无商品'))
  })
})

describe('label chips on a goods photo', () => {
  const overlay = (linked: number) => ({
    base: { is_user_goods_label_url: linked },
    data: [
      { id: 3, name: '热卖', bg_color: '#ff4d4f', text_color: '#fff', url: '/pages/plugins/label/detail/detail?id=3', goods_ids: [7, 8] },
      { id: 4, name: '新品', bg_color: '', text_color: '', url: '/pages/plugins/label/detail/detail?id=4', goods_ids: ['9'] },
    ],
  })

  beforeEach(() => jest.clearAllMocks())

  it('shows only the labels of this goods, linking to the label when the shop allows it', () => {
    const view = renderWith(storesWithConfig({}, { label: {} }), <GoodsLabelChips chips={labelApi.labelChipsFor(overlay(1), '8')} />)
    expect(screen.getAllByTestId('goods-label-chip').map((el) => el.textContent)).toEqual(['热卖'])
    fireEvent.click(screen.getByTestId('goods-label-chip'))
    expect(openPage).toHaveBeenCalledWith('/pages/plugins/label/detail/detail?id=3')
    view.unmount()
    jest.mocked(openPage).mockClear()
    renderWith(storesWithConfig({}, { label: {} }), <GoodsLabelChips chips={labelApi.labelChipsFor(overlay(0), '9')} />)
    expect(screen.getByTestId('goods-label-chip').textContent).toBe('新品')
    fireEvent.click(screen.getByTestId('goods-label-chip'))
    expect(openPage).not.toHaveBeenCalled()
  })

  it('a list answer gives its goods their chips; goods without labels are left as they were', () => {
    const goods = [{ id: '8' }, { id: '1' }].map((g) => ({
      ...g,
      title: '',
      image: '',
      price: '1',
      originalPrice: '',
      salesCount: 0,
      inventory: 1,
      inventoryUnit: '',
      url: '',
      simpleDesc: '',
      hasSpecs: false,
      errorMsg: '',
    }))
    const labelled = labelApi.withLabels(goods, overlay(1))
    expect(labelled[0].labels?.map((l) => l.name)).toEqual(['热卖'])
    expect(labelled[1]).toBe(goods[1])
    expect(labelApi.withLabels(goods, undefined)).toBe(goods)
  })

  it('draws nothing without label data (plugin off) or for an unlabelled goods', () => {
    const { container } = renderWith(storesWithConfig({}, {}), <GoodsLabelChips chips={labelApi.labelChipsFor(undefined, '8')} />)
    expect(container.querySelector('[data-testid=goods-label-chips]')).toBeNull()
    renderWith(storesWithConfig({}, { label: {} }), <GoodsLabelChips chips={labelApi.labelChipsFor(overlay(1), '1')} />)
    expect(screen.queryByTestId('goods-label-chips')).toBeNull()
  })
})
