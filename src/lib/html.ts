import { FilterXSS, escapeAttrValue, type IWhiteList } from 'xss'
import { decodeEntities, isUnsafeUrl } from './safe-url'

export { decodeEntities, isUnsafeUrl } from './safe-url'

/**
 * Server HTML (goods descriptions, articles, agreements, plugin banners, payment notes) is shown as
 * rich text only after this allowlist filter, built on js-xss (no DOM, so the same code runs on H5
 * and in mini-programs). Anything not listed goes: unknown tags (their text stays), dangerous
 * elements with their content, event handlers, class and id (server HTML must not borrow the app's
 * classes or clobber its elements), script and non-image data URLs, and style that could lift
 * content out of its box (position, z-index, transforms, viewport sizes, negative margins).
 */

/**
 * Removed together with everything inside them. Void elements (input, embed, meta, base, link) are
 * not listed: they have no content, and an opening tag without a close would take the rest along.
 */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'noscript',
  'noembed',
  'noframes',
  'template',
  'frameset',
  'applet',
  'textarea',
  'select',
  'option',
  'title',
  'head',
  'xmp',
  'plaintext',
  'button',
  'form',
]

const BOX = ['style', 'align']
const CELL = [...BOX, 'colspan', 'rowspan', 'width', 'height', 'valign']

const ALLOWED_TAGS: IWhiteList = {
  a: ['href', 'title', 'style'],
  img: ['src', 'alt', 'title', 'width', 'height', 'style', 'align', 'border'],
  video: ['src', 'poster', 'controls', 'width', 'height', 'style'],
  source: ['src', 'type'],
  font: ['color', 'size', 'face', 'style'],
  table: [...BOX, 'width', 'border', 'cellpadding', 'cellspacing'],
  td: CELL,
  th: CELL,
  col: ['span', 'width', 'style'],
  colgroup: ['span', 'width', 'style'],
  br: [],
  hr: ['style'],
}
for (const tag of [
  'abbr',
  'b',
  'big',
  'blockquote',
  'caption',
  'center',
  'code',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'i',
  'ins',
  'label',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'section',
  'article',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'u',
  'ul',
]) {
  ALLOWED_TAGS[tag] = BOX
}

const URL_ATTRIBUTES = new Set(['src', 'href', 'poster'])

/** Sizes in viewport units (100vw/100vh) are how an overlay covers the screen. */
const NO_VIEWPORT_UNITS = (value: string) => !/\d\s*(vw|vh|vmin|vmax|svh|lvh|dvh|svw|lvw|dvw)\b/i.test(value)
/** A negative margin pulls content over the app's own bars. */
const NO_NEGATIVE = (value: string) => !/(^|[\s(,])-\s*\d/.test(value)

/** CSS properties kept in style attributes: text and box styling only, nothing that positions or layers. */
const ALLOWED_CSS: Record<string, boolean | ((value: string) => boolean)> = {}
for (const name of [
  'color',
  'background-color',
  'font',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'font-variant',
  'text-align',
  'text-decoration',
  'text-indent',
  'text-transform',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'word-break',
  'word-wrap',
  'overflow-wrap',
  'white-space',
  'vertical-align',
  'border',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-color',
  'border-style',
  'border-width',
  'border-radius',
  'border-collapse',
  'border-spacing',
  'display',
  'float',
  'clear',
  'list-style',
  'list-style-type',
  'list-style-position',
  'box-sizing',
  'table-layout',
]) {
  ALLOWED_CSS[name] = true
}
for (const name of ['width', 'height', 'max-width', 'max-height', 'min-width', 'min-height']) ALLOWED_CSS[name] = NO_VIEWPORT_UNITS
for (const name of [
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
]) {
  ALLOWED_CSS[name] = (value) => NO_NEGATIVE(value) && NO_VIEWPORT_UNITS(value)
}

function cleanStyle(value: string): string {
  const decoded = decodeEntities(value)
  // CSS escapes (p\osition) and comments could hide a property name from the allowlist.
  if (/[\\]|\/\*|expression\s*\(|url\s*\(|@import|behavior|-moz-binding|javascript:/i.test(decoded)) return ''
  return cssFilter.process(decoded).trim()
}

/** The value exactly as it was checked: entities decoded once, then every special character escaped. */
function quoted(name: string, value: string): string {
  return `${name}="${escapeAttrValue(value.replace(/&/g, '&amp;'))}"`
}

/** One allowed attribute, cleaned; '' drops it (an unsafe URL or a style with nothing left). */
function cleanAttribute(name: string, value: string): string {
  if (URL_ATTRIBUTES.has(name)) {
    const decoded = decodeEntities(value).trim()
    return decoded && !isUnsafeUrl(decoded) ? quoted(name, decoded) : ''
  }
  if (name === 'style') {
    const style = cleanStyle(value)
    return style ? quoted(name, style) : ''
  }
  return quoted(name, decodeEntities(value))
}

const filter = new FilterXSS({
  whiteList: ALLOWED_TAGS,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROP_WITH_CONTENT,
  allowCommentTag: false,
  css: { whiteList: ALLOWED_CSS },
  onTagAttr: (_tag, name, value, isWhiteAttr) => (isWhiteAttr ? cleanAttribute(name, value) : ''),
})
/** js-xss builds its cssfilter (a dependency of its own) from `css` above; the style check reuses it. */
const cssFilter = (filter as unknown as { cssFilter: { process(value: string): string } }).cssFilter

/** Clean server HTML for rich-text display. */
export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return ''
  const prepared = String(input)
    // js-xss marks a dropped block with "[removed]"; keep the shop's own text from looking like one.
    .replace(/\[(\/?)removed\]/g, '&#91;$1removed]')
    // A "<" that cannot start a tag is text ("1 < 2"), not the start of one.
    .replace(/<(?![a-zA-Z/!?])/g, '&lt;')
  // A dangerous block left open ("<script>...") takes the rest of the text with it.
  return filter.process(prepared).replace(/\[removed\][\s\S]*$/, '')
}

/** Plain text from HTML (share descriptions, previews). */
export function htmlToText(input: string | null | undefined): string {
  return decodeEntities(sanitizeHtml(input).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}
