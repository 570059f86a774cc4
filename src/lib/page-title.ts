import Taro from '@tarojs/taro'

/**
 * The one way to set a page title. Titles often come from a URL (search keywords) or the server
 * (an article or brand name), so they are plain text on every client.
 *
 * Taro's H5 `setNavigationBarTitle` writes the title into its navigation bar with innerHTML, so on
 * the web build it is never called: the text goes to `document.title` and the bar's `textContent`,
 * both text-only sinks. Mini-programs draw their bar natively from a string.
 */
export function setPageTitle(text: string): void {
  const title = String(text ?? '')
  if (process.env.TARO_ENV === 'h5') {
    if (typeof document === 'undefined') return
    document.title = title
    const bar = document.querySelector('#taro-navigation-bar .taro-navigation-bar-title')
    if (bar) bar.textContent = title
  } else {
    void Taro.setNavigationBarTitle({ title }).catch(() => undefined)
  }
}
