import Taro from '@tarojs/taro'
import { render, screen, waitFor, fireEvent } from '@testing-library/react'
import GoodsCategoryPage from '@/pages/goods-category/goods-category'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { getCategoryTree } from '@/api/category'

jest.mock('@/api/category', () => ({
  ...jest.requireActual('@/api/category'),
  getCategoryTree: jest.fn(),
}))

const mocked = getCategoryTree as jest.MockedFunction<typeof getCategoryTree>

function renderPage() {
  return render(
    <StoreContext.Provider value={resetRootStore()}>
      <GoodsCategoryPage />
    </StoreContext.Provider>,
  )
}

const tree = [
  {
    id: '1',
    pid: '0',
    name: '护肤',
    viceName: '',
    icon: '',
    bigImage: '',
    children: [{ id: '11', pid: '1', name: '精华', viceName: '', icon: '', bigImage: '', children: [] }],
  },
  {
    id: '2',
    pid: '0',
    name: '彩妆',
    viceName: '',
    icon: '',
    bigImage: '',
    children: [{ id: '21', pid: '2', name: '口红', viceName: '', icon: '', bigImage: '', children: [] }],
  },
]

describe('goods-category page', () => {
  beforeEach(() => Taro.clearStorageSync())

  it('shows the tree and the children of the chosen first level', async () => {
    mocked.mockResolvedValue({ ok: true, code: 0, msg: '', data: tree })
    renderPage()
    await waitFor(() => expect(screen.getByText('精华')).toBeTruthy())
    fireEvent.click(screen.getByText('彩妆'))
    await waitFor(() => expect(screen.getByText('口红')).toBeTruthy())
    expect(screen.queryByText('精华')).toBeNull()
  })

  it('shows the error state with retry when the call fails', async () => {
    mocked.mockResolvedValueOnce({ ok: false, code: -1, msg: '服务器繁忙', kind: 'server', data: '' })
    renderPage()
    await waitFor(() => expect(screen.getByText('服务器繁忙')).toBeTruthy())
    mocked.mockResolvedValueOnce({ ok: true, code: 0, msg: '', data: tree })
    fireEvent.click(screen.getByText('重新加载'))
    await waitFor(() => expect(screen.getByText('精华')).toBeTruthy())
  })

  it('shows the empty state for an empty tree', async () => {
    mocked.mockResolvedValue({ ok: true, code: 0, msg: '', data: [] })
    renderPage()
    await waitFor(() => expect(screen.getByTestId('status-empty')).toBeTruthy())
  })
})
