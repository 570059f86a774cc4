// Text helpers of the plugin pages: dates kept on one line, and record statuses in the page's own words.
import { setLanguage } from '@/i18n'
import { statusText } from '@/pages/plugins/kit/status-text'
import { unbroken } from '@/pages/plugins/kit/unbroken'
import '@/i18n/locales/plugin-excellentbuyreturntocash'

describe('unbroken', () => {
  it('joins a date and time with a no-break space and non-breaking hyphens, leaving other text alone', () => {
    expect(unbroken('2026-11-22 10:00')).toBe('2026\u201111\u201122\u00a010:00')
    expect(unbroken('10:00')).toBe('10:00')
    expect(unbroken('')).toBe('')
  })
})

describe('statusText', () => {
  afterEach(() => setLanguage('zh'))

  it('names a known status code with the page tab words, in the shopper language', () => {
    setLanguage('en')
    expect(statusText('plugin-excellentbuyreturntocash.status_', 4, 'Invalid')).toBe('Void')
    setLanguage('zh')
    expect(statusText('plugin-excellentbuyreturntocash.status_', 3, 'Settled')).toBe('已结算')
  })

  it('keeps the server name for a code the page does not know', () => {
    expect(statusText('plugin-excellentbuyreturntocash.status_', 9, '新状态')).toBe('新状态')
  })
})
