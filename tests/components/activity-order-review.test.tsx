import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { getOrderForReview, saveOrderReview, type OrderForReview } from '@/api/review'
import UserOrderCommentsPage from '@/pages/user-order-comments/user-order-comments'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'

jest.mock('@/api/review', () => ({
  ...jest.requireActual('@/api/review'),
  getOrderForReview: jest.fn(),
  saveOrderReview: jest.fn(),
}))

const load = getOrderForReview as jest.MockedFunction<typeof getOrderForReview>
const save = saveOrderReview as jest.MockedFunction<typeof saveOrderReview>

const order: OrderForReview = {
  orderId: '12',
  orderNo: '2026112200001',
  currencySymbol: '￥',
  alreadyReviewed: false,
  uploadPathType: 'order_comments-1-12',
  items: [{ goodsId: '7', title: '玫瑰精华面霜', image: '', specText: '50ml', price: '130.00', quantity: 1, url: '/pages/goods-detail/goods-detail?id=7' }],
}

function renderPage() {
  setItem('cache_shop_user_info_key', { id: '1', token: 'token-1', username: 'demo' })
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '12' }, path: '/pages/user-order-comments/user-order-comments' } } as never)
  return render(
    <StoreContext.Provider value={resetRootStore()}>
      <UserOrderCommentsPage />
    </StoreContext.Provider>,
  )
}

function contentBox(): HTMLTextAreaElement {
  return screen.getByTestId('review-content-0').querySelector('textarea') as HTMLTextAreaElement
}

function toastTitles(spy: jest.SpyInstance): string[] {
  return spy.mock.calls.map((call) => String((call[0] as { title: string }).title))
}

// taro-ui's spinner (a busy button) sizes itself with pxTransform, which the H5 entry sets up in the app.
beforeAll(() => Taro.initPxTransform({ designWidth: 750, deviceRatio: { 750: 1 } }))

describe('order review page', () => {
  let toastSpy: jest.SpyInstance
  beforeEach(() => {
    Taro.clearStorageSync()
    load.mockReset()
    save.mockReset()
    toastSpy = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: 'ok' }) as never)
  })
  afterEach(() => toastSpy.mockRestore())

  it('refuses a review without a score and keeps what was typed', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: order })
    renderPage()
    await waitFor(() => expect(screen.getByText('玫瑰精华面霜')).toBeTruthy())
    await waitFor(() => expect(contentBox()).toBeTruthy()) // the web component renders its textarea a tick later
    fireEvent.input(contentBox(), { target: { value: '质地清爽，很好吸收' } })
    fireEvent.click(screen.getByText('提交评价'))
    await waitFor(() => expect(toastTitles(toastSpy)).toContain('请填写评分'))
    expect(save).not.toHaveBeenCalled()
    expect(contentBox().value).toBe('质地清爽，很好吸收')
  })

  it('a failed submit keeps score, text and anonymous choice', async () => {
    load.mockResolvedValue({ ok: true, code: 0, msg: '', data: order })
    save.mockResolvedValue({ ok: false, code: -1, msg: '评论失败', kind: 'server', data: '' })
    renderPage()
    await waitFor(() => expect(screen.getByText('玫瑰精华面霜')).toBeTruthy())
    await waitFor(() => expect(contentBox()).toBeTruthy()) // the web component renders its textarea a tick later

    fireEvent.click(screen.getByTestId('review-rating-0-4'))
    fireEvent.input(contentBox(), { target: { value: '质地清爽，很好吸收' } })
    await act(async () => {
      fireEvent.click(screen.getByText('提交评价'))
    })

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1))
    const [orderId, items, drafts, anonymous] = save.mock.calls[0]
    expect(orderId).toBe('12')
    expect(items).toHaveLength(1)
    expect(drafts).toEqual([{ rating: 4, content: '质地清爽，很好吸收', images: [] }])
    expect(anonymous).toBe(false)

    // Still on the form, with everything as typed, ready for another try.
    await waitFor(() => expect(screen.getByText('好')).toBeTruthy()) // the label of 4 stars
    expect(contentBox().value).toBe('质地清爽，很好吸收')
    expect(screen.getByTestId('review-rating-0-4').className).toContain('star-rating__star--on')
    expect(screen.getByTestId('review-rating-0-5').className).not.toContain('star-rating__star--on')

    save.mockResolvedValue({ ok: true, code: 0, msg: '评论成功', kind: undefined as never, data: '' } as never)
    await act(async () => {
      fireEvent.click(screen.getByText('提交评价'))
    })
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2))
    expect(save.mock.calls[1][2]).toEqual([{ rating: 4, content: '质地清爽，很好吸收', images: [] }])
  })

  it('shows the server message when the order cannot be reviewed', async () => {
    load.mockResolvedValue({ ok: false, code: -100, msg: '订单不存在', kind: 'server', data: '' })
    renderPage()
    await waitFor(() => expect(screen.getByText('订单不存在')).toBeTruthy())
    expect(screen.getByText('重新加载')).toBeTruthy()
  })
})
