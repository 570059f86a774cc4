import { setLanguage } from '@/i18n'
import { RULES, validate } from '@/lib/validation'
import { codeFromScan, codeProblem } from '@/pages/plugins/antifakecode/components/code-rules'
import { valueProblem } from '@/pages/plugins/form/components/value-rules'
import { amountProblem, normaliseAmount, pressKey, type KeypadKey } from '@/pages/plugins/scanpay/components/amount'

const type = (keys: string) => [...keys].reduce((amount, key) => pressKey(amount, (key === '<' ? 'delete' : key) as KeypadKey).amount, '')

describe('scan-pay keypad', () => {
  it('follows the keypad rules', () => {
    expect(type('.')).toBe('0.')
    expect(type('0.05')).toBe('0.05')
    expect(type('12.345')).toBe('12.34')
    expect(type('123456789')).toBe('12345678')
    expect(type('007')).toBe('0')
    expect(type('1..2')).toBe('1.2')
    expect(type('12<<')).toBe('')
    expect(pressKey('0', '7').refused).toBe('leading_zero')
    expect(pressKey('1.23', '4').refused).toBe('decimals')
    expect(pressKey('12345678', '9').refused).toBe('integer')
    expect(pressKey('12345678', '.').refused).toBeNull()
    expect(pressKey('1.2', '.').refused).toBe('second_dot')
  })

  it('checks the amount: required, format, positive, maximum', () => {
    expect(amountProblem('', '50000.00')).toBe('required')
    expect(amountProblem('0.', '50000.00')).toBe('positive')
    expect(amountProblem('0.00', '50000.00')).toBe('positive')
    expect(amountProblem('1.234', '50000.00')).toBe('format')
    expect(amountProblem('-1', '50000.00')).toBe('format')
    expect(amountProblem('50000', '50000.00')).toBeNull()
    expect(amountProblem('50000.01', '50000.00')).toBe('max')
    expect(amountProblem('12.', '')).toBeNull()
    expect(normaliseAmount('12.')).toBe('12')
  })
})

describe('code inputs', () => {
  it('authenticity codes: 6-32 letters, digits or dashes; scanned links give their code', () => {
    expect(codeProblem(' ')).toBe('required')
    expect(codeProblem('abc12')).toBe('format')
    expect(codeProblem('MZ2026 A01')).toBe('format')
    expect(codeProblem('MZ2026-A0001')).toBeNull()
    expect(codeFromScan('https://shop.test/antifakecode-index-index-id-MZ2026A0001.html')).toBe('MZ2026A0001')
    expect(codeFromScan('https://shop.test/api.php?s=plugins/index&pluginsname=antifakecode&id=MZ2026A0002')).toBe('MZ2026A0002')
    expect(codeFromScan(' MZ2026A0003 ')).toBe('MZ2026A0003')
  })

  it('form check values: 4-32 letters or digits', () => {
    expect(valueProblem('')).toBe('required')
    expect(valueProblem('F26')).toBe('format')
    expect(valueProblem('F26 11')).toBe('format')
    expect(valueProblem('13800000000')).toBeNull()
  })
})

describe('delivery proof rules', () => {
  beforeEach(() => setLanguage('zh'))

  it('completing needs a photo and at most 200 characters of description', () => {
    expect(validate({ describe: '', images: [] }, RULES.deliveryComplete)?.message).toBe('请上传照片')
    expect(validate({ describe: 'x'.repeat(201), images: ['p'] }, RULES.deliveryComplete)?.field).toBe('describe')
    expect(validate({ describe: '', images: new Array(31).fill('p') }, RULES.deliveryComplete)?.field).toBe('images')
    expect(validate({ describe: '门卫', images: ['p'] }, RULES.deliveryComplete)).toBeNull()
  })

  it('an exception needs a reason (at most 200) and a photo', () => {
    expect(validate({ reason: '', describe: '', images: ['p'] }, RULES.deliveryException)?.field).toBe('reason')
    expect(validate({ reason: 'r'.repeat(201), describe: '', images: ['p'] }, RULES.deliveryException)?.field).toBe('reason')
    expect(validate({ reason: '无人', describe: '', images: [] }, RULES.deliveryException)?.field).toBe('images')
    setLanguage('en')
    expect(validate({ reason: '', describe: '', images: [] }, RULES.deliveryException)?.message).toBe('Please fill in reason')
  })
})
