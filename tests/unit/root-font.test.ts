// eslint-disable-next-line @typescript-eslint/no-require-imports
const { ROOT_FONT_SCRIPT } = require('../../config/root-font-script')

function fontSizeFor(width: number): string {
  const style: Record<string, string> = {}
  const fakeWindow = {
    innerWidth: width,
    document: { documentElement: { style, getBoundingClientRect: () => ({ width }) } },
    addEventListener: () => undefined,
  }
  new Function('window', ROOT_FONT_SCRIPT)(fakeWindow)
  return style.fontSize
}

describe('H5 root font size', () => {
  it('scales with the window up to 960 px', () => {
    expect(fontSizeFor(375)).toBe('20px')
    expect(fontSizeFor(750)).toBe('40px')
  })
  it('treats windows wider than 960 as 800', () => {
    expect(fontSizeFor(1920)).toBe(fontSizeFor(800))
    expect(parseFloat(fontSizeFor(1920))).toBeCloseTo(42.67, 1)
  })
})
