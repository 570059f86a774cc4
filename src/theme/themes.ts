/** The eight colour themes of spec section 9 (api-core 1.10). */
export interface Theme {
  key: ThemeKey
  main: string
  light: string
  /** Buttons that cannot be pressed yet: the main colour washed out. */
  disabled: string
  /**
   * The main colour darkened just enough for text (WCAG AA, 4.5:1 on white and on the #f5f5f5 page) and for
   * white text on a fill of it: prices, active tabs, filled buttons and badges.
   */
  strong: string
}

export type ThemeKey = 'red' | 'yellow' | 'black' | 'blue' | 'green' | 'orange' | 'brown' | 'purple'

export const THEMES: Record<ThemeKey, Theme> = {
  red: { key: 'red', main: '#ff0036', light: '#ffdbe2', disabled: '#ff809b', strong: '#de002f' },
  yellow: { key: 'yellow', main: '#f6c133', light: '#ffebd2', disabled: '#fbe09a', strong: '#876a1c' },
  black: { key: 'black', main: '#333333', light: '#dcdcdc', disabled: '#999999', strong: '#333333' },
  blue: { key: 'blue', main: '#1677ff', light: '#d1e4ff', disabled: '#8bbbff', strong: '#1369e0' },
  green: { key: 'green', main: '#20a53a', light: '#cce8d2', disabled: '#90d29d', strong: '#197f2d' },
  orange: { key: 'orange', main: '#fe6f04', light: '#fde4d1', disabled: '#ffb782', strong: '#b75003' },
  brown: { key: 'brown', main: '#8b4513', light: '#eadcd2', disabled: '#c5a289', strong: '#8b4513' },
  purple: { key: 'purple', main: '#623cec', light: '#d6cbfb', disabled: '#b09df6', strong: '#623cec' },
}

export const THEME_KEYS = Object.keys(THEMES) as ThemeKey[]
export const DEFAULT_THEME: ThemeKey = 'red'

export function isThemeKey(value: unknown): value is ThemeKey {
  return typeof value === 'string' && value in THEMES
}

/** Inline CSS variables for a page root: every themed style reads var(--main) and friends. */
export function themeStyle(key: ThemeKey): Record<string, string> {
  const theme = THEMES[key]
  return { '--main': theme.main, '--main-light': theme.light, '--main-disabled': theme.disabled, '--main-strong': theme.strong }
}
