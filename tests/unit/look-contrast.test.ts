import { contrastOnWhite, readableOnWhite } from '@/theme/contrast'

/** WCAG contrast between two #rrggbb colours (either order). */
function contrastBetween(a: string, b: string): number {
  const luminance = (hex: string) => {
    const channel = (i: number) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  }
  const [x, y] = [luminance(a), luminance(b)]
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
}
import { THEMES, themeStyle } from '@/theme/themes'

describe('readable colours', () => {
  it('measures contrast on white as WCAG does', () => {
    expect(contrastOnWhite('#000')).toBeCloseTo(21, 1)
    expect(contrastOnWhite('#ffffff')).toBeCloseTo(1, 5)
    expect(contrastOnWhite('#ff0036')).toBeCloseTo(3.95, 1)
    expect(contrastOnWhite('red')).toBe(0)
    expect(contrastOnWhite('')).toBe(0)
    expect(contrastBetween('#000000', '#ffffff')).toBeCloseTo(21, 1)
    expect(contrastBetween('#ffffff', '#000000')).toBeCloseTo(21, 1)
    expect(contrastBetween('#de002f', '#ffdbe2')).toBeCloseTo(3.97, 1)
  })

  it("keeps a shop's colour only when text in it can be read", () => {
    expect(readableOnWhite('#e93a6b')).toBeUndefined()
    expect(readableOnWhite('#333333')).toBe('#333333')
    expect(readableOnWhite(undefined)).toBeUndefined()
  })

  it("every theme's strong colour reads on its light tint (selected chips, soft badges) at 4.5:1", () => {
    for (const theme of Object.values(THEMES)) {
      expect([theme.key, contrastBetween(theme.strong, theme.light) >= 4.5]).toEqual([theme.key, true])
      expect([theme.key, contrastBetween(theme.strong, '#f5f5f5') >= 4.5]).toEqual([theme.key, true])
    }
  })

  it("every theme's strong colour reads on white, and white reads on it (4.5:1)", () => {
    for (const theme of Object.values(THEMES)) {
      expect(contrastOnWhite(theme.strong)).toBeGreaterThanOrEqual(4.5)
      expect(themeStyle(theme.key)['--main-strong']).toBe(theme.strong)
    }
  })
})
