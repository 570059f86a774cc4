import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { parseCommonConfig } from '@/api/base'
import { getSeckillHall, parseSeckillHall } from '@/api/plugins/seckill'
import SeckillHallPage from '@/pages/plugins/seckill/index/index'
import { SeckillGoodsBadge } from '@/pages/plugins/seckill/components/seckill-goods-badge'
import { SeckillHomeBlock } from '@/pages/plugins/seckill/components/seckill-home-block'
import { resetRootStore, StoreContext, type RootStore } from '@/stores/root-store'

jest.mock('@/api/plugins/seckill', () => ({
  ...jest.requireActual('@/api/plugins/seckill'),
  getSeckillHall: jest.fn(),
}))

const mocked = getSeckillHall as jest.MockedFunction<typeof getSeckillHall>

const hall = parseSeckillHall({
  periods_list: [
    {
      id: 2,
      name: '12:00',
      time: { status: 1, msg: '抢购中', time_first_text: '距结束', hours: 0, minutes: 0, seconds: 5 },
      goods: [{ id: 5, title: '玫瑰洁面乳', price: '69.00', seckill_min_price: '48.30', seckill_progress: 40 }],
    },
    {
      id: 3,
      name: '16:00',
      time: { status: 0, msg: '即将开始', time_first_text: '距开始', hours: 3, minutes: 0, seconds: 0 },
      goods: [{ id: 6, title: '九色眼影盘', price: '149.00', seckill_min_price: '104.30', seckill_progress: 0 }],
    },
  ],
  current: { id: 2, goods_detail_icon: '秒杀价' },
  config: { application_name: '限时秒杀', content_notice: ['每日6场'] },
})

function stores(plugins: Record<string, unknown> = { seckill: { data: {} } }): RootStore {
  const root = resetRootStore()
  root.app.config = parseCommonConfig({ status: 1, config: {}, plugins_base: plugins })
  return root
}

describe('seckill hall page', () => {
  beforeEach(() => {
    Taro.clearStorageSync()
    mocked.mockReset()
  })
  afterEach(() => jest.useRealTimers())

  it('opens on the running period with a ticking countdown and progress', async () => {
    jest.useFakeTimers()
    mocked.mockResolvedValue({ ok: true, code: 0, msg: '', data: hall })
    render(
      <StoreContext.Provider value={stores()}>
        <SeckillHallPage />
      </StoreContext.Provider>,
    )
    await waitFor(() => expect(screen.getByText('玫瑰洁面乳')).toBeTruthy())
    expect(screen.getByText('已抢40%')).toBeTruthy()
    expect(screen.getByText('马上抢')).toBeTruthy()
    const countdown = screen.getByTestId('seckill-countdown')
    expect(countdown.getAttribute('data-seconds')).toBe('5')
    act(() => {
      jest.advanceTimersByTime(2000)
    })
    expect(Number(screen.getByTestId('seckill-countdown').getAttribute('data-seconds'))).toBeLessThanOrEqual(3)
    // Time up: the hall asks the server again for the new statuses.
    act(() => {
      jest.advanceTimersByTime(4000)
    })
    await waitFor(() => expect(mocked).toHaveBeenCalledTimes(2))
  })

  it('switching to an upcoming period shows "coming soon" without a new call; rules open in a sheet', async () => {
    mocked.mockResolvedValue({ ok: true, code: 0, msg: '', data: hall })
    render(
      <StoreContext.Provider value={stores()}>
        <SeckillHallPage />
      </StoreContext.Provider>,
    )
    await waitFor(() => expect(screen.getAllByTestId('seckill-tab')).toHaveLength(2))
    fireEvent.click(screen.getAllByTestId('seckill-tab')[1])
    await waitFor(() => expect(screen.getByText('九色眼影盘')).toBeTruthy())
    expect(screen.getByText('即将开抢')).toBeTruthy()
    expect(mocked).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByTestId('seckill-rules-open'))
    expect(screen.getByText(/每日6场/)).toBeTruthy()
  })

  it('shows the error with retry, and the empty state without periods', async () => {
    mocked.mockResolvedValueOnce({ ok: false, code: -1, msg: '服务器繁忙', kind: 'server', data: '' })
    render(
      <StoreContext.Provider value={stores()}>
        <SeckillHallPage />
      </StoreContext.Provider>,
    )
    await waitFor(() => expect(screen.getByText('服务器繁忙')).toBeTruthy())
    mocked.mockResolvedValueOnce({ ok: true, code: 0, msg: '', data: parseSeckillHall({ periods_list: [] }) })
    fireEvent.click(screen.getByText('重新加载'))
    await waitFor(() => expect(screen.getByText('暂无秒杀活动')).toBeTruthy())
  })
})

describe('seckill home block', () => {
  it('renders the running period, and nothing when the plugin is off', async () => {
    mocked.mockResolvedValue({ ok: true, code: 0, msg: '', data: hall })
    const { unmount } = render(
      <StoreContext.Provider value={stores()}>
        <SeckillHomeBlock />
      </StoreContext.Provider>,
    )
    await waitFor(() => expect(screen.getByTestId('seckill-home-block')).toBeTruthy())
    unmount()
    mocked.mockClear()
    render(
      <StoreContext.Provider value={stores({})}>
        <SeckillHomeBlock />
      </StoreContext.Provider>,
    )
    expect(screen.queryByTestId('seckill-home-block')).toBeNull()
    expect(mocked).not.toHaveBeenCalled()
  })
})

describe('seckill badge on goods detail', () => {
  const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!
  beforeEach(() => mocked.mockReset())
  afterEach(() => Object.defineProperty(document, 'readyState', readyState))

  it("asks for the hall only after the page's load event, then shows the running flash-sale price", async () => {
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' })
    mocked.mockResolvedValue({ ok: true, code: 0, msg: '', data: hall })
    render(
      <StoreContext.Provider value={stores()}>
        <SeckillGoodsBadge goodsId='5' />
      </StoreContext.Provider>,
    )
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(mocked).not.toHaveBeenCalled()

    act(() => {
      window.dispatchEvent(new Event('load'))
    })
    const badge = await screen.findByTestId('seckill-goods-badge')
    expect(mocked).toHaveBeenCalledTimes(1)
    expect(badge.textContent).toContain('48.30')
  })

  it('stays away for a goods that is not in the running period', async () => {
    mocked.mockResolvedValue({ ok: true, code: 0, msg: '', data: hall })
    render(
      <StoreContext.Provider value={stores()}>
        <SeckillGoodsBadge goodsId='6' />
      </StoreContext.Provider>,
    )
    await waitFor(() => expect(mocked).toHaveBeenCalledTimes(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByTestId('seckill-goods-badge')).toBeNull()
  })
})
