import {
  addToHistory,
  buildSearchBody,
  emptyFilters,
  indexedJson,
  nextSort,
  noMatchAsEmpty,
  parseFoundGoods,
  parseSearchOptions,
  parseSearchStart,
} from '@/api/search'

describe('search history', () => {
  it('puts the newest first without duplicates and trims', () => {
    expect(addToHistory(['a', 'b', 'c'], ' b ')).toEqual(['b', 'a', 'c'])
    expect(addToHistory([], 'x')).toEqual(['x'])
    expect(addToHistory(['a'], '   ')).toEqual(['a'])
  })

  it('keeps at most the limit', () => {
    expect(addToHistory(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b'])
  })
})

describe('sorting', () => {
  it('a new field starts descending (price ascending), the same field flips, default resets', () => {
    const sales = nextSort({ field: 'default', type: 'desc' }, 'sales_count')
    expect(sales).toEqual({ field: 'sales_count', type: 'desc' })
    expect(nextSort(sales, 'sales_count')).toEqual({ field: 'sales_count', type: 'asc' })
    const price = nextSort(sales, 'min_price')
    expect(price).toEqual({ field: 'min_price', type: 'asc' })
    expect(nextSort(price, 'min_price')).toEqual({ field: 'min_price', type: 'desc' })
    expect(nextSort(nextSort(price, 'min_price'), 'min_price')).toEqual({ field: 'min_price', type: 'asc' })
    expect(nextSort({ field: 'min_price', type: 'desc' }, 'id')).toEqual({ field: 'id', type: 'desc' })
    expect(nextSort(price, 'default')).toEqual({ field: 'default', type: 'desc' })
  })
})

describe('request body', () => {
  it('sends filter groups as position-keyed JSON or empty strings', () => {
    expect(indexedJson([])).toBe('')
    expect(indexedJson([12, 15])).toBe('{"0":12,"1":15}')
    const body = buildSearchBody(
      emptyFilters({
        keywords: ' 手机 ',
        brandIds: ['8', '9'],
        prices: ['0-100'],
        origins: ['9'],
        specs: ['64G', '红色'],
        sort: { field: 'min_price', type: 'asc' },
      }),
      2,
    )
    expect(body).toEqual({
      wd: '手机',
      category_id: 0,
      brand: 0,
      order_by_field: 'min_price',
      order_by_type: 'asc',
      brand_ids: '{"0":8,"1":9}',
      category_ids: '',
      screening_price_values: '{"0":"0-100"}',
      place_origin_ids: '{"0":9}',
      goods_params_values: '',
      goods_spec_values: '{"0":"64G","1":"红色"}',
      page: 2,
    })
  })

  it('carries the category and brand of the page', () => {
    const body = buildSearchBody(emptyFilters({ categoryId: '3', brandId: '8' }))
    expect(body.category_id).toBe('3')
    expect(body.brand).toBe('8')
    expect(body.page).toBeUndefined()
  })
})

describe('search/datalist answers', () => {
  const emptyData = { page: 1, page_size: 20, page_total: 0, total: 0, data: [] }

  it('code -1 with an empty page is an empty list, not an error', () => {
    const result = noMatchAsEmpty({ ok: false, code: -1, msg: '没有相关数据', kind: 'server', data: emptyData }, 1)
    expect(result).toEqual({ ok: true, code: 0, msg: '没有相关数据', data: { items: [], page: 1, pageTotal: 0, total: 0 } })
  })

  it('code -1 with empty data is empty too', () => {
    const result = noMatchAsEmpty({ ok: false, code: -1, msg: 'no data', kind: 'server', data: '' }, 1)
    expect(result.ok).toBe(true)
  })

  it('other failures stay failures', () => {
    expect(noMatchAsEmpty({ ok: false, code: -99999, msg: 'net', kind: 'network', data: '' }, 1).ok).toBe(false)
    expect(noMatchAsEmpty({ ok: false, code: -1, msg: 'x', kind: 'server', data: { total: 3, data: [{ id: 1 }] } }, 1).ok).toBe(false)
  })

  it('a normal page becomes goods summaries', () => {
    const result = parseFoundGoods(
      {
        total: 1,
        page_total: 1,
        data: [{ id: 2, title: 'T', images: 'i.png', min_price: '4500.00', is_exist_many_spec: 1, goods_url: '/pages/goods-detail/goods-detail?id=2' }],
      },
      1,
    )
    expect(result.items[0]).toMatchObject({ id: '2', title: 'T', price: '4500.00', hasSpecs: true })
  })
})

describe('search/index and search/start', () => {
  it('parses filter options and the brand being browsed', () => {
    const options = parseSearchOptions({
      search_map_info: { brand: { name: '华为', logo: 'l.png', describe: 'd' } },
      brand_list: [{ id: 8, name: '华为', logo: 'l.png' }],
      category_list: [{ id: 1, name: '数码' }],
      screening_price_list: [{ id: 7, name: '100以下', min_price: 0, max_price: 100 }],
      cart_total: { buy_number: 3 },
    })
    expect(options.brands).toEqual([{ value: '8', name: '华为', logo: 'l.png' }])
    expect(options.categories[0]).toMatchObject({ value: '1', name: '数码' })
    expect(options.prices[0]).toMatchObject({ value: '0-100', name: '100以下' })
    expect(options.brand?.name).toBe('华为')
    expect(options.cartCount).toBe('3')
    expect(parseSearchOptions({ search_map_info: { brand: null } }).brand).toBeNull()
  })

  it('parses keywords and non-empty rankings', () => {
    const start = parseSearchStart({
      search_keywords: ['连衣裙', ' ', '帐篷'],
      ranking_list: [
        { name: '销量', icon: 'icon-fire', data: [{ id: 11, title: 'FILA', images: 'f.png', goods_url: '/pages/goods-detail/goods-detail?id=11' }] },
        { name: '空', data: [] },
      ],
    })
    expect(start.keywords).toEqual(['连衣裙', '帐篷'])
    expect(start.rankings).toHaveLength(1)
    expect(start.rankings[0].goods[0]).toEqual({ id: '11', title: 'FILA', image: 'f.png', url: '/pages/goods-detail/goods-detail?id=11' })
  })
})
