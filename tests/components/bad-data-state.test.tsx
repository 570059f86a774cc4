import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import GoodsDetailScreen from '@/pages/goods-detail/goods-detail'
import UserOrderScreen from '@/pages/user-order/user-order'
import { configureClient, type TransportRequest } from '@/api/client'
import { t } from '@/i18n'
import { resetRootStore, StoreContext } from '@/stores/root-store'

/**
 * A server answer that lacks a field the page cannot work without (a renamed id, a missing status)
 * reaches the page through the real client and parsers: the page shows an error with retry, never a
 * blank screen, and retrying with a good answer shows the content.
 */
type Answer = { code: number; msg: string; data: unknown }

function serve(answers: Record<string, Answer[]>): TransportRequest[] {
  const sent: TransportRequest[] = []
  configureClient({
    transport: async (request) => {
      sent.push(request)
      const route = /[?&]s=([^&]+)/.exec(request.url)?.[1] ?? ''
      const queue = answers[decodeURIComponent(route)]
      const answer = queue && queue.length > 1 ? queue.shift()! : queue?.[0]
      return { statusCode: 200, data: answer ?? { code: -1, msg: '', data: '' } }
    },
    upload: async () => ({ statusCode: 200, data: { code: -1, msg: '', data: '' } }),
    baseUrl: () => '/',
    commonParams: () => [],
    toast: () => undefined,
    onLoginExpired: () => undefined,
    networkMessage: () => t('errors.network'),
    badDataMessage: () => t('errors.bad_data'),
  })
  return sent
}

function renderWithStores(node: JSX.Element) {
  const stores = resetRootStore()
  stores.session.setUser({ id: '1', token: 'tok', mobile: '13800000000' })
  render(<StoreContext.Provider value={stores}>{node}</StoreContext.Provider>)
}

const goodGoods = { id: 2, title: '华为笔记本 MateBook 14', price: '4500.00', images: 'http://shop.test/g.png' }

beforeEach(() => {
  Taro.clearStorageSync()
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

afterEach(() => {
  jest.restoreAllMocks()
})

describe('an answer without a required field', () => {
  it('goods detail shows the bad-data error with retry, and retry loads the goods', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/goods-detail/goods-detail', options: { id: '2' } }] as never)
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: { id: '2' }, path: '/pages/goods-detail/goods-detail' } } as never)
    // The goods id arrives renamed: the page cannot work with it.
    const renamed = { code: 0, msg: '', data: { goods: { goods_id: 2, title: goodGoods.title, price: '4500.00' } } }
    const sent = serve({ 'goods/detail': [renamed, { code: 0, msg: '', data: { goods: goodGoods } }] })
    renderWithStores(<GoodsDetailScreen />)

    const error = await screen.findByTestId('status-error')
    expect(error.textContent).toContain(t('errors.bad_data'))
    expect(screen.queryByTestId('goods-title')).toBeNull()

    fireEvent.click(screen.getByText(t('common.retry')))
    await waitFor(() => expect(screen.getByTestId('goods-title').textContent).toContain('MateBook'))
    expect(screen.queryByTestId('status-error')).toBeNull()
    expect(sent.filter((request) => request.url.includes('s=goods%2Fdetail') || request.url.includes('s=goods/detail'))).toHaveLength(2)
  })

  it('the order list shows the bad-data error with retry when a row has no status', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ route: 'pages/user-order/user-order', options: {} }] as never)
    jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params: {}, path: '/pages/user-order/user-order' } } as never)
    const row = { id: 9, order_no: '20261125000009', status_name: '待付款', items: [], total_price: '10.00' }
    const page = (rows: unknown[]) => ({ code: 0, msg: '', data: { total: 1, page_total: 1, data: rows } })
    serve({ 'order/index': [page([row]), page([{ ...row, status: 1 }])] })
    renderWithStores(<UserOrderScreen />)

    const error = await screen.findByTestId('status-error')
    expect(error.textContent).toContain(t('errors.bad_data'))
    expect(screen.queryByText(/20261125000009/)).toBeNull()

    fireEvent.click(screen.getByText(t('common.retry')))
    expect(await screen.findByText(/20261125000009/)).toBeTruthy()
    expect(screen.queryByTestId('status-error')).toBeNull()
  })
})
