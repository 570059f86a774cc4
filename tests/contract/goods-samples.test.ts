import { readFileSync } from 'fs'
import { resolve } from 'path'
import { parseGoodsDetailPage, parseGoodsScore, parseSpecBase } from '@/api/goods'
import { parseHome } from '@/api/home'
import { parseFoundGoods, parseSearchOptions, parseSearchStart } from '@/api/search'
import { toPage } from '@/api/parse'

/** The captured ShopXO v6.6.0 answers (shared with the other areas). */
const SAMPLES = resolve(__dirname, '../../../shared/reference/shopxo-api-samples')

function sample(name: string): { code: number; msg: string; data: unknown } {
  return JSON.parse(readFileSync(resolve(SAMPLES, name), 'utf8')).response
}

describe('goods/detail (multi-spec goods.detail.json)', () => {
  const page = parseGoodsDetailPage(sample('goods.detail.json').data)
  const goods = page.goods

  it('reads identity, price range and original price', () => {
    expect(goods.id).toBe('2')
    expect(goods.title).toContain('MateBook 14')
    expect(goods.price).toBe('4500.00-5500.00')
    expect(goods.minPrice).toBe('4500.00')
    expect(goods.maxPrice).toBe('5500.00')
    expect(goods.originalPrice).toBe('6000.00-6800.00')
    expect(goods.priceLabel).toBe('售价')
    expect(goods.showPrice && goods.showOriginalPrice && goods.showSales && goods.showInventory).toBe(true)
  })

  it('reads stock, limits, photos and the description', () => {
    expect(goods.inventory).toBe(266664)
    expect(goods.inventoryUnit).toBe('台')
    expect(goods.salesCount).toBe(199)
    expect(goods.buyMin).toBe(1)
    expect(goods.buyMax).toBe(0)
    expect(goods.photos).toHaveLength(1)
    expect(goods.photos[0]).toMatch(/^http.*\.png$/)
    expect(goods.contentHtml).toContain('<img')
    expect(goods.video).toBe('')
  })

  it('reads the three spec groups in order', () => {
    expect(goods.specGroups.map((g) => g.name)).toEqual(['套餐', '颜色', '容量'])
    expect(goods.specGroups[2].values.map((v) => v.name)).toEqual(['32G', '128G', '64G'])
    expect(goods.specGroups[0].values[0]).toEqual({ name: '套餐二', image: '', inventory: null })
  })

  it('reads favourite state, comments summary and categories', () => {
    expect(goods.isFavor).toBe(true)
    expect(goods.isExhibition).toBe(false)
    expect(goods.errorMsg).toBe('')
    expect(goods.commentsCount).toBe(0)
    expect(goods.score?.rate).toBe(100)
    expect(goods.comments).toEqual([])
    expect(goods.categoryNames).toEqual(['笔记本'])
    expect(goods.parameters).toEqual([])
  })

  it('reads buy buttons, the left nav and the cart count', () => {
    expect(page.buyButtons).toEqual([
      { type: 'cart', name: '加入购物车', color: 'second', value: '' },
      { type: 'buy', name: '立即购买', color: 'main', value: '' },
    ])
    expect(page.buyError).toBe('')
    expect(page.leftNav.map((n) => n.type)).toEqual(['home', 'favor', 'chat'])
    expect(page.cartCount).toBe('0')
    expect(page.guessYouLike).toEqual([])
  })
})

describe('goods/detail (single-spec goods.detail_single.json)', () => {
  const { goods } = parseGoodsDetailPage(sample('goods.detail_single.json').data)

  it('has no spec groups and a single price', () => {
    expect(goods.id).toBe('1')
    expect(goods.specGroups).toEqual([])
    expect(goods.price).toBe('2100.12')
    expect(goods.originalPrice).toBe('9200.00')
    expect(goods.isFavor).toBe(false)
    expect(goods.inventory).toBe(1517)
  })
})

describe('spec, score and comments samples', () => {
  it('goods/specdetail gives the chosen spec price and stock', () => {
    expect(parseSpecBase(sample('goods.specdetail.json').data)).toEqual({ price: '4800.00', originalPrice: '6600.00', inventory: 88888, buyMin: 0, buyMax: 0 })
  })

  it('goods/goodsscore gives the average and the per-star rows', () => {
    const score = parseGoodsScore(sample('goods.goodsscore.json').data)
    expect(score.avg).toBe('0.0')
    expect(score.rating[0]).toEqual({ rating: 1, name: '1分', count: 0, portion: 0 })
  })

  it('goods/comments is a page', () => {
    const page = toPage(sample('goods.comments.json').data, 1, (c) => c)
    expect(page).toEqual({ items: [], page: 1, pageTotal: 0, total: 0 })
  })
})

describe('home and search samples', () => {
  it('index/index: banners, icons, floors, articles, shortcuts, cart', () => {
    const home = parseHome(sample('index.index.json').data)
    expect(home.banners[0]).toMatchObject({ name: '红色1', eventType: 1, bgColor: '#FDBAD0' })
    expect(home.banners[0].eventValue).toContain('/pages/goods-search/goods-search')
    expect(home.navigation[0]).toMatchObject({ name: '活动', eventValue: '/pages/plugins/activity/index/index' })
    expect(home.floors[0]).toMatchObject({ id: '1', name: '数码办公' })
    expect(home.floors[0].goods[0]).toMatchObject({ id: '32', price: '2600.00', url: '/pages/goods-detail/goods-detail?id=32' })
    expect(home.articles[0]).toMatchObject({ id: '29', title: '关于我们', titleColor: '#FF0000', categoryName: '关于我们' })
    expect(home.rightIcons[0]).toMatchObject({ name: '我的收藏', url: '/pages/user-favor/user-favor' })
    expect(home.cartCount).toBe('0')
    expect(home.mode).toBe('floors')
    expect(home.pluginOrder).toEqual([])
  })

  it('index/index: each plugins_<name>_data by plugin name, plugins_sort_list as names', () => {
    const raw = sample('index.index.json').data as Record<string, unknown>
    const home = parseHome({ ...raw, plugins_sort_list: [{ plugins: 'shop' }, { plugins: 'blog' }], plugins_shop_data: { data: [1] }, plugins_blog_data: null })
    expect(home.pluginOrder).toEqual(['shop', 'blog'])
    expect(home.pluginData).toEqual({ shop: { data: [1] }, blog: null })
  })

  it('search/start, search/index and search/datalist', () => {
    const start = parseSearchStart(sample('search.start.json').data)
    expect(start.keywords).toContain('连衣裙')
    expect(start.rankings[0].goods[0].url).toBe('/pages/goods-detail/goods-detail?id=11')
    const options = parseSearchOptions(sample('search.index.json').data)
    expect(options.brands[0]).toMatchObject({ value: '8', name: '华为' })
    expect(options.prices[0].value).toBe('0-100')
    const raw = sample('search.datalist.json')
    const page = parseFoundGoods(raw.data, 1)
    expect(page.total).toBe(5)
    expect(page.items[0]).toMatchObject({ id: '2', price: '4500.00', hasSpecs: true })
  })
})
