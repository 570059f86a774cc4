/**
 * The body of a blog post or a question as the shopper edits it: paragraphs of text and pictures after
 * them. It becomes simple HTML (one <p> per paragraph, one per picture) on save, and an HTML body the
 * server sends back becomes a draft again (formatting beyond paragraphs and pictures is not kept).
 */
export interface RichDraft {
  text: string
  images: string[]
}

export const EMPTY_DRAFT: RichDraft = { text: '', images: [] }

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** Entities decoded once (a small decoder, so the form pages do not carry the sanitiser's library). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    const lower = body.toLowerCase()
    const code = lower.startsWith('#x') ? parseInt(lower.slice(2), 16) : lower.startsWith('#') ? parseInt(lower.slice(1), 10) : NaN
    if (Number.isFinite(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    return NAMED[lower] ?? whole
  })
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (text: string) => escapeText(text).replace(/"/g, '&quot;')

/** The draft's HTML: every non-empty line a paragraph, then the pictures. */
export function draftToHtml(draft: RichDraft): string {
  const paragraphs = draft.text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escapeText(line)}</p>`)
  const pictures = draft.images.filter(Boolean).map((url) => `<p><img src="${escapeAttr(url)}"></p>`)
  return [...paragraphs, ...pictures].join('')
}

/** True when the draft holds text or a picture. */
export function draftHasContent(draft: RichDraft): boolean {
  return draft.text.trim() !== '' || draft.images.some(Boolean)
}

/** A stored HTML body as a draft: block ends and <br> become line breaks, <img> sources the pictures. */
export function htmlToDraft(html: string): RichDraft {
  const images = [...html.matchAll(/<img\b[^>]*?\bsrc\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/gi)]
    .map((m) => decodeEntities(m[2] ?? m[3] ?? m[4] ?? '').trim())
    .filter(Boolean)
  const text = decodeEntities(
    html
      .replace(/<img\b[^>]*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|h[1-6]|li|blockquote|section|article)>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .join('\n')
  return { text, images }
}
