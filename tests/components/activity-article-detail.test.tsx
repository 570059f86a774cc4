import Taro from '@tarojs/taro'
import { render, screen, waitFor } from '@testing-library/react'
import { getArticle } from '@/api/article'
import ArticleDetailPage from '@/pages/article-detail/article-detail'
import { resetRootStore, StoreContext } from '@/stores/root-store'

jest.mock('@/api/article', () => ({
  ...jest.requireActual('@/api/article'),
  getArticle: jest.fn(),
}))

const load = getArticle as jest.MockedFunction<typeof getArticle>

function renderPage(params: Record<string, string> = { id: '5' }) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/pages/article-detail/article-detail' } } as never)
  return render(
    <StoreContext.Provider value={resetRootStore()}>
      <ArticleDetailPage />
    </StoreContext.Provider>,
  )
}

describe('article detail page', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    load.mockReset()
  })

  it('renders the body without scripts, handlers or script links, with previous/next', async () => {
    load.mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: {
        id: '29',
        title: '退换货政策',
        titleColor: '',
        contentHtml: '<p>七天无理由</p><script>window.hacked=1</script><img src="x.png" onerror="window.hacked=2"><a href="javascript:alert(1)">点我</a>',
        views: 12,
        time: '2026-11-14 10:00:00',
        categoryName: '新手指南',
        previous: { id: '28', title: '支付方式说明', url: '/pages/article-detail/article-detail?id=28' },
        next: null,
      },
    })
    const { container } = renderPage()
    await waitFor(() => expect(screen.getByTestId('article-title').textContent).toBe('退换货政策'))
    await waitFor(() => expect(container.innerHTML).toContain('七天无理由'))
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
    expect(container.innerHTML).not.toContain('javascript:')
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined()
    expect(screen.getByText('支付方式说明')).toBeTruthy()
    expect(screen.getByText('没有了')).toBeTruthy()
    expect(screen.getByText('12 次浏览')).toBeTruthy()
  })

  it('shows the empty state for a missing article', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: null })
    renderPage()
    await waitFor(() => expect(screen.getByText('文章不存在或已下线')).toBeTruthy())
  })

  it('a link without the article id shows the incomplete-link state with a way home, and asks nothing', async () => {
    load.mockClear()
    renderPage({})
    expect(await screen.findByText('页面链接不完整，请从商城中重新打开')).toBeTruthy()
    expect(screen.getByTestId('status-action').textContent).toBe('回到首页')
    expect(screen.queryByText('重新加载')).toBeNull()
    expect(load).not.toHaveBeenCalled()
  })
})
