import {
  chooseVersion,
  dataCodewords,
  encodeQr,
  formatBits,
  gfMultiply,
  moduleCount,
  reedSolomon,
  utf8Bytes,
  versionBits,
  versionInfo,
  type QrMatrix,
} from '@/lib/qrcode'

// Independent helpers: a tiny decoder used to read back what the encoder drew.
const ALIGN: Record<number, number[]> = { 1: [], 2: [6, 18], 7: [6, 22, 38], 10: [6, 28, 50] }

function functionMap(version: number): boolean[][] {
  const size = moduleCount(version)
  const fn = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const box = (r0: number, c0: number, r1: number, c1: number) => {
    for (let r = Math.max(0, r0); r <= Math.min(size - 1, r1); r++) for (let c = Math.max(0, c0); c <= Math.min(size - 1, c1); c++) fn[r][c] = true
  }
  box(0, 0, 8, 8)
  box(0, size - 8, 8, size - 1)
  box(size - 8, 0, size - 1, 8)
  box(6, 0, 6, size - 1)
  box(0, 6, size - 1, 6)
  const centres = ALIGN[version] ?? versionInfo(version).align
  const last = centres[centres.length - 1]
  const inFinder = (r: number, c: number) => (r === 6 && c === 6) || (r === 6 && c === last) || (r === last && c === 6)
  for (const r of centres) for (const c of centres) if (!inFinder(r, c)) box(r - 2, c - 2, r + 2, c + 2)
  if (version >= 7) {
    box(0, size - 11, 5, size - 9)
    box(size - 11, 0, size - 9, 5)
  }
  return fn
}

const MASK_FNS = [
  (r: number, c: number) => (r + c) % 2 === 0,
  (r: number) => r % 2 === 0,
  (_r: number, c: number) => c % 3 === 0,
  (r: number, c: number) => (r + c) % 3 === 0,
  (r: number, c: number) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r: number, c: number) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r: number, c: number) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r: number, c: number) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
]

function readFormat(matrix: QrMatrix): { first: number; second: number } {
  const size = matrix.length
  const cells1: Array<[number, number]> = [
    [0, 8],
    [1, 8],
    [2, 8],
    [3, 8],
    [4, 8],
    [5, 8],
    [7, 8],
    [8, 8],
    [8, 7],
    [8, 5],
    [8, 4],
    [8, 3],
    [8, 2],
    [8, 1],
    [8, 0],
  ]
  const cells2: Array<[number, number]> = []
  for (let i = 0; i < 8; i++) cells2.push([8, size - 1 - i])
  for (let i = 8; i < 15; i++) cells2.push([size - 15 + i, 8])
  const read = (cells: Array<[number, number]>) => cells.reduce((bits, [r, c], i) => bits | ((matrix[r][c] ? 1 : 0) << i), 0)
  return { first: read(cells1), second: read(cells2) }
}

function readCodewords(matrix: QrMatrix, version: number, mask: number): number[] {
  const size = matrix.length
  const fn = functionMap(version)
  const bits: number[] = []
  let upward = true
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let step = 0; step < size; step++) {
      const row = upward ? size - 1 - step : step
      for (const col of [right, right - 1]) if (!fn[row][col]) bits.push(Number(matrix[row][col] !== MASK_FNS[mask](row, col)))
    }
    upward = !upward
  }
  const words: number[] = []
  for (let i = 0; i + 8 <= bits.length; i += 8) words.push(parseInt(bits.slice(i, i + 8).join(''), 2))
  return words
}

/** Evaluate the received block at alpha^i: all zero means no errors (a valid RS codeword). */
function syndromesAreZero(block: number[], ecCount: number): boolean {
  let alpha = 1
  for (let i = 0; i < ecCount; i++) {
    let value = 0
    for (const byte of block) value = gfMultiply(value, alpha) ^ byte
    if (value !== 0) return false
    alpha = gfMultiply(alpha, 2)
  }
  return true
}

function decode(text: string, mask?: number) {
  const qr = encodeQr(text, { mask })
  const { ecPerBlock, blocks } = versionInfo(qr.version)
  const words = readCodewords(qr.matrix, qr.version, qr.mask)
  const dataBlocks: number[][] = blocks.map(() => [])
  const ecBlocks: number[][] = blocks.map(() => [])
  let k = 0
  for (let i = 0; i < Math.max(...blocks); i++) blocks.forEach((size, b) => i < size && dataBlocks[b].push(words[k++]))
  for (let i = 0; i < ecPerBlock; i++) blocks.forEach((_size, b) => ecBlocks[b].push(words[k++]))
  const valid = dataBlocks.every((d, b) => syndromesAreZero([...d, ...ecBlocks[b]], ecPerBlock))
  const data = dataBlocks.flat()
  const bits = data.map((w) => w.toString(2).padStart(8, '0')).join('')
  const countBits = qr.version < 10 ? 8 : 16
  const mode = parseInt(bits.slice(0, 4), 2)
  const length = parseInt(bits.slice(4, 4 + countBits), 2)
  const bytes: number[] = []
  for (let i = 0; i < length; i++) bytes.push(parseInt(bits.slice(4 + countBits + i * 8, 12 + countBits + i * 8), 2))
  return { qr, valid, mode, bytes }
}

describe('QR encoder', () => {
  it('Reed-Solomon matches the published HELLO WORLD 1-M vector', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17]
    expect(reedSolomon(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23])
  })

  it('format and version bits match the standard tables', () => {
    expect(formatBits(0)).toBe(0b101010000010010)
    expect(formatBits(1)).toBe(0b101000100100101)
    expect(formatBits(7)).toBe(0b100101010100000)
    expect(versionBits(7)).toBe(0x07c94)
    expect(versionBits(10)).toBe(0x0a4d3)
  })

  it('pads data codewords with 0xEC/0x11 and picks the smallest version', () => {
    expect(dataCodewords(utf8Bytes('A'), 1)).toEqual([0x40, 0x14, 0x10, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec])
    expect(chooseVersion(14)).toBe(1)
    expect(chooseVersion(15)).toBe(2)
    expect(chooseVersion(213)).toBe(10)
    expect(() => chooseVersion(214)).toThrow()
  })

  it('draws finder, timing and dark modules where the standard puts them', () => {
    const { matrix } = encodeQr('88880000000001')
    expect(matrix).toHaveLength(21)
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111']
    const at = (r0: number, c0: number) => finder.map((_, r) => finder.map((__, c) => (matrix[r0 + r][c0 + c] ? '1' : '0')).join(''))
    expect(at(0, 0)).toEqual(finder)
    expect(at(0, 14)).toEqual(finder)
    expect(at(14, 0)).toEqual(finder)
    for (let i = 0; i < 8; i++) expect([matrix[7][i], matrix[i][7], matrix[7][20 - i], matrix[20 - i][7]]).toEqual([false, false, false, false])
    for (let i = 8; i <= 12; i++) expect([matrix[6][i], matrix[i][6]]).toEqual([i % 2 === 0, i % 2 === 0])
    expect(matrix[13][8]).toBe(true)
  })

  it.each([0, 3, 5, 7])('writes both format copies for mask %i', (mask) => {
    const { qr } = decode('SHOPXO', mask)
    const format = readFormat(qr.matrix)
    expect(format.first).toBe(formatBits(mask))
    expect(format.second).toBe(formatBits(mask))
  })

  it.each([
    ['88880000000001', 1],
    ['https://shop.example/web/#/pages/index/index?referrer=1', 4],
    ['会员码：小美 VIP', 2],
    ['x'.repeat(150), 8],
    ['y'.repeat(200), 10],
  ])('round-trips %s (version %i) with valid error correction', (text, version) => {
    const { qr, valid, mode, bytes } = decode(text)
    expect(qr.version).toBe(version)
    expect(valid).toBe(true)
    expect(mode).toBe(0b0100)
    expect(bytes).toEqual(utf8Bytes(text))
  })

  it('writes the version information on version 7 and up', () => {
    const { matrix, version } = encodeQr('z'.repeat(120))
    expect(version).toBe(7)
    const size = matrix.length
    let bits = 0
    for (let i = 0; i < 18; i++) bits |= (matrix[Math.floor(i / 3)][size - 11 + (i % 3)] ? 1 : 0) << i
    expect(bits).toBe(versionBits(7))
  })

  it('encodes UTF-8 without TextEncoder', () => {
    expect(utf8Bytes('a¢€😀')).toEqual([0x61, 0xc2, 0xa2, 0xe2, 0x82, 0xac, 0xf0, 0x9f, 0x98, 0x80])
  })
})
