import Taro from '@tarojs/taro'
import { render, waitFor } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import { useShare, publishPageShare } from '@/hooks/use-share'
import { sharePayload, timelineShare, friendShare } from '@/lib/share'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import { getArticle } from '@/api/article'
import ArticleDetailPage from '@/pages/article-detail/article-detail'

jest.mock('@/api/article', () => ({
  ...jest.requireActual('@/api/article'),
  getArticle: jest.fn(),
}))
const load = getArticle as jest.MockedFunction<typeof getArticle>

const meta = (property: string) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')

function stores(plugins: Record<string, unknown> = {}) {
  setItem('cache_shop_user_info_key', { id: '42', token: 'tok', username: 'demo' })
  const root = resetRootStore()
  root.app.config = parseCommonConfig({
    status: 1,
    config: { home_site_name: '美妆优选', home_site_logo_square: 'http://h/logo.png', common_app_h5_url: 'http://h/web/' },
    plugins_base: plugins,
  })
  return root
}

/** Each test of the block runs on the web build, as article 7, from empty storage and without og: tags. */
function onWebArticlePage() {
  const env = process.env.TARO_ENV
  beforeEach(() => {
    Taro.clearStorageSync()
    document.head.querySelectorAll('meta[property^="og:"]').forEach((tag) => tag.remove())
    process.env.TARO_ENV = 'h5'
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { path: '/pages/article-detail/article-detail', params: { id: '7' } }, page: {} } as never)
  })
  afterEach(() => {
    process.env.TARO_ENV = env
    jest.restoreAllMocks()
  })
}

describe('share payloads (spec 4)', () => {
  onWebArticlePage()

  it('fills a page share from the share plugin, the site and the shopper: friend and timeline payloads', () => {
    const root = stores({ share: { data: { title: '分享标题', desc: '分享描述', pic: 'http://h/share.png' } } })
    const payload = sharePayload({ title: '玫瑰精华', path: '/pages/goods-detail/goods-detail', query: '?id=3' }, root)
    expect(friendShare(payload)).toEqual({
      title: '玫瑰精华',
      desc: '分享描述',
      path: '/pages/goods-detail/goods-detail?id=3&referrer=42',
      imageUrl: 'http://h/share.png',
    })
    expect(timelineShare(payload)).toEqual({ title: '玫瑰精华', query: 'id=3&referrer=42', imageUrl: 'http://h/share.png' })
    // No share plugin: the site name and the square logo.
    const plain = sharePayload({}, stores())
    expect(plain).toMatchObject({ title: '美妆优选', path: '/pages/index/index', imageUrl: 'http://h/logo.png', query: 'referrer=42' })
  })

  it('a page without its own share publishes its title, route and query on the web (PageShell default)', async () => {
    stores()
    await publishPageShare('一篇文章')
    expect(meta('og:title')).toBe('一篇文章')
    expect(meta('og:url')).toBe('http://h/web/#/pages/article-detail/article-detail?id=7&referrer=42')
    expect(meta('og:image')).toBe('http://h/logo.png')
  })

  it('on the web the query comes from the params (the router path carries only the page stamp)', async () => {
    stores()
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({
      router: { path: '/pages/article-detail/article-detail?stamp=AA', params: { id: '7', stamp: 'AA', $taroTimestamp: 1 } },
      page: {},
    } as never)
    await publishPageShare('一篇文章')
    expect(meta('og:url')).toBe('http://h/web/#/pages/article-detail/article-detail?id=7&referrer=42')
  })

  it('a page with useShare publishes its own payload, and it stays its own on the next show', async () => {
    const root = stores()
    function Page() {
      useShare({ title: '商品', desc: '描述', path: '/pages/goods-detail/goods-detail', query: 'id=9', img: 'http://h/g.png' })
      return null
    }
    render(
      <StoreContext.Provider value={root}>
        <Page />
      </StoreContext.Provider>,
    )
    await waitFor(() => expect(meta('og:title')).toBe('商品'))
    expect(meta('og:description')).toBe('描述')
    expect(meta('og:url')).toBe('http://h/web/#/pages/goods-detail/goods-detail?id=9&referrer=42')
    await publishPageShare('商品详情')
    expect(meta('og:title')).toBe('商品')
  })
})

describe('article share (spec 4)', () => {
  onWebArticlePage()

  it('shares the article: its SEO title and description, its route with the id and the referrer', async () => {
    const root = stores()
    load.mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: {
        id: '7',
        title: '如何下单',
        titleColor: '',
        contentHtml: '<p>步骤</p>',
        views: 1,
        time: '',
        categoryName: '',
        previous: null,
        next: null,
        shareTitle: '下单指南',
        shareDesc: '三步完成下单',
      },
    })
    render(
      <StoreContext.Provider value={root}>
        <ArticleDetailPage />
      </StoreContext.Provider>,
    )
    await waitFor(() => expect(meta('og:title')).toBe('下单指南'))
    expect(meta('og:description')).toBe('三步完成下单')
    expect(meta('og:url')).toBe('http://h/web/#/pages/article-detail/article-detail?id=7&referrer=42')
  })
})
