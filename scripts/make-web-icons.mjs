#!/usr/bin/env node
// Draws the web app's install icons (config/pwa/icon-<size>.png): a white shopping bag on the default
// theme colour, full bleed so the same file serves as a maskable icon. PNG written by scripts/lib/png.mjs; run again after changing the colour.
import { writeFileSync } from 'node:fs'
import { encodePng } from './lib/png.mjs'

const THEME = [0xff, 0x00, 0x36]
const WHITE = [0xff, 0xff, 0xff]

/** Inside the bag (body plus handle) at unit coordinates 0..1. */
function isBag(x, y) {
  const body = x >= 0.27 && x <= 0.73 && y >= 0.38 && y <= 0.76
  const dx = x - 0.5
  const dy = y - 0.38
  const r = Math.sqrt(dx * dx + dy * dy)
  const handle = y <= 0.38 && r >= 0.1 && r <= 0.14
  return body || handle
}

function png(size) {
  return encodePng(size, (x, y) => [...(isBag((x + 0.5) / size, (y + 0.5) / size) ? WHITE : THEME), 255])
}

for (const size of [192, 512]) writeFileSync(new URL(`../config/pwa/icon-${size}.png`, import.meta.url), png(size))
