// Locally generated SVG artwork for the demo shop (no external image URLs anywhere).
// Files are deterministic, so regenerating them on every seed is harmless.
import fs from 'node:fs'
import path from 'node:path'

export const STATIC_DIR = path.resolve(__dirname, '..', '..', 'static')

export type ProductShape = 'bottle' | 'tube' | 'jar' | 'lipstick' | 'compact' | 'brush' | 'pump' | 'mask' | 'device' | 'perfume'

export const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string)

/** Simple product silhouettes drawn around (200, 170) on a 400x400 canvas. */
function shapeMarkup(shape: ProductShape, accent: string): string {
  const fill = `fill="#fff" fill-opacity="0.92"`
  const cap = `fill="${accent}"`
  switch (shape) {
    case 'bottle':
      return `<rect x="165" y="70" width="70" height="40" rx="8" ${cap}/><rect x="140" y="105" width="120" height="170" rx="26" ${fill}/><rect x="160" y="170" width="80" height="50" rx="6" ${cap} fill-opacity="0.35"/>`
    case 'pump':
      return `<rect x="190" y="55" width="50" height="14" rx="6" ${cap}/><rect x="192" y="66" width="16" height="36" ${cap}/><rect x="150" y="100" width="100" height="180" rx="20" ${fill}/><rect x="168" y="170" width="64" height="54" rx="6" ${cap} fill-opacity="0.35"/>`
    case 'tube':
      return `<path d="M160 80 h80 l-12 190 h-56 z" ${fill}/><rect x="178" y="268" width="44" height="22" rx="4" ${cap}/><rect x="170" y="140" width="60" height="40" rx="5" ${cap} fill-opacity="0.35"/>`
    case 'jar':
      return `<rect x="125" y="130" width="150" height="36" rx="10" ${cap}/><rect x="120" y="162" width="160" height="110" rx="24" ${fill}/><rect x="150" y="200" width="100" height="34" rx="6" ${cap} fill-opacity="0.35"/>`
    case 'lipstick':
      return `<path d="M180 80 q20 -30 40 0 v60 h-40 z" ${cap}/><rect x="172" y="138" width="56" height="30" rx="4" fill="#f5d48b"/><rect x="166" y="166" width="68" height="116" rx="8" ${fill}/>`
    case 'compact':
      return `<circle cx="200" cy="180" r="92" ${fill}/><circle cx="200" cy="180" r="66" ${cap} fill-opacity="0.45"/><circle cx="200" cy="180" r="30" fill="#fff" fill-opacity="0.6"/>`
    case 'brush':
      return `<path d="M185 70 q15 -30 30 0 l8 70 h-46 z" ${cap}/><rect x="180" y="138" width="40" height="26" fill="#d9d9d9"/><rect x="186" y="162" width="28" height="128" rx="12" ${fill}/>`
    case 'mask':
      return `<rect x="130" y="70" width="140" height="210" rx="14" ${fill}/><ellipse cx="200" cy="150" rx="44" ry="54" ${cap} fill-opacity="0.4"/><rect x="150" y="230" width="100" height="16" rx="6" ${cap}/>`
    case 'device':
      return `<rect x="170" y="60" width="60" height="220" rx="30" ${fill}/><circle cx="200" cy="110" r="20" ${cap}/><rect x="190" y="160" width="20" height="60" rx="10" ${cap} fill-opacity="0.5"/>`
    case 'perfume':
      return `<rect x="182" y="70" width="36" height="34" rx="4" ${cap}/><rect x="192" y="100" width="16" height="18" fill="#d9d9d9"/><path d="M140 120 h120 l10 150 q0 14 -14 14 h-112 q-14 0 -14 -14 z" ${fill}/><circle cx="200" cy="200" r="30" ${cap} fill-opacity="0.35"/>`
  }
}

/**
 * A product's printed label as a bar as long as its text would be. Pictures carry no <text>: each SVG
 * picture is a small document of its own, and laying out CJK text in ~60 of them was most of the home
 * page's layout and paint time on a phone (docs/PERFORMANCE.md); the title is beside the picture anyway.
 */
function labelBand(chars: number, y: number, height: number, opacity: number): string {
  const width = Math.min(240, 40 + chars * 14)
  return `<rect x="${200 - width / 2}" y="${y}" width="${width}" height="${height}" rx="${height / 2}" fill="#fff" fill-opacity="${opacity}"/>`
}

export function productSvg(opts: { title: string; subtitle: string; colors: [string, string]; shape: ProductShape; accent: string }): string {
  const [c1, c2] = opts.colors
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="400" height="400" fill="url(#g)"/>
<circle cx="330" cy="60" r="90" fill="#fff" fill-opacity="0.12"/><circle cx="60" cy="350" r="70" fill="#fff" fill-opacity="0.1"/>
${shapeMarkup(opts.shape, opts.accent)}
${labelBand(opts.title.length, 316, 14, 0.9)}${labelBand(opts.subtitle.length, 342, 10, 0.6)}
</svg>
`
}

export function bannerSvg(opts: { title: string; subtitle: string; colors: [string, string] }): string {
  const [c1, c2] = opts.colors
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="320" viewBox="0 0 750 320">
<defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="750" height="320" fill="url(#b)"/>
<circle cx="640" cy="90" r="150" fill="#fff" fill-opacity="0.14"/><circle cx="560" cy="300" r="90" fill="#fff" fill-opacity="0.12"/>
<text x="60" y="150" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="52" font-weight="bold" fill="#fff">${escapeXml(opts.title)}</text>
<text x="62" y="205" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="26" fill="#fff" fill-opacity="0.9">${escapeXml(opts.subtitle)}</text>
<rect x="62" y="232" width="150" height="44" rx="22" fill="#fff" fill-opacity="0.95"/>
<text x="137" y="261" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="20" fill="${c1}">立即选购</text>
</svg>
`
}

/** Round icon with a one- or two-character label (navigation, categories, tab bar, logos). */
export function iconSvg(opts: { label: string; colors: [string, string]; size?: number; textColor?: string }): string {
  const size = opts.size ?? 120
  const [c1, c2] = opts.colors
  const fontSize = Math.round(size * (opts.label.length > 2 ? 0.22 : 0.34))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="i" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#i)"/>
<text x="${size / 2}" y="${size / 2 + fontSize * 0.36}" text-anchor="middle" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="${fontSize}" font-weight="bold" fill="${opts.textColor ?? '#fff'}">${escapeXml(opts.label)}</text>
</svg>
`
}

/** Tab-bar glyphs: simple outlines in grey (normal) or the theme colour (active). */
export function tabIconSvg(kind: 'home' | 'category' | 'cart' | 'user', color: string): string {
  const stroke = `fill="none" stroke="${color}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"`
  const body: Record<typeof kind, string> = {
    home: `<path d="M14 42 L48 14 L82 42 V82 H14 Z" ${stroke}/><path d="M38 82 V58 H58 V82" ${stroke}/>`,
    category: `<rect x="14" y="14" width="28" height="28" rx="6" ${stroke}/><rect x="54" y="14" width="28" height="28" rx="6" ${stroke}/><rect x="14" y="54" width="28" height="28" rx="6" ${stroke}/><circle cx="68" cy="68" r="14" ${stroke}/>`,
    cart: `<path d="M10 16 H22 L32 64 H76 L84 30 H28" ${stroke}/><circle cx="38" cy="78" r="6" ${stroke}/><circle cx="70" cy="78" r="6" ${stroke}/>`,
    user: `<circle cx="48" cy="32" r="16" ${stroke}/><path d="M16 84 Q16 56 48 56 Q80 56 80 84" ${stroke}/>`,
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">${body[kind]}</svg>\n`
}

/** Write `content` to server/static/<relPath> unless identical; returns the URL path '/static/<relPath>'. */
export function writeStatic(relPath: string, content: string): string {
  const full = path.join(STATIC_DIR, relPath)
  fs.mkdirSync(path.dirname(full), { recursive: true })
  let same = false
  try {
    same = fs.readFileSync(full, 'utf8') === content
  } catch {
    /* missing */
  }
  if (!same) fs.writeFileSync(full, content)
  return `/static/${relPath}`
}

/** A wide cover picture (posts, questions, live rooms): a gradient with a title and a subtitle. */
/** A 750x420 cover: a gradient, soft circles and the post's headline. */
export function coverSvg(title: string, subtitle: string, colors: [string, string]): string {
  const [c1, c2] = colors
  return `<svg xmlns="http://www.w3.org/2000/svg" width="750" height="420" viewBox="0 0 750 420">
<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c1}"/><stop offset="1" stop-color="${c2}"/></linearGradient></defs>
<rect width="750" height="420" fill="url(#c)"/>
<circle cx="620" cy="110" r="140" fill="#fff" fill-opacity="0.16"/><circle cx="120" cy="360" r="110" fill="#fff" fill-opacity="0.12"/>
<text x="60" y="200" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="50" font-weight="bold" fill="#fff">${escapeXml(title)}</text>
<text x="62" y="256" font-family="PingFang SC, Microsoft YaHei, sans-serif" font-size="26" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>
</svg>
`
}
