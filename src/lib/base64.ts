/** UTF-8 safe base64, available on every target (mini-programs have no btoa). */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

function utf8Bytes(text: string): number[] {
  const bytes: number[] = []
  for (const ch of text) {
    let code = ch.codePointAt(0) as number
    if (code < 0x80) bytes.push(code)
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63))
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    else {
      code = code & 0x1fffff
      bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63))
    }
  }
  return bytes
}

export function encodeBase64(text: string): string {
  const bytes = utf8Bytes(text)
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63]
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63]
    out += c === undefined ? '=' : ALPHABET[n & 63]
  }
  return out
}

export function decodeBase64(encoded: string): string {
  const clean = encoded.replace(/[^A-Za-z0-9+/]/g, '')
  const bytes: number[] = []
  for (let i = 0; i < clean.length; i += 4) {
    const chunk = [0, 1, 2, 3].map((j) => (i + j < clean.length ? ALPHABET.indexOf(clean[i + j]) : -1))
    const n = (chunk[0] << 18) | (chunk[1] << 12) | (Math.max(chunk[2], 0) << 6) | Math.max(chunk[3], 0)
    bytes.push((n >> 16) & 255)
    if (chunk[2] >= 0) bytes.push((n >> 8) & 255)
    if (chunk[3] >= 0) bytes.push(n & 255)
  }
  let out = ''
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]
    // UTF-8: the lead byte says how many bytes the character takes.
    const length = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4
    let code = length === 1 ? b : b & (0xff >> (length + 1))
    for (let k = 1; k < length; k++) code = (code << 6) | (bytes[i + k] & 63)
    i += length
    out += String.fromCodePoint(code)
  }
  return out
}
