// The promotion poster, drawn the same way on a web <canvas> and a mini-program 2d canvas: the server's
// background, the shopper's avatar and name, and a real QR code of their referral link.
import { encodeQr } from '@/lib/qrcode'

export const POSTER_WIDTH = 600
export const POSTER_HEIGHT = 960

/** The part of a 2d context the poster uses (CanvasRenderingContext2D and the mini-programs' both have it). */
export interface PosterContext {
  fillStyle: string | CanvasGradient | CanvasPattern
  font: string
  textAlign: CanvasTextAlign
  save(): void
  restore(): void
  beginPath(): void
  arc(x: number, y: number, r: number, start: number, end: number): void
  clip(): void
  fill(): void
  fillRect(x: number, y: number, w: number, h: number): void
  fillText(text: string, x: number, y: number): void
  drawImage(image: CanvasImageSource, x: number, y: number, w: number, h: number): void
}

export interface PosterContent {
  background: CanvasImageSource | null
  avatar: CanvasImageSource | null
  name: string
  invite: string
  scanHint: string
  link: string
}

/** Where things go on the 600 x 960 poster (the QR sits in the white card of the backgrounds). */
export const POSTER_LAYOUT = {
  avatar: { x: 300, y: 170, r: 70 },
  name: { x: 300, y: 290 },
  invite: { x: 300, y: 336 },
  qr: { x: 175, y: 585, size: 250 },
  hint: { x: 300, y: 872 },
}

/** Dark modules of the link's QR code as squares on the poster. */
export function qrSquares(link: string, x: number, y: number, size: number): Array<[number, number, number]> {
  const { matrix } = encodeQr(link)
  const cell = size / matrix.length
  const squares: Array<[number, number, number]> = []
  matrix.forEach((row, r) => row.forEach((dark, c) => dark && squares.push([x + c * cell, y + r * cell, cell])))
  return squares
}

export function drawPoster(ctx: PosterContext, content: PosterContent): void {
  const L = POSTER_LAYOUT
  if (content.background) ctx.drawImage(content.background, 0, 0, POSTER_WIDTH, POSTER_HEIGHT)
  else {
    ctx.fillStyle = '#ff0036'
    ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT)
    ctx.fillStyle = '#ffffff'
    ctx.fillRect(60, 560, 480, 340)
  }
  // The avatar in a white ring (a plain circle when it could not be loaded).
  ctx.fillStyle = '#ffffff'
  ctx.beginPath()
  ctx.arc(L.avatar.x, L.avatar.y, L.avatar.r + 6, 0, Math.PI * 2)
  ctx.fill()
  if (content.avatar) {
    ctx.save()
    ctx.beginPath()
    ctx.arc(L.avatar.x, L.avatar.y, L.avatar.r, 0, Math.PI * 2)
    ctx.clip()
    ctx.drawImage(content.avatar, L.avatar.x - L.avatar.r, L.avatar.y - L.avatar.r, L.avatar.r * 2, L.avatar.r * 2)
    ctx.restore()
  }
  ctx.textAlign = 'center'
  ctx.fillStyle = '#ffffff'
  ctx.font = 'bold 36px sans-serif'
  ctx.fillText(content.name, L.name.x, L.name.y)
  ctx.font = '26px sans-serif'
  ctx.fillText(content.invite, L.invite.x, L.invite.y)
  ctx.fillStyle = '#000000'
  for (const [x, y, cell] of qrSquares(content.link, L.qr.x, L.qr.y, L.qr.size)) ctx.fillRect(x, y, cell + 0.5, cell + 0.5)
  ctx.fillStyle = '#999999'
  ctx.font = '22px sans-serif'
  ctx.fillText(content.scanHint, L.hint.x, L.hint.y)
}
