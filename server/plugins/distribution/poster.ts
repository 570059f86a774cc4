// Promotion materials (api-plugins-1 §4.11): the shopper's referral link and the poster background the app
// draws its poster on (avatar, name and the link's QR code are drawn by the app); "refresh" moves to the
// next design. The goods poster of the goods detail share sheet (§4.15) is made here, as an SVG file.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { encodeQr } from '../../../src/lib/qrcode'
import { ApiError, ok, type Ctx } from '../../core/router'
import { requireId } from '../../core/validate'
import { goodsById, goodsErrorState } from '../../services/goods/goods-view'
import { displayPrice, displaySymbol } from '../../services/site/display-currency'
import { DEFAULT_AVATAR, userNameView, userRowById } from '../../services/user/user-view'
import { setting } from './config'
import { memberRow, requireDistributor, updateMember } from './members'
import { escapeXml } from '../../db/seed/svg'

export const POSTER_DESIGNS = 3
const STATIC_DIR = path.resolve(__dirname, '..', '..', 'static')

const designUrl = (ctx: Ctx, design: number) => ctx.img(`/static/plugins/distribution/poster-${(design % POSTER_DESIGNS) + 1}.svg`)

/** Where a shared link brings a new visitor: the shop's home page, remembering who shared it. */
export function referralUrl(ctx: Ctx, userId: number): string {
  return `${ctx.baseUrl}/web/#/pages/index/index?referrer=${userId}`
}

function posterAnswer(ctx: Ctx, userId: number) {
  const user = userRowById(ctx.db, userId)
  return {
    user_share_poster: designUrl(ctx, memberRow(ctx.db, userId).poster_design),
    // The QR code is drawn by the app from the link (spelled as ShopXO spells it).
    user_share_qrode: '',
    user_share_url: referralUrl(ctx, userId),
    user: { avatar: ctx.img(user?.avatar || DEFAULT_AVATAR), user_name_view: user ? userNameView(user) : '' },
  }
}

export function posterIndex(ctx: Ctx) {
  const user = requireDistributor(ctx)
  return ok(posterAnswer(ctx, user.id))
}

export function posterRefresh(ctx: Ctx) {
  const user = requireDistributor(ctx)
  const next = (memberRow(ctx.db, user.id).poster_design + 1) % POSTER_DESIGNS
  updateMember(ctx.db, user.id, ctx.nowSeconds(), { poster_design: next })
  return ok(designUrl(ctx, next), ctx.t('dist.poster_refreshed'))
}

const MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
}

/** A stored image path as a data URI (an SVG used as an image cannot load other files), or '' if unreadable. */
function inlineImage(ctx: Ctx, stored: string): string {
  const file = stored.startsWith('/static/upload/')
    ? path.join(ctx.uploadDir, stored.slice('/static/upload/'.length))
    : stored.startsWith('/static/')
      ? path.join(STATIC_DIR, stored.slice('/static/'.length))
      : ''
  const mime = MIME[path.extname(file).toLowerCase()]
  if (!file || !mime || file.includes('..') || !fs.existsSync(file)) return ''
  return `data:${mime};base64,${fs.readFileSync(file).toString('base64')}`
}

/** Up to `max` lines of at most `width` characters (CJK text has no spaces to break at). */
function wrap(text: string, width: number, max: number): string[] {
  const chars = [...text]
  const lines: string[] = []
  for (let i = 0; i < chars.length && lines.length < max; i += width) lines.push(chars.slice(i, i + width).join(''))
  if (chars.length > width * max) lines[max - 1] = `${[...lines[max - 1]].slice(0, width - 1).join('')}…`
  return lines
}

function qrPath(text: string, x: number, y: number, size: number): string {
  const { matrix } = encodeQr(text)
  const cell = size / matrix.length
  let d = ''
  matrix.forEach((row, r) =>
    row.forEach(
      (dark, c) => (d += dark ? `M${(x + c * cell).toFixed(2)} ${(y + r * cell).toFixed(2)}h${cell.toFixed(2)}v${cell.toFixed(2)}h-${cell.toFixed(2)}z` : ''),
    ),
  )
  return d
}

function goodsPosterSvg(ctx: Ctx, goods: { title: string; images: string; price: string }, sharer: string, link: string): string {
  const image = inlineImage(ctx, goods.images)
  const title = wrap(goods.title, 16, 2)
  const price = `${displaySymbol(ctx)}${displayPrice(ctx, goods.price)}`
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="900" viewBox="0 0 600 900">',
    '<rect width="600" height="900" fill="#ffffff"/>',
    image
      ? `<image href="${image}" x="0" y="0" width="600" height="600" preserveAspectRatio="xMidYMid slice"/>`
      : '<rect width="600" height="600" fill="#f2f2f2"/>',
    ...title.map((line, i) => `<text x="32" y="${650 + i * 40}" font-size="28" fill="#333333" font-family="sans-serif">${escapeXml(line)}</text>`),
    `<text x="32" y="${670 + title.length * 40}" font-size="40" font-weight="bold" fill="#ff0036" font-family="sans-serif">${escapeXml(price)}</text>`,
    `<text x="32" y="840" font-size="22" fill="#666666" font-family="sans-serif">${escapeXml(ctx.t('dist.poster_shared_by', { name: sharer }))}</text>`,
    `<text x="32" y="872" font-size="20" fill="#999999" font-family="sans-serif">${escapeXml(ctx.t('dist.poster_scan'))}</text>`,
    '<rect x="398" y="698" width="180" height="180" fill="#ffffff"/>',
    `<path d="${qrPath(link, 408, 708, 160)}" fill="#000000"/>`,
    '</svg>',
  ].join('')
}

/** distribution/goodsposter {goods_id}: the URL of a poster of the goods with the shopper's referral QR code. */
export function goodsPoster(ctx: Ctx) {
  const user = ctx.requireUser()
  if (setting(ctx.db, 'is_goods_detail_poster') !== 1) throw new ApiError(ctx.t('dist.poster_closed'))
  const goods = goodsById(ctx.db, requireId(ctx, 'goods_id'))
  if (!goods || goodsErrorState(ctx, goods).is_error) throw new ApiError(ctx.t('dist.goods_invalid'))
  const row = userRowById(ctx.db, user.id)
  const link = `${ctx.baseUrl}/web/#/pages/goods-detail/goods-detail?id=${goods.id}&referrer=${user.id}`
  const svg = goodsPosterSvg(ctx, goods, row ? userNameView(row) : '', link)
  // Named by content: a changed price or title makes a new file, an unchanged poster is reused.
  const name = `goods-${goods.id}-${user.id}-${crypto.createHash('sha1').update(svg).digest('hex').slice(0, 12)}.svg`
  const dir = path.join(ctx.uploadDir, 'distribution-poster')
  fs.mkdirSync(dir, { recursive: true })
  const file = path.join(dir, name)
  if (!fs.existsSync(file)) fs.writeFileSync(file, svg)
  return ok(ctx.img(`/static/upload/distribution-poster/${name}`))
}
