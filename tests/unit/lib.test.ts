import { decodeBase64, encodeBase64 } from '@/lib/base64'
import { localDay } from '@/lib/date'
import { toServerLang, toUiLanguage } from '@/lib/lang'
import { resolveEvent, resolveMap, resolveUrl, webViewUrl } from '@/lib/links'
import { formatPrice, fromCents, multiplyAmount, toAmount, toCents, twoDecimals } from '@/lib/money'
import { isMourning, parseMourningBase } from '@/lib/mourning'
import { buildShare, friendShare, shareUrl, timelineShare } from '@/lib/share'
import { makeUuid } from '@/lib/uuid'
import { allKeys } from '@/i18n'
import { THEMES } from '@/theme/themes'

describe('language mapping', () => {
  it.each([
    ['zh-Hans', 'zh'],
    ['zh-Hant', 'cht'],
    ['en-US', 'en'],
    ['es', 'spa'],
    ['fra', 'fr'],
    ['en', 'en'],
    [undefined, 'zh'],
  ])('%s -> %s', (locale, lang) => expect(toServerLang(locale)).toBe(lang))

  it('shows our own dictionaries: en for English, zh for everything else', () => {
    expect(toUiLanguage('en-US')).toBe('en')
    expect(toUiLanguage('es')).toBe('zh')
    expect(toUiLanguage('zh-Hant')).toBe('zh')
  })
})

describe('i18n dictionaries', () => {
  it('zh and en have exactly the same keys', () => {
    expect(allKeys('en').sort()).toEqual(allKeys('zh').sort())
  })
})

describe('money', () => {
  it('always shows two decimals with the symbol', () => {
    expect(twoDecimals('130')).toBe('130.00')
    expect(twoDecimals(1.005)).toBe('1.01')
    expect(twoDecimals('')).toBe('0.00')
    expect(formatPrice('99.9')).toBe('￥99.90')
    expect(formatPrice(5, '$')).toBe('$5.00')
    expect(formatPrice('10.5-20')).toBe('￥10.50-20.00')
  })
})

describe('links', () => {
  it('event types 0-4', () => {
    expect(resolveEvent(0, 'https://example.com/a?b=1')).toEqual({ kind: 'webview', url: 'https://example.com/a?b=1' })
    expect(resolveEvent(1, '/pages/goods-detail/goods-detail?id=3')).toMatchObject({
      kind: 'page',
      path: '/pages/goods-detail/goods-detail',
      query: { id: '3' },
    })
    expect(resolveEvent(2, 'wx123|pages/a')).toEqual({ kind: 'miniprogram', appId: 'wx123', path: 'pages/a' })
    expect(resolveEvent(3, 'Shop|Road 1|121.47|31.23')).toEqual({ kind: 'map', name: 'Shop', address: 'Road 1', lng: 121.47, lat: 31.23 })
    expect(resolveEvent(4, '4000000000')).toEqual({ kind: 'tel', number: '4000000000' })
    expect(resolveEvent(undefined, '/pages/user/user')).toMatchObject({ kind: 'page' })
    expect(resolveEvent(1, '')).toBeNull()
  })

  it('map links need four parts and real coordinates', () => {
    expect(resolveMap('Shop|Road|121')).toEqual({ kind: 'error', messageKey: 'errors.link_format_wrong' })
    expect(resolveMap('Shop|Road||31.2')).toEqual({ kind: 'error', messageKey: 'errors.coordinates_wrong' })
    expect(resolveMap('Shop|Road|abc|31.2')).toEqual({ kind: 'error', messageKey: 'errors.coordinates_wrong' })
  })

  it('string links: web, pages, protocols, scan, and plain text as a search keyword', () => {
    expect(resolveUrl('https://a.b/c')).toEqual({ kind: 'webview', url: 'https://a.b/c' })
    expect(resolveUrl('pages/cart/cart')).toMatchObject({ kind: 'page', path: '/pages/cart/cart' })
    expect(resolveUrl('/pages/user-order/user-order?status=1', true)).toMatchObject({ kind: 'page', redirect: true, query: { status: '1' } })
    expect(resolveUrl('tel://10086')).toEqual({ kind: 'tel', number: '10086' })
    expect(resolveUrl('map://A|B|1|2')).toMatchObject({ kind: 'map', lng: 1, lat: 2 })
    expect(resolveUrl('scan://')).toEqual({ kind: 'error', messageKey: 'errors.scan_not_supported' })
    expect(resolveUrl('appid://wx1|p/a|x|trial')).toEqual({ kind: 'miniprogram', appId: 'wx1', path: 'p/a', extraData: 'x', envVersion: 'trial' })
    expect(resolveUrl('lipstick')).toEqual({ kind: 'search', keywords: 'lipstick' })
    expect(resolveUrl('  ')).toBeNull()
  })

  it('web-view urls carry the encoded address', () => {
    expect(webViewUrl('https://a.b/c?d=1&e=2')).toBe('/pages/web-view/web-view?url=https%3A%2F%2Fa.b%2Fc%3Fd%3D1%26e%3D2')
  })
})

describe('mourning window', () => {
  const now = new Date('2026-11-22T12:00:00')
  it('needs is_app 1 and now inside the optional bounds', () => {
    expect(isMourning(parseMourningBase({ is_app: 1 }), now)).toBe(true)
    expect(isMourning(parseMourningBase({ is_app: 0 }), now)).toBe(false)
    expect(isMourning(parseMourningBase({ is_app: '1', time_start: '2026-11-23 00:00:00' }), now)).toBe(false)
    expect(isMourning(parseMourningBase({ is_app: 1, time_end: '2026-11-21 00:00:00' }), now)).toBe(false)
    expect(isMourning(parseMourningBase({ is_app: 1, time_start: '2026-11-01 00:00:00', time_end: '2026-11-30 00:00:00' }), now)).toBe(true)
    expect(isMourning(undefined, now)).toBe(false)
  })
})

describe('share payload', () => {
  const defaults = { appTitle: 'Shop', homePage: '/pages/index/index', logo: 'logo.png', useImage: 1, userId: '9', pluginTitle: 'Plugin title' }
  it('page values win, then the share plugin, then the app; referrer added once', () => {
    const payload = buildShare({ title: 'Lipstick', path: '/pages/goods-detail/goods-detail', query: '?id=3' }, defaults)
    expect(payload).toEqual({ title: 'Lipstick', desc: '', path: '/pages/goods-detail/goods-detail', query: 'id=3&referrer=9', imageUrl: 'logo.png' })
    expect(buildShare({ query: 'referrer=1' }, defaults).query).toBe('referrer=1')
    expect(buildShare({}, defaults).title).toBe('Plugin title')
  })
  it('carries the image only when is_share_use_image is 1', () => {
    expect(buildShare({ img: 'a.png' }, { ...defaults, useImage: 0 }).imageUrl).toBeUndefined()
  })
  it('friend share joins path and query; timeline share drops the leading ?', () => {
    const payload = buildShare({ path: '/pages/a/a', query: '?x=1' }, { ...defaults, userId: undefined })
    expect(friendShare(payload).path).toBe('/pages/a/a?x=1')
    expect(timelineShare(payload).query).toBe('x=1')
    expect(shareUrl('http://h/web/#/pages/index/index', payload)).toBe('http://h/web/#/pages/a/a?x=1')
  })
})

describe('base64 and uuid', () => {
  it('round-trips UTF-8 text', () => {
    const text = '{"goods_id":1,"spec":[{"type":"颜色","value":"玫瑰红"}]}'
    expect(decodeBase64(encodeBase64(text))).toBe(text)
    expect(encodeBase64('abc')).toBe('YWJj')
  })
  it('makes v4-shaped ids', () => {
    expect(makeUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('themes', () => {
  it('has the eight spec colours', () => {
    expect(Object.fromEntries(Object.values(THEMES).map((th) => [th.key, th.main]))).toEqual({
      red: '#ff0036',
      yellow: '#f6c133',
      black: '#333333',
      blue: '#1677ff',
      green: '#20a53a',
      orange: '#fe6f04',
      brown: '#8b4513',
      purple: '#623cec',
    })
  })
})

describe('money in cents and local days', () => {
  it('converts amounts to cents and back without float drift', () => {
    expect(toCents('0.07')).toBe(7)
    expect(toCents('1.005')).toBe(101)
    expect(toCents(19.99) * 3).toBe(5997)
    expect(fromCents(toCents('0.1') + toCents('0.2'))).toBe('0.30')
    expect(toCents('')).toBe(0)
  })

  it('multiplies an amount by a rate to the cent, and reads amounts with thousands separators', () => {
    expect(multiplyAmount('100', 0.006)).toBe('0.60')
    expect(multiplyAmount('0.35', 0.5)).toBe('0.18')
    expect(multiplyAmount('', 2)).toBe('0.00')
    expect(toAmount('1,300.50')).toBe(1300.5)
    expect(toAmount('abc')).toBe(0)
  })

  it('names the local calendar day, not the UTC one', () => {
    // 07:30 on 25 November local time is still the 25th here, whatever UTC says.
    expect(localDay(new Date(2026, 10, 25, 7, 30))).toBe('2026-11-25')
    expect(localDay(new Date(2026, 0, 1, 0, 0))).toBe('2026-01-01')
  })
})
