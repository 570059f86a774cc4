import { readdirSync } from 'fs'
import { join } from 'path'
import type { LocaleModule } from '@/i18n'
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

  it('the entry bundle carries only the core areas; the rest load with their pages', () => {
    expect(Object.keys(allLocales).sort()).toEqual(['common', 'errors', 'pages', 'settings', 'tabs'])
  })
})
