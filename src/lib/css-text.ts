/**
 * Server CSS text ("padding:10px;background-color:#fff;") as a style object, for the layout builder's
 * precomputed `frontend_config` styles. Only box and text properties pass, and no value that could load
 * or run anything (url(), expression(), escapes, markup): the text never becomes CSS source as such.
 */
const ALLOWED = new Set([
  'margin',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'width',
  'height',
  'min-height',
  'max-width',
  'max-height',
  'background',
  'background-color',
  'color',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-left-radius',
  'border-bottom-right-radius',
  'box-shadow',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'opacity',
  'overflow',
])

const UNSAFE_VALUE = /url\s*\(|expression|javascript:|[<>\\{}]|@import/i

const camel = (property: string) => property.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

export function cssTextStyle(text: unknown): Record<string, string> {
  const style: Record<string, string> = {}
  if (typeof text !== 'string') return style
  for (const declaration of text.split(';')) {
    const at = declaration.indexOf(':')
    if (at < 0) continue
    const property = declaration.slice(0, at).trim().toLowerCase()
    const value = declaration
      .slice(at + 1)
      .replace(/!important/i, '')
      .trim()
    if (!value || !ALLOWED.has(property) || UNSAFE_VALUE.test(value)) continue
    style[camel(property)] = value
  }
  return style
}
