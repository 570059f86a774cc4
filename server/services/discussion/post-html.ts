// Rich text a shopper posts (a blog post's body, a question's content) is cleaned here, once, before it is
// stored: a small allowlist of text tags, links to http(s) pages and images this server serves. Everything
// else goes (scripts and styles with their content, handlers, style and class attributes, foreign images).
// The storefront sanitises again when it shows the HTML (SafeRichText); this is the server's own line.
import { FilterXSS } from 'xss'
import type { Ctx } from '../../core/context'
import { ApiError } from '../../core/result'
import { defineMessages } from '../../core/i18n'
import { absolutiseHtml } from '../../core/format'
import { ownImagePath } from '../site/upload-paths'

defineMessages({
  'posthtml.too_long': { zh: '{name}内容过长', en: '{name} is too long' },
  'posthtml.not_text': { zh: '{name}格式有误', en: '{name} is invalid' },
})

/** Longest accepted body (HTML characters, before cleaning). */
export const POST_HTML_MAX = 20000

const TEXT_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote']
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'textarea',
  'select',
  'button',
  'form',
  'title',
  'head',
  'svg',
  'math',
]

function allowList(): Record<string, string[]> {
  const list: Record<string, string[]> = { img: ['src', 'alt'], a: ['href'] }
  for (const tag of TEXT_TAGS) list[tag] = []
  return list
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A filter for one request: images must be this server's own files (stored site-relative). */
function filterFor(ctx: Ctx): FilterXSS {
  return new FilterXSS({
    whiteList: allowList(),
    stripIgnoreTag: true,
    stripIgnoreTagBody: DROP_WITH_CONTENT,
    allowCommentTag: false,
    onTagAttr: (tag, name, value) => {
      if (tag === 'img' && name === 'src') {
        const own = ownImagePath(ctx, value.trim(), false)
        return own ? `src="${escapeAttr(own)}"` : ''
      }
      if (tag === 'img' && name === 'alt') return `alt="${escapeAttr(value.slice(0, 100))}"`
      if (tag === 'a' && name === 'href') return /^https?:\/\/[^\s"'<>]+$/i.test(value.trim()) ? `href="${escapeAttr(value.trim())}"` : ''
      return ''
    },
  })
}

/** The visible text of cleaned HTML (to tell an empty body from a real one). */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The rich-text param `name`, cleaned for storage ('' when absent). Over-long or non-text input is refused
 * with a message naming `label`.
 */
export function postHtmlParam(ctx: Ctx, name: string, label: string): string {
  const raw = ctx.params[name]
  if (raw === undefined || raw === null) return ''
  if (typeof raw !== 'string') throw new ApiError(ctx.t('posthtml.not_text', { name: label }))
  if (raw.length > POST_HTML_MAX) throw new ApiError(ctx.t('posthtml.too_long', { name: label }))
  // A block left open ("<script>...") takes the rest with it, as the storefront's sanitiser does.
  const cleaned = filterFor(ctx)
    .process(raw.replace(/\[(\/?)removed\]/g, '&#91;$1removed]'))
    .replace(/\[removed\][\s\S]*$/, '')
    // An image whose source was refused is left with nothing to show.
    .replace(/<img\s*(alt="[^"]*")?\s*\/?>/g, '')
  return cleaned.trim()
}

/** True when cleaned HTML shows something: text or an image. */
export function htmlHasContent(html: string): boolean {
  return htmlText(html) !== '' || /<img\s[^>]*src="/.test(html)
}

/** Stored HTML as the client gets it: image paths made absolute. */
export function htmlView(ctx: Ctx, html: string): string {
  return absolutiseHtml(ctx.baseUrl, html)
}

/** The image URLs of stored HTML, absolute (the ask goods list shows them as thumbnails). */
export function htmlImages(ctx: Ctx, html: string): string[] {
  return [...html.matchAll(/<img\s[^>]*src="([^"]+)"/g)].map((m) => ctx.img(m[1]))
}
