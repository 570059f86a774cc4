import Taro from '@tarojs/taro'
import { fireEvent, render, screen } from '@testing-library/react'
import { PageShell } from '@/components/page-shell/page-shell'
import { resetRootStore, StoreContext } from '@/stores/root-store'

function renderShell(props: { title: string; tab?: boolean; customNav?: boolean }) {
  const stores = resetRootStore()
  stores.app.setLanguage('en')
  return render(
    <StoreContext.Provider value={stores}>
      <PageShell {...props}>
        <span>body</span>
      </PageShell>
    </StoreContext.Provider>,
  )
}

function pageStack(depth: number) {
  return jest.spyOn(Taro, 'getCurrentPages').mockReturnValue(Array.from({ length: depth }, () => ({})) as ReturnType<typeof Taro.getCurrentPages>)
}

describe('web title bar (PageShell on inner pages)', () => {
  afterEach(() => jest.restoreAllMocks())

  it('shows the title as plain text and goes back when there is a page to go back to', () => {
    pageStack(2)
    const back = jest.spyOn(Taro, 'navigateBack').mockResolvedValue({ errMsg: 'ok' })
    renderShell({ title: '<img src=x onerror=alert(1)> Lipstick' })
    expect(screen.getByTestId('nav-title').textContent).toBe('<img src=x onerror=alert(1)> Lipstick')
    expect(document.querySelector('img')).toBeNull()
    const button = screen.getByTestId('nav-back')
    expect(button.getAttribute('aria-label')).toBe('Back')
    expect(button.getAttribute('tabindex')).toBe('0')
    fireEvent.keyDown(button, { key: 'Enter' })
    expect(back).toHaveBeenCalledTimes(1)
  })

  it('offers home instead on a deep link (no page before this one)', () => {
    pageStack(1)
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({ errMsg: 'ok' })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({ errMsg: 'ok' })
    const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'ok' })
    renderShell({ title: 'Order' })
    const home = screen.getByTestId('nav-home')
    expect(home.getAttribute('aria-label')).toBe('Back to home')
    fireEvent.click(home)
    expect(relaunch.mock.calls.length + redirect.mock.calls.length + switchTab.mock.calls.length).toBe(1)
  })

  it('tab pages and pages with their own header get no bar and no top offset', () => {
    pageStack(1)
    const tab = renderShell({ title: 'Home', tab: true })
    expect(screen.queryByTestId('nav-bar')).toBeNull()
    expect(tab.container.querySelector('.page-shell--nav')).toBeNull()
    tab.unmount()
    renderShell({ title: 'Detail', customNav: true })
    expect(screen.queryByTestId('nav-bar')).toBeNull()
  })
})
