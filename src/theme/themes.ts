/** The eight colour themes of spec section 9 (api-core 1.10). */
export interface Theme {
  key: ThemeKey
  main: string
  /** A pale tint of the main colour for selected chips and soft badges; their text is `strong`. */
  light: string
  /** Buttons that cannot be pressed yet: the main colour washed out. */
  disabled: string
  /**
   * The main colour darkened just enough for text (WCAG AA, 4.5:1 on white, on the #f5f5f5 page and on the
   * `light` tint) and for white text on a fill of it: prices, active tabs, filled buttons, badges, chips.
   */
  strong: string
}

export type ThemeKey = 'red' | 'yellow' | 'black' | 'blue' | 'green' | 'orange' | 'brown' | 'purple'

export const THEMES: Record<ThemeKey, Theme> = {
  red: { key: 'red', main: '#ff0036', light: '#ffe2e8', disabled: '#ff809b', strong: '#d1002c' },
  yellow: { key: 'yellow', main: '#f6c133', light: '#fdf4db', disabled: '#fbe09a', strong: '#876a1c' },
  black: { key: 'black', main: '#333333', light: '#dcdcdc', disabled: '#999999', strong: '#333333' },
  blue: { key: 'blue', main: '#1677ff', light: '#daeaff', disabled: '#8bbbff', strong: '#1262d0' },
  green: { key: 'green', main: '#20a53a', light: '#d6efdb', disabled: '#90d29d', strong: '#18772a' },
  orange: { key: 'orange', main: '#fe6f04', light: '#ffeada', disabled: '#ffb782', strong: '#b04d03' },
  brown: { key: 'brown', main: '#8b4513', light: '#eadcd2', disabled: '#c5a289', strong: '#8b4513' },
  purple: { key: 'purple', main: '#623cec', light: '#ded5fb', disabled: '#b09df6', strong: '#5f3ae5' },
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
