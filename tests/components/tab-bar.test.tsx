import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import CustomTabBar from '@/custom-tab-bar/index'
import { setActiveTab } from '@/components/tab-bar/active-tab'
import { TabBar } from '@/components/tab-bar/tab-bar'
import { setLanguage } from '@/i18n'
import { resetRootStore, StoreContext } from '@/stores/root-store'
import { setItem } from '@/stores/storage'
import { parseCommonConfig } from '@/api/base'

function renderBar(active: string) {
  const stores = resetRootStore()
  const view = render(
    <StoreContext.Provider value={stores}>
      <TabBar active={active} />
    </StoreContext.Provider>,
  )
  return { stores, ...view }
}

beforeEach(() => {
  Taro.clearStorageSync()
  setLanguage('zh')
})

describe('TabBar', () => {
  it('shows the four system tabs with the active one marked', () => {
    renderBar('/pages/cart/cart')
    expect(screen.getByText('首页')).toBeTruthy()
    expect(screen.getByText('分类')).toBeTruthy()
    expect(screen.getByText('我的')).toBeTruthy()
    const cart = screen.getByText('购物车').closest('[data-testid="tab-cart"]') as HTMLElement
    expect(cart.className).toContain('tab-bar__item--active')
  })

  it('follows the server app_tabbar and translates the system tabs', () => {
    setItem('cache_config_info_key', {
      status: 1,
      config: {},
      app_tabbar: {
        content: {
          nav_content: [
            { name: '首页', img: [{ url: '/i/home.png' }], img_checked: [{ url: '/i/home-on.png' }], link: { page: '/pages/index/index' } },
            { name: '购物车', img: [{ url: '/i/cart.png' }], img_checked: [], link: { page: '/pages/cart/cart' } },
            { name: '活动', img: [{ url: '/i/act.png' }], img_checked: [], link: { page: '/pages/plugins/activity/index/index' } },
          ],
        },
        style: { default_text_color: '#000', text_color_checked: '#f00' },
      },
    })
    setItem('language', 'en')
    const { container } = renderBar('/pages/index/index')
    expect(screen.getByText('Home')).toBeTruthy()
    expect(screen.getByText('Cart')).toBeTruthy()
    expect(screen.getByText('活动')).toBeTruthy()
    expect(container.querySelectorAll('.tab-bar__item')).toHaveLength(3)
    expect(parseCommonConfig({ app_tabbar: null }).tabbar).toBeNull()
  })

  it("draws the shop's icon pictures after the first page's load event, in boxes already laid out", async () => {
    const readyState = Object.getOwnPropertyDescriptor(Document.prototype, 'readyState')!
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' })
    try {
      setItem('cache_config_info_key', {
        status: 1,
        config: {},
        app_tabbar: {
          content: {
            nav_content: [{ name: '首页', img: [{ url: '/i/home.png' }], img_checked: [{ url: '/i/home-on.png' }], link: { page: '/pages/index/index' } }],
          },
          style: {},
        },
      })
      const { container } = renderBar('/pages/index/index')
      expect(container.querySelectorAll('.tab-bar__icon-box')).toHaveLength(1)
      expect(container.querySelector('img')).toBeNull()
      act(() => {
        window.dispatchEvent(new Event('load'))
      })
      const icon = await screen.findByRole('img', { hidden: true })
      expect(icon.getAttribute('src')).toBe('/i/home-on.png')
    } finally {
      Object.defineProperty(document, 'readyState', readyState)
    }
  })

  it('shows the cart badge and clears it at 0', () => {
    const { stores } = renderBar('/pages/index/index')
    expect(screen.queryByTestId('cart-badge')).toBeNull()
    act(() => stores.cart.setCount('5'))
    expect(screen.getByTestId('cart-badge').textContent).toBe('5')
    act(() => stores.cart.setCount(0))
    expect(screen.queryByTestId('cart-badge')).toBeNull()
  })

  it('switches tab on tap', () => {
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
    renderBar('/pages/index/index')
    fireEvent.click(screen.getByText('我的'))
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/user/user' })
    switchTab.mockRestore()
  })

  it("is the mini-programs' custom tab bar: follows the tab on screen, with the badge and theme", () => {
    const stores = resetRootStore()
    stores.app.setTheme('blue')
    setActiveTab('/pages/cart/cart')
    const { container } = render(<CustomTabBar />)
    const cart = screen.getByTestId('tab-cart')
    expect(cart.className).toContain('tab-bar__item--active')
    expect(container.querySelector('.theme-blue')).toBeTruthy()
    act(() => stores.cart.setCount(7))
    expect(screen.getByTestId('cart-badge').textContent).toBe('7')
    // Switching tabs marks the new tab before the platform shows its page: no frame with the old one.
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' } as never)
    fireEvent.click(screen.getByText('我的'))
    expect(screen.getByTestId('tab-user').className).toContain('tab-bar__item--active')
    expect(screen.getByTestId('tab-cart').className).not.toContain('tab-bar__item--active')
    expect(switchTab).toHaveBeenCalledWith({ url: '/pages/user/user' })
    switchTab.mockRestore()
  })
})
