/**
 * A small QR code encoder (ISO/IEC 18004): byte mode, error correction level M, versions 1-10
 * (up to 213 bytes of UTF-8). Enough for member codes and share links without a dependency.
 * encodeQr(text) -> square matrix of booleans (true = dark), without the quiet zone.
 */

export type QrMatrix = boolean[][]

interface VersionInfo {
  /** Error-correction codewords per block. */
  ecPerBlock: number
  /** Data codewords of each block, in order. */
  blocks: number[]
  /** Centres of the alignment patterns (row/column coordinates). */
  align: number[]
}

// Level M block structure and alignment centres, versions 1-10 (ISO 18004 tables 9 and E.1).
const VERSIONS: VersionInfo[] = [
  { ecPerBlock: 10, blocks: [16], align: [] },
  { ecPerBlock: 16, blocks: [28], align: [6, 18] },
  { ecPerBlock: 26, blocks: [44], align: [6, 22] },
  { ecPerBlock: 18, blocks: [32, 32], align: [6, 26] },
  { ecPerBlock: 24, blocks: [43, 43], align: [6, 30] },
  { ecPerBlock: 16, blocks: [27, 27, 27, 27], align: [6, 34] },
  { ecPerBlock: 18, blocks: [31, 31, 31, 31], align: [6, 22, 38] },
  { ecPerBlock: 22, blocks: [38, 38, 39, 39], align: [6, 24, 42] },
  { ecPerBlock: 22, blocks: [36, 36, 36, 37, 37], align: [6, 26, 46] },
  { ecPerBlock: 26, blocks: [43, 43, 43, 43, 44], align: [6, 28, 50] },
]

export const MAX_VERSION = VERSIONS.length

/** Level M is 0b00 in the format information. */
const EC_LEVEL_M_BITS = 0

export function versionInfo(version: number): VersionInfo {
  const info = VERSIONS[version - 1]
  if (!info) throw new Error(`QR version ${version} is not supported`)
  return info
}

export function dataCapacity(version: number): number {
  return versionInfo(version).blocks.reduce((sum, n) => sum + n, 0)
}

export function moduleCount(version: number): number {
  return version * 4 + 17
}

/** UTF-8 bytes without TextEncoder (missing on some mini-program runtimes). */
export function utf8Bytes(text: string): number[] {
  const bytes: number[] = []
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
  }
  return bytes
}

// ---- Reed-Solomon over GF(256), primitive polynomial x^8+x^4+x^3+x^2+1 ----

const EXP = new Array<number>(512)
const LOG = new Array<number>(256)
;(() => {
  let x = 1
  for (let i = 0; i < 255; i++) {
    EXP[i] = x
    LOG[x] = i
    x <<= 1
    if (x & 0x100) x ^= 0x11d
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255]
})()

export function gfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]]
}

function generatorPolynomial(degree: number): number[] {
  let poly = [1]
  for (let i = 0; i < degree; i++) {
    const next = new Array<number>(poly.length + 1).fill(0)
    poly.forEach((coef, j) => {
      next[j] ^= coef
      next[j + 1] ^= gfMultiply(coef, EXP[i])
    })
    poly = next
  }
  return poly
}

/** The `ecCount` error-correction codewords of one block. */
export function reedSolomon(data: number[], ecCount: number): number[] {
  const generator = generatorPolynomial(ecCount)
  const remainder = new Array<number>(ecCount).fill(0)
  for (const byte of data) {
    const factor = byte ^ remainder[0]
    remainder.shift()
    remainder.push(0)
    for (let i = 0; i < ecCount; i++) remainder[i] ^= gfMultiply(generator[i + 1], factor)
  }
  return remainder
}

// ---- Data codewords ----

class BitBuffer {
  bits: number[] = []
  put(value: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.bits.push((value >>> i) & 1)
  }
}

export function chooseVersion(byteLength: number): number {
  for (let version = 1; version <= MAX_VERSION; version++) {
    const countBits = version < 10 ? 8 : 16
    if (4 + countBits + byteLength * 8 <= dataCapacity(version) * 8) return version
  }
  throw new Error(`text too long for a QR code up to version ${MAX_VERSION} (${byteLength} bytes)`)
}

/** Mode, length, bytes, terminator and 0xEC/0x11 padding: exactly dataCapacity(version) codewords. */
export function dataCodewords(bytes: number[], version: number): number[] {
  const capacityBits = dataCapacity(version) * 8
  const buffer = new BitBuffer()
  buffer.put(0b0100, 4)
  buffer.put(bytes.length, version < 10 ? 8 : 16)
  for (const b of bytes) buffer.put(b, 8)
  buffer.put(0, Math.min(4, capacityBits - buffer.bits.length))
  while (buffer.bits.length % 8) buffer.bits.push(0)
  const codewords: number[] = []
  for (let i = 0; i < buffer.bits.length; i += 8) codewords.push(parseInt(buffer.bits.slice(i, i + 8).join(''), 2))
  for (let pad = 0; codewords.length < capacityBits / 8; pad++) codewords.push(pad % 2 ? 0x11 : 0xec)
  return codewords
}

/** Split into blocks, add error correction, interleave data then EC codewords. */
export function finalCodewords(data: number[], version: number): number[] {
  const { ecPerBlock, blocks } = versionInfo(version)
  const dataBlocks: number[][] = []
  let offset = 0
  for (const size of blocks) {
    dataBlocks.push(data.slice(offset, offset + size))
    offset += size
  }
  const ecBlocks = dataBlocks.map((block) => reedSolomon(block, ecPerBlock))
  const result: number[] = []
  const longest = Math.max(...blocks)
  for (let i = 0; i < longest; i++) for (const block of dataBlocks) if (i < block.length) result.push(block[i])
  for (let i = 0; i < ecPerBlock; i++) for (const block of ecBlocks) result.push(block[i])
  return result
}

// ---- Format and version information (BCH codes) ----

function bchRemainder(value: number, generator: number, generatorDegree: number, dataBits: number): number {
  let remainder = value << generatorDegree
  for (let bit = dataBits + generatorDegree - 1; bit >= generatorDegree; bit--) {
    if ((remainder >>> bit) & 1) remainder ^= generator << (bit - generatorDegree)
  }
  return remainder
}

/** 15 format bits for level M and `mask`, already XOR-ed with 0x5412. */
export function formatBits(mask: number): number {
  const data = (EC_LEVEL_M_BITS << 3) | mask
  return ((data << 10) | bchRemainder(data, 0x537, 10, 5)) ^ 0x5412
}

/** 18 version bits (versions 7 and up). */
export function versionBits(version: number): number {
  return (version << 12) | bchRemainder(version, 0x1f25, 12, 6)
}

// ---- Matrix construction ----

type Grid = Array<Array<boolean | null>>

function placeFinder(grid: Grid, reserved: boolean[][], row: number, col: number): void {
  for (let r = -1; r <= 7; r++) {
    for (let c = -1; c <= 7; c++) {
      const y = row + r
      const x = col + c
      if (y < 0 || x < 0 || y >= grid.length || x >= grid.length) continue
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3))
      grid[y][x] = r >= 0 && r <= 6 && c >= 0 && c <= 6 && ring !== 2
      reserved[y][x] = true
    }
  }
}

function placeAlignment(grid: Grid, reserved: boolean[][], row: number, col: number): void {
  for (let r = -2; r <= 2; r++) {
    for (let c = -2; c <= 2; c++) {
      grid[row + r][col + c] = Math.max(Math.abs(r), Math.abs(c)) !== 1
      reserved[row + r][col + c] = true
    }
  }
}

/** Finder, separators, timing, alignment, dark module and reserved format/version areas. */
function functionPatterns(version: number): { grid: Grid; reserved: boolean[][] } {
  const size = moduleCount(version)
  const grid: Grid = Array.from({ length: size }, () => new Array<boolean | null>(size).fill(null))
  const reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  placeFinder(grid, reserved, 0, 0)
  placeFinder(grid, reserved, 0, size - 7)
  placeFinder(grid, reserved, size - 7, 0)
  for (let i = 8; i < size - 8; i++) {
    grid[6][i] = i % 2 === 0
    grid[i][6] = i % 2 === 0
    reserved[6][i] = true
    reserved[i][6] = true
  }
  const centres = versionInfo(version).align
  for (const r of centres) {
    for (const c of centres) {
      const overlapsFinder = (r === 6 && c === 6) || (r === 6 && c === centres[centres.length - 1]) || (r === centres[centres.length - 1] && c === 6)
      if (!overlapsFinder) placeAlignment(grid, reserved, r, c)
    }
  }
  // Format areas around the finders, and the dark module.
  for (let i = 0; i < 9; i++) {
    reserved[8][i] = true
    reserved[i][8] = true
  }
  for (let i = 0; i < 8; i++) {
    reserved[8][size - 1 - i] = true
    reserved[size - 1 - i][8] = true
  }
  grid[size - 8][8] = true
  if (version >= 7) {
    for (let i = 0; i < 18; i++) {
      const a = Math.floor(i / 3)
      const b = size - 11 + (i % 3)
      reserved[a][b] = true
      reserved[b][a] = true
    }
  }
  return { grid, reserved }
}

/** Data bits in the standard zigzag, two columns at a time from the bottom right. */
function placeData(grid: Grid, reserved: boolean[][], codewords: number[]): void {
  const size = grid.length
  let bitIndex = 0
  const totalBits = codewords.length * 8
  let upward = true
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5 // the vertical timing column is skipped as a whole
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step
      for (let dx = 0; dx < 2; dx++) {
        const col = right - dx
        if (reserved[row][col]) continue
        const bit = bitIndex < totalBits ? (codewords[bitIndex >> 3] >>> (7 - (bitIndex & 7))) & 1 : 0
        grid[row][col] = bit === 1
        bitIndex++
      }
    }
    upward = !upward
  }
}

export const MASKS: Array<(row: number, col: number) => boolean> = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_r, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
]

function applyMask(grid: Grid, reserved: boolean[][], mask: number): QrMatrix {
  return grid.map((line, r) => line.map((cell, c) => (reserved[r][c] ? Boolean(cell) : Boolean(cell) !== MASKS[mask](r, c))))
}

function placeFormatAndVersion(matrix: QrMatrix, version: number, mask: number): void {
  const size = matrix.length
  const bits = formatBits(mask)
  const bit = (i: number) => ((bits >>> i) & 1) === 1
  // Bit 0 is the least significant; the first copy runs around the top-left finder.
  for (let i = 0; i <= 5; i++) matrix[i][8] = bit(i)
  matrix[7][8] = bit(6)
  matrix[8][8] = bit(7)
  matrix[8][7] = bit(8)
  for (let i = 9; i < 15; i++) matrix[8][14 - i] = bit(i)
  for (let i = 0; i < 8; i++) matrix[8][size - 1 - i] = bit(i)
  for (let i = 8; i < 15; i++) matrix[size - 15 + i][8] = bit(i)
  matrix[size - 8][8] = true
  if (version >= 7) {
    const vbits = versionBits(version)
    for (let i = 0; i < 18; i++) {
      const on = ((vbits >>> i) & 1) === 1
      const a = Math.floor(i / 3)
      const b = size - 11 + (i % 3)
      matrix[a][b] = on
      matrix[b][a] = on
    }
  }
}

/** The four penalty rules used to pick the mask. */
export function penalty(matrix: QrMatrix): number {
  const size = matrix.length
  let score = 0
  const lines = (horizontal: boolean) =>
    Array.from({ length: size }, (_, i) => Array.from({ length: size }, (_, j) => (horizontal ? matrix[i][j] : matrix[j][i])))
  for (const horizontal of [true, false]) {
    for (const line of lines(horizontal)) {
      let run = 1
      for (let j = 1; j <= size; j++) {
        if (j < size && line[j] === line[j - 1]) run++
        else {
          if (run >= 5) score += run - 2
          run = 1
        }
      }
      const text = line.map((d) => (d ? '1' : '0')).join('')
      for (const pattern of ['10111010000', '00001011101']) {
        for (let at = text.indexOf(pattern); at !== -1; at = text.indexOf(pattern, at + 1)) score += 40
      }
    }
  }
  for (let r = 0; r < size - 1; r++) {
    for (let c = 0; c < size - 1; c++) {
      const v = matrix[r][c]
      if (v === matrix[r][c + 1] && v === matrix[r + 1][c] && v === matrix[r + 1][c + 1]) score += 3
    }
  }
  const dark = matrix.reduce((sum, line) => sum + line.filter(Boolean).length, 0)
  score += Math.floor(Math.abs((dark * 20) / (size * size) - 10)) * 10
  return score
}

export interface QrCode {
  version: number
  mask: number
  matrix: QrMatrix
}

/** Encode `text` (UTF-8, byte mode, level M); `mask` forces a mask (tests), otherwise the best one. */
export function encodeQr(text: string, options: { mask?: number; minVersion?: number } = {}): QrCode {
  const bytes = utf8Bytes(text)
  const version = Math.max(chooseVersion(bytes.length), options.minVersion ?? 1)
  const codewords = finalCodewords(dataCodewords(bytes, version), version)
  const { grid, reserved } = functionPatterns(version)
  placeData(grid, reserved, codewords)
  const candidates = options.mask === undefined ? [0, 1, 2, 3, 4, 5, 6, 7] : [options.mask]
  let best: QrCode | null = null
  let bestScore = Infinity
  for (const mask of candidates) {
    const matrix = applyMask(grid, reserved, mask)
    placeFormatAndVersion(matrix, version, mask)
    const score = candidates.length > 1 ? penalty(matrix) : 0
    if (score < bestScore) {
      best = { version, mask, matrix }
      bestScore = score
    }
  }
  return best as QrCode
}
