#!/usr/bin/env node
// Draws the web app's install icons (config/pwa/icon-<size>.png): a white shopping bag on the default
// theme colour, full bleed so the same file serves as a maskable icon. Plain zlib PNG encoding, no
// image library; run again after changing the colour.
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const THEME = [0xff, 0x00, 0x36]
const WHITE = [0xff, 0xff, 0xff]

function crc32(buf) {
  let c = ~0
  for (const byte of buf) {
    c ^= byte
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1))
  }
  return ~c >>> 0
}

function chunk(type, data) {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

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
  const rows = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) {
      const colour = isBag((x + 0.5) / size, (y + 0.5) / size) ? WHITE : THEME
      row.set(colour, 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 2 // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

for (const size of [192, 512]) writeFileSync(new URL(`../config/pwa/icon-${size}.png`, import.meta.url), png(size))
