/**
 * Server HTML (goods descriptions, articles) is shown as rich text. It is cleaned here without a DOM
 * so the same code runs on H5 and in mini-programs: dangerous elements go with their content,
 * unknown tags are dropped (their text stays), event handlers and script URLs are removed.
 */

/** Removed together with everything inside them. */
const DROP_WITH_CONTENT = ['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'frame', 'frameset', 'applet', 'svg', 'math', 'textarea', 'select', 'title', 'head']

const ALLOWED_TAGS = new Set([
  'a', 'abbr', 'b', 'big', 'blockquote', 'br', 'caption', 'center', 'code', 'col', 'colgroup', 'dd', 'del', 'div', 'dl', 'dt',
  'em', 'figcaption', 'figure', 'font', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'ins', 'label', 'li', 'mark', 'ol',
  'p', 'pre', 'q', 's', 'section', 'article', 'small', 'span', 'strike', 'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot',
  'th', 'thead', 'tr', 'u', 'ul', 'video', 'source',
])

const VOID_TAGS = new Set(['br', 'hr', 'img', 'col', 'source'])

const ALLOWED_ATTRIBUTES = new Set([
  'src', 'href', 'alt', 'title', 'width', 'height', 'style', 'class', 'align', 'valign', 'colspan', 'rowspan', 'color', 'size',
  'face', 'border', 'cellpadding', 'cellspacing', 'controls', 'poster', 'target', 'data-src',
])

const URL_ATTRIBUTES = new Set(['src', 'href', 'poster', 'data-src'])

const NAMED_ENTITIES: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', lpar: '(', rpar: ')', amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', sol: '/', bsol: '\\' }

/** Undo the entity tricks used to hide "javascript:" (&#106;, &#x6A;, &colon;...). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    const lower = body.toLowerCase()
    if (lower.startsWith('#x')) return safeCodePoint(parseInt(lower.slice(2), 16), whole)
    if (lower.startsWith('#')) return safeCodePoint(parseInt(lower.slice(1), 10), whole)
    return NAMED_ENTITIES[lower] ?? whole
  })
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback
}

/** True for javascript:, vbscript: and data: URLs other than images. */
export function isUnsafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = decodeEntities(value).replace(/[\u0000-\u0020\u007f-\u00a0]+/g, '').toLowerCase()
  if (/^(javascript|vbscript|livescript):/.test(compact)) return true
  if (compact.startsWith('data:')) return !/^data:image\/(png|jpe?g|gif|webp|bmp);/.test(compact)
  return false
}

function isUnsafeStyle(value: string): boolean {
  const compact = decodeEntities(value).replace(/\\/g, '').replace(/\s+/g, '').toLowerCase()
  return /expression\(|javascript:|vbscript:|behavior:|-moz-binding|url\((['"]?)(?!https?:|\/)/.test(compact)
}

function escapeAttribute(value: string): string {
  return value.replace(/&(?![a-z]+;|#\d+;|#x[0-9a-f]+;)/gi, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g

function cleanAttributes(text: string): string {
  const kept: string[] = []
  const pattern = new RegExp(ATTRIBUTE.source, 'g')
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const name = match[1].toLowerCase()
    const value = match[2] ?? match[3] ?? match[4] ?? ''
    if (name.startsWith('on') || !ALLOWED_ATTRIBUTES.has(name)) continue
    if (URL_ATTRIBUTES.has(name) && isUnsafeUrl(value)) continue
    if (name === 'style' && isUnsafeStyle(value)) continue
    kept.push(`${name}="${escapeAttribute(value)}"`)
  }
  return kept.length ? ` ${kept.join(' ')}` : ''
}

function dropDangerousBlocks(html: string): string {
  let out = html
  for (const tag of DROP_WITH_CONTENT) {
    // A closed block goes with its content; an unclosed opening tag takes the rest of the text with it.
    out = out.replace(new RegExp(`<${tag}\\b[\\s\\S]*?<\\/${tag}\\s*>`, 'gi'), '')
    out = out.replace(new RegExp(`<${tag}\\b[\\s\\S]*$`, 'gi'), '')
    out = out.replace(new RegExp(`<\\/${tag}\\s*>`, 'gi'), '')
  }
  return out
}

const TAG = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>|<\?[^>]*>|<(\/?)([a-zA-Z][\w:-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'>]+))?)*)\s*(\/?)>/g

/** Clean server HTML for rich-text display. */
export function sanitizeHtml(input: string | null | undefined): string {
  if (!input) return ''
  const html = dropDangerousBlocks(String(input))
  let out = ''
  let last = 0
  const pattern = new RegExp(TAG.source, 'g')
  for (let match = pattern.exec(html); match; match = pattern.exec(html)) {
    const index = match.index
    out += html.slice(last, index).replace(/</g, '&lt;').replace(/>/g, '&gt;')
    last = index + match[0].length
    const [, closing, rawName, attributes = ''] = match
    if (!rawName) continue // comments, doctype, CDATA, processing instructions
    const name = rawName.toLowerCase()
    if (!ALLOWED_TAGS.has(name)) continue
    if (closing) {
      if (!VOID_TAGS.has(name)) out += `</${name}>`
      continue
    }
    out += VOID_TAGS.has(name) ? `<${name}${cleanAttributes(attributes)}/>` : `<${name}${cleanAttributes(attributes)}>`
  }
  out += html.slice(last).replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return out
}

/** Plain text from HTML (share descriptions, previews). */
export function htmlToText(input: string | null | undefined): string {
  return decodeEntities(sanitizeHtml(input).replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}
