import { readdirSync } from 'fs'
import { join } from 'path'
import { registerLocale, setLanguage, t, type LocaleModule } from '@/i18n'
import { allLocales } from '@/i18n/locales'

const DIR = join(__dirname, '../../src/i18n/locales')
const areaFiles = readdirSync(DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts')

describe('locale areas', () => {
  it.each(areaFiles)('%s has the same keys in zh and en, none empty', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const locale = require(join(DIR, file)).default as LocaleModule
    expect(Object.keys(locale.en).sort()).toEqual(Object.keys(locale.zh).sort())
    for (const lang of ['zh', 'en'] as const) {
      for (const [key, text] of Object.entries(locale[lang])) expect([lang, key, text.trim().length > 0]).toEqual([lang, key, true])
    }
  })

  it.each(areaFiles)('%s: the English plural forms name a number the text also shows', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const locale = require(join(DIR, file)).default as LocaleModule
    for (const [key, text] of Object.entries(locale.en)) {
      for (const [, name] of text.matchAll(/\{(\w+)\|[^|{}]*\|[^|{}]*\}/g)) expect([key, text.includes(`{${name}}`)]).toEqual([key, true])
    }
  })

  it('the entry bundle carries only the core areas; the rest load with their pages', () => {
    expect(Object.keys(allLocales).sort()).toEqual(['common', 'errors', 'pages', 'settings', 'tabs'])
  })
})

describe('t()', () => {
  beforeAll(() => registerLocale('probe', { zh: { count: '{n} 件商品' }, en: { count: '{n} {n|item|items} in {place}' } }))
  afterAll(() => setLanguage('zh'))

  it('picks the English singular only for exactly one', () => {
    setLanguage('en')
    expect(t('probe.count', { n: 1, place: 'cart' })).toBe('1 item in cart')
    expect(t('probe.count', { n: 0, place: 'cart' })).toBe('0 items in cart')
    expect(t('probe.count', { n: '12', place: 'cart' })).toBe('12 items in cart')
    setLanguage('zh')
    expect(t('probe.count', { n: 1 })).toBe('1 件商品')
  })
})
