// The URL and entity checks of the rich-text sanitiser (src/lib/html.ts), apart from js-xss so that code
// which only vets a link (the payment flow) does not bring the whole sanitiser into its page.

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  lpar: '(',
  rpar: ')',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  sol: '/',
  bsol: '\\',
  nbsp: '\u00a0',
}

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
  return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback
}

/** True for javascript:, vbscript:, data: URLs other than images, and any scheme outside http(s), mailto and tel. */
export function isUnsafeUrl(value: string): boolean {
  const compact = decodeEntities(value)
    // eslint-disable-next-line no-control-regex -- browsers ignore these characters inside a URL scheme
    .replace(/[\u0000-\u0020\u007f-\u00a0]+/g, '')
    .toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(compact)?.[1]
  if (!scheme) return false
  if (scheme === 'data') return !/^data:image\/(png|jpe?g|gif|webp|bmp);/.test(compact)
  return !['http', 'https', 'mailto', 'tel'].includes(scheme)
}
