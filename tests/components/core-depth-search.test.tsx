import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { getSearchOptions, searchGoods, type SearchOptions } from '@/api/search'
import { setLanguage } from '@/i18n'
import GoodsSearchPage from '@/pages/goods-search/goods-search'
import { resetRootStore, StoreContext } from '@/stores/root-store'

jest.mock('@/api/search', () => ({ ...jest.requireActual('@/api/search'), getSearchOptions: jest.fn(), searchGoods: jest.fn() }))

const options = getSearchOptions as jest.MockedFunction<typeof getSearchOptions>
const search = searchGoods as jest.MockedFunction<typeof searchGoods>

const chip = (value: string, name = value) => ({ value, name, logo: '' })
const answer: SearchOptions = {
  brands: [],
  categories: [],
  prices: [],
  origins: [chip('9', '上海市')],
  params: [chip('50ml')],
  specs: [chip('64G'), chip('红色')],
  brand: null,
  cartCount: '0',
}

describe('goods-search filter groups and sorts (api-core 3.9)', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    setLanguage('zh')
    options.mockResolvedValue({ ok: true, code: 0, msg: '', data: answer })
    search.mockReset().mockResolvedValue({ ok: true, code: 0, msg: '', data: { items: [], page: 1, pageTotal: 0, total: 0 } })
  })

  it('offers place of origin, parameter and spec values and searches by a chosen spec value', async () => {
    render(
      <StoreContext.Provider value={resetRootStore()}>
        <GoodsSearchPage />
      </StoreContext.Provider>,
    )
    await waitFor(() => expect(search).toHaveBeenCalled())
    fireEvent.click(await screen.findByTestId('open-filter'))
    expect(screen.getByTestId('filter-origins').textContent).toContain('上海市')
    expect(screen.getByTestId('filter-params').textContent).toContain('50ml')
    fireEvent.click(screen.getByText('64G'))
    fireEvent.click(screen.getByTestId('filter-apply'))
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ specs: ['64G'], origins: [], params: [] }), 1))

    // Reset clears the new groups too.
    fireEvent.click(screen.getByTestId('open-filter'))
    fireEvent.click(screen.getByTestId('filter-reset'))
    fireEvent.click(screen.getByTestId('filter-apply'))
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ specs: [] }), 1))
  })

  it('sorts by popularity (access_count)', async () => {
    render(
      <StoreContext.Provider value={resetRootStore()}>
        <GoodsSearchPage />
      </StoreContext.Provider>,
    )
    fireEvent.click(await screen.findByText('人气'))
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'access_count', type: 'desc' } }), 1))
  })

  it('the first tap on price sorts cheapest first, the next dearest first, and the arrow shows which', async () => {
    render(
      <StoreContext.Provider value={resetRootStore()}>
        <GoodsSearchPage />
      </StoreContext.Provider>,
    )
    const price = await screen.findByTestId('sort-min_price')
    const upArrow = () => price.querySelector('.sort-bar__arrow--up')!
    const downArrow = () => price.querySelector('.sort-bar__arrow--down')!
    expect(upArrow().className).not.toContain('--on')

    fireEvent.click(price)
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'min_price', type: 'asc' } }), 1))
    expect(price.getAttribute('data-direction')).toBe('asc')
    expect(upArrow().className).toContain('sort-bar__arrow--on')
    expect(downArrow().className).not.toContain('--on')
    expect(price.textContent).toContain('从低到高')

    fireEvent.click(price)
    await waitFor(() => expect(search).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { field: 'min_price', type: 'desc' } }), 1))
    expect(price.getAttribute('data-direction')).toBe('desc')
    expect(downArrow().className).toContain('sort-bar__arrow--on')
    expect(upArrow().className).not.toContain('--on')
    expect(price.textContent).toContain('从高到低')
  })
})
