// The image captcha as an SVG: rotated, coloured characters over noise lines.
// Deliberately simple (the text is in the markup): the demo ships with captchas switched off; this only
// has to work when an operator switches them on.
import crypto from 'node:crypto'

const WIDTH = 120
const HEIGHT = 40
const COLOURS = ['#c0392b', '#2c3e50', '#8e44ad', '#16a085', '#d35400', '#2980b9']

const pick = <T>(list: readonly T[]): T => list[crypto.randomInt(0, list.length)]
const between = (min: number, max: number): number => crypto.randomInt(min, max + 1)

export function captchaSvg(code: string): string {
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f7f3f0"/>`]
  for (let i = 0; i < 5; i++) {
    parts.push(
      `<line x1="${between(0, WIDTH)}" y1="${between(0, HEIGHT)}" x2="${between(0, WIDTH)}" y2="${between(0, HEIGHT)}" stroke="${pick(COLOURS)}" stroke-width="1" opacity="0.5"/>`,
    )
  }
  const step = WIDTH / (code.length + 1)
  ;[...code].forEach((ch, i) => {
    const x = Math.round(step * (i + 1))
    const y = between(26, 32)
    parts.push(
      `<text x="${x}" y="${y}" fill="${pick(COLOURS)}" font-size="${between(22, 28)}" font-family="Verdana,Arial,sans-serif" font-weight="bold" text-anchor="middle" transform="rotate(${between(-25, 25)} ${x} ${y})">${ch}</text>`,
    )
  })
  for (let i = 0; i < 30; i++) parts.push(`<circle cx="${between(0, WIDTH)}" cy="${between(0, HEIGHT)}" r="1" fill="${pick(COLOURS)}" opacity="0.6"/>`)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`
}
