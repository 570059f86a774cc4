import Taro from '@tarojs/taro'
import { render, screen } from '@testing-library/react'
import { getCustomView, getDesignPage, parseCustomView, parseDesignPage } from '@/api/layout'
import CustomViewScreen from '@/pages/customview/customview'
import DesignScreen from '@/pages/design/design'
import { resetRootStore, StoreContext } from '@/stores/root-store'

jest.mock('@/api/layout', () => ({ ...jest.requireActual('@/api/layout'), getDesignPage: jest.fn(), getCustomView: jest.fn() }))

const design = getDesignPage as jest.MockedFunction<typeof getDesignPage>
const custom = getCustomView as jest.MockedFunction<typeof getCustomView>

function renderScreen(Screen: () => JSX.Element | null, params: Record<string, string>) {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/pages/x/x' } } as never)
  return render(
    <StoreContext.Provider value={resetRootStore()}>
      <Screen />
    </StoreContext.Provider>,
  )
}

const row = (modules: unknown[]) => ({ value: '12', value_arr: ['12'], status: 1, children: [{ children: modules }] })

describe('layout page (pages/design)', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    design.mockReset()
  })
  afterEach(() => jest.restoreAllMocks())

  it('draws the search box, the layout rows and the end line the page asks for', async () => {
    design.mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: parseDesignPage({
        data: { id: 1, name: '品牌特卖', is_header: 1, is_footer: 1 },
        layout_data: [
          row([
            {
              value: 'title',
              config: { title: '热卖推荐', title_more: '更多', title_more_url: '/x', frontend_config: { style: 'padding:10px;position:fixed' } },
            },
          ]),
          row([{ value: 'goods', config: { data_list: [{ id: 7, title: '精华液', images: 'g.png', price: '99.00' }] } }]),
          row([{ value: 'custom', config: { custom: '<p>正品保障</p><script>window.hacked=1</script>' } }]),
        ],
      }),
    })
    const { container } = renderScreen(DesignScreen, { id: '1' })
    expect(await screen.findByText('热卖推荐')).toBeTruthy()
    expect(design).toHaveBeenCalledWith('1')
    expect(screen.getByText('精华液')).toBeTruthy()
    // Rich text draws once the sanitiser (fetched by the first rich text) is in.
    expect(await screen.findByText('正品保障')).toBeTruthy()
    expect(container.querySelector('script')).toBeNull()
    expect(screen.getByTestId('design-search')).toBeTruthy()
    expect(screen.getByTestId('design-end')).toBeTruthy()
    const titleBox = screen.getByTestId('layout-module-title').getAttribute('style') ?? ''
    expect(titleBox).toContain('padding: 10px')
    expect(titleBox).not.toContain('fixed')
  })

  it('without the header and footer flags: no search box, no end line', async () => {
    design.mockResolvedValue({ ok: true, code: 0, msg: '', data: parseDesignPage({ data: { id: 2, name: 'N', is_header: 0, is_footer: 0 }, layout_data: [] }) })
    renderScreen(DesignScreen, { id: '2' })
    await screen.findByTestId('layout-view')
    expect(screen.queryByTestId('design-search')).toBeNull()
    expect(screen.queryByTestId('design-end')).toBeNull()
  })

  it('a missing id says so with a way home and asks nothing of the server', async () => {
    renderScreen(DesignScreen, {})
    expect(await screen.findByText('页面链接缺少页面编号，无法打开')).toBeTruthy()
    expect(screen.getByText('返回首页')).toBeTruthy()
    expect(design).not.toHaveBeenCalled()
  })
})

describe('custom view page (pages/customview)', () => {
  beforeEach(() => custom.mockReset())
  afterEach(() => jest.restoreAllMocks())

  it('shows the sanitised HTML with the page flags', async () => {
    custom.mockResolvedValue({
      ok: true,
      code: 0,
      msg: '',
      data: parseCustomView({
        data: {
          id: 1,
          name: '关于我们',
          html_content: '<h2>关于美妆商城</h2><img src="x.png" onerror="window.hacked=1">',
          is_header: 0,
          is_footer: 1,
          is_full_screen: 1,
        },
      }),
    })
    const { container } = renderScreen(CustomViewScreen, { id: '1' })
    expect(await screen.findByText('关于美妆商城')).toBeTruthy()
    expect(container.innerHTML).not.toContain('onerror')
    expect(screen.queryByTestId('customview-search')).toBeNull()
    expect(screen.getByTestId('customview-end')).toBeTruthy()
    expect(screen.getByTestId('customview-page').className).toContain('builder-page--full')
  })

  it('an unknown id shows the server message, retry and a way home', async () => {
    custom.mockResolvedValue({ ok: false, code: -1, msg: '页面不存在', kind: 'server', data: '' })
    renderScreen(CustomViewScreen, { id: '9' })
    expect(await screen.findByText('页面不存在')).toBeTruthy()
    expect(screen.getByText('重新加载')).toBeTruthy()
    expect(screen.getByText('返回首页')).toBeTruthy()
  })
})
