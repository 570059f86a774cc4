#!/usr/bin/env node
// Draws the native tab bar icons (src/assets/tab-bar/<name>[-active].png, 81x81) for the mini-programs
// that show the platform's own bar (Baidu, Douyin, Kuaishou; config/mini-targets.js). Line glyphs in the
// bar's colours (app.config.ts tabBar.color / selectedColor), anti-aliased by 4x4 supersampling.
// No dependencies: shapes are distance functions, the PNG is written by scripts/lib/png.mjs.
// Usage: node scripts/draw-tab-icons.mjs  (the PNGs are committed; rerun after changing a shape)
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { encodePng } from './lib/png.mjs'

const SIZE = 81
const STROKE = 5
const COLOURS = { '': [0x66, 0x66, 0x66], '-active': [0xff, 0x00, 0x36] }
const OUT = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'src', 'assets', 'tab-bar')

// Signed distances (negative inside).
const segment = (ax, ay, bx, by) => (x, y) => {
  const px = x - ax,
    py = y - ay,
    dx = bx - ax,
    dy = by - ay
  const h = Math.max(0, Math.min(1, (px * dx + py * dy) / (dx * dx + dy * dy)))
  return Math.hypot(px - dx * h, py - dy * h)
}
const circle = (cx, cy, r) => (x, y) => Math.abs(Math.hypot(x - cx, y - cy) - r)
const roundedBox = (cx, cy, half, r) => (x, y) => {
  const qx = Math.abs(x - cx) - half + r,
    qy = Math.abs(y - cy) - half + r
  return Math.abs(Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r)
}
const path = (...points) => points.slice(1).map((p, i) => segment(points[i][0], points[i][1], p[0], p[1]))
/** Upper half of a circle (shoulders). */
const arcTop = (cx, cy, r) => (x, y) => (y <= cy ? Math.abs(Math.hypot(x - cx, y - cy) - r) : Math.hypot(Math.abs(x - cx) - r, y - cy))

const ICONS = {
  home: [...path([12, 40], [40.5, 14], [69, 40]), ...path([21, 34], [21, 68], [60, 68], [60, 34]), ...path([34, 68], [34, 50], [47, 50], [47, 68])],
  category: [roundedBox(26, 26, 13, 4), roundedBox(55, 26, 13, 4), roundedBox(26, 55, 13, 4), circle(55, 55, 13)],
  cart: [...path([8, 16], [18, 16], [27, 52], [63, 52], [71, 26], [22, 26]), circle(31, 64, 4.5), circle(59, 64, 4.5)],
  user: [circle(40.5, 26, 13), arcTop(40.5, 70, 25), segment(15.5, 70, 65.5, 70)],
}

function coverage(shapes, x, y) {
  let inside = 0
  for (let sy = 0; sy < 4; sy++) {
    for (let sx = 0; sx < 4; sx++) {
      const px = x + (sx + 0.5) / 4,
        py = y + (sy + 0.5) / 4
      if (shapes.some((d) => d(px, py) <= STROKE / 2)) inside++
    }
  }
  return inside / 16
}

function png(shapes, [r, g, b]) {
  return encodePng(SIZE, (x, y) => [r, g, b, Math.round(coverage(shapes, x, y) * 255)])
}

mkdirSync(OUT, { recursive: true })
for (const [name, shapes] of Object.entries(ICONS)) {
  for (const [suffix, colour] of Object.entries(COLOURS)) {
    const file = join(OUT, `${name}${suffix}.png`)
    const data = png(shapes, colour)
    writeFileSync(file, data)
    console.log(`${file}: ${data.length} bytes`)
  }
}
