import Taro from '@tarojs/taro'
import { submitGatewayForm, absolutePageUrl } from '@/components/payment-sheet/pay-flow'
import { syncNativeTabBar } from '@/components/tab-bar/native-tab-bar'
import { setLanguage } from '@/i18n'
import { currentWebAddress, goToWebAddress } from '@/lib/web-address'
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { requestUrlFor, DEFAULT_MINI_REQUEST_URL, MINI_TARGETS } = require('../../config/mini-targets.js')

// Outside a build, process.env.TARO_ENV is read at run time, so both branches can be exercised here;
// in a build it is a constant and the other branch is dropped (scripts/check-mini-output.mjs checks).
const realTarget = process.env.TARO_ENV
function asTarget(target: string): void {
  process.env.TARO_ENV = target as typeof process.env.TARO_ENV
}
afterEach(() => {
  process.env.TARO_ENV = realTarget
  document.body.innerHTML = ''
})

describe('backend root per target', () => {
  it('uses TARO_APP_REQUEST_URL when set, with a trailing slash', () => {
    for (const target of ['h5', ...MINI_TARGETS])
      expect(requestUrlFor(target, { TARO_APP_REQUEST_URL: ' https://shop.example/api ' })).toBe('https://shop.example/api/')
  })

  it('defaults mini-programs to the demo server on this machine and keeps H5 on its own origin', () => {
    expect(DEFAULT_MINI_REQUEST_URL).toBe('http://127.0.0.1:8080/')
    for (const target of MINI_TARGETS) expect(requestUrlFor(target, {})).toBe(DEFAULT_MINI_REQUEST_URL)
    expect(requestUrlFor('h5', {})).toBe('')
  })
})

describe('browser-only paths on mini-programs', () => {
  it('does not touch the page to submit a gateway form on a mini-program', () => {
    asTarget('weapp')
    expect(submitGatewayForm('<form action="https://pay.example/"></form>')).toBe(false)
    expect(document.forms).toHaveLength(0)
  })

  it('submits the last gateway form on the web', () => {
    asTarget('h5')
    const submit = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined)
    const gateway = '<form action="https://pay.example/a"></form><form action="https://pay.example/b" method="get"><input name="sign" value="s1"></form>'
    expect(submitGatewayForm(gateway)).toBe(true)
    expect(submit).toHaveBeenCalledTimes(1)
    const sent = submit.mock.contexts[0] as HTMLFormElement
    expect([sent.action, sent.method]).toEqual(['https://pay.example/b', 'get'])
    expect((sent.elements.namedItem('sign') as HTMLInputElement).value).toBe('s1')
    submit.mockRestore()
  })

  it('cannot leave the app for a web address on a mini-program, and shares no stand-in address', () => {
    asTarget('alipay')
    expect(goToWebAddress('https://pay.example/')).toBe(false)
    expect(currentWebAddress()).toBe('')
    expect(absolutePageUrl('/pages/user-order/user-order', '')).toBe('/pages/user-order/user-order')
    asTarget('h5')
    expect(currentWebAddress()).toBe(window.location.href)
    expect(absolutePageUrl('/pages/user-order/user-order', 'https://shop.example/web/')).toBe('https://shop.example/web/#/pages/user-order/user-order')
  })
})

describe('native tab bar (Baidu, Douyin, Kuaishou)', () => {
  it('keeps the labels in the UI language and the cart badge in step', () => {
    setLanguage('en')
    const item = jest.spyOn(Taro, 'setTabBarItem').mockResolvedValue({ errMsg: 'ok' } as never)
    const badge = jest.spyOn(Taro, 'setTabBarBadge').mockResolvedValue({ errMsg: 'ok' } as never)
    const remove = jest.spyOn(Taro, 'removeTabBarBadge').mockResolvedValue({ errMsg: 'ok' } as never)
    syncNativeTabBar({ badge: '3' })
    expect(item.mock.calls.map(([arg]) => arg)).toEqual([
      { index: 0, text: 'Home' },
      { index: 1, text: 'Category' },
      { index: 2, text: 'Cart' },
      { index: 3, text: 'Me' },
    ])
    expect(badge).toHaveBeenCalledWith({ index: 2, text: '3' })
    syncNativeTabBar({ badge: '' })
    expect(remove).toHaveBeenCalledWith({ index: 2 })
    for (const spy of [item, badge, remove]) spy.mockRestore()
    setLanguage('zh')
  })
})
