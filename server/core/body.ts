// Request parameter parsing: query string + body (JSON, urlencoded with PHP array syntax, multipart).
import type { IncomingMessage } from 'node:http'
import { ApiError } from './result'

export interface UploadedFile {
  field: string
  filename: string
  contentType: string
  data: Buffer
}

export interface ParsedBody {
  params: Record<string, any>
  files: UploadedFile[]
}

export const MAX_FILE_BYTES = 5 * 1024 * 1024
const MAX_FORM_BYTES = 1024 * 1024
const MAX_MULTIPART_BYTES = MAX_FILE_BYTES + 512 * 1024

/** Keys that must never be created from client input (prototype pollution). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/**
 * Assign `value` at a PHP-style key: `a`, `a[]`, `a[0]`, `a[b][c]`.
 * Arrays are created for `[]` and numeric indexes so `ids[]=1&ids[]=2` -> {ids: ['1','2']}.
 */
export function assignPhpKey(target: Record<string, any>, rawKey: string, value: unknown): void {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey)
  if (!match) {
    if (!FORBIDDEN_KEYS.has(rawKey)) target[rawKey] = value
    return
  }
  const path = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])]
  if (path.some((p) => FORBIDDEN_KEYS.has(p)) || path.length > 6) return
  let node: any = target
  for (let i = 0; i < path.length; i++) {
    const segment = path[i]
    const last = i === path.length - 1
    const nextIsIndex = !last && (path[i + 1] === '' || /^\d+$/.test(path[i + 1]))
    if (Array.isArray(node) && segment === '') {
      if (last) node.push(value)
      else {
        const child = nextIsIndex ? [] : {}
        node.push(child)
        node = child
      }
      continue
    }
    if (last) {
      node[segment] = value
    } else {
      if (node[segment] === undefined || typeof node[segment] !== 'object') node[segment] = nextIsIndex ? [] : {}
      node = node[segment]
    }
  }
}

export function parseUrlEncoded(text: string): Record<string, any> {
  const out: Record<string, any> = Object.create(null)
  const search = new URLSearchParams(text)
  for (const [key, value] of search) assignPhpKey(out, key, value)
  return { ...out }
}

function readRaw(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let failed = false
    req.on('data', (chunk: Buffer) => {
      if (failed) return
      size += chunk.length
      if (size > limit) {
        failed = true
        reject(new ApiError('core.body_too_large'))
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => !failed && resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

/** Read and parse the request body according to its content type. Throws ApiError with a message *key*. */
export async function readBody(req: IncomingMessage): Promise<ParsedBody> {
  if (req.method !== 'POST' && req.method !== 'PUT') return { params: {}, files: [] }
  const type = String(req.headers['content-type'] ?? '').toLowerCase()
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(String(req.headers['content-type']))
    if (!boundary) throw new ApiError('core.body_invalid')
    const raw = await readRaw(req, MAX_MULTIPART_BYTES)
    return parseMultipart(raw, boundary[1] ?? boundary[2])
  }
  const raw = await readRaw(req, MAX_FORM_BYTES)
  if (raw.length === 0) return { params: {}, files: [] }
  const text = raw.toString('utf8')
  if (type.includes('json') || (!type.includes('urlencoded') && /^\s*[{[]/.test(text))) {
    let parsed: unknown
    try {
      parsed = JSON.parse(text, (key, value) => (FORBIDDEN_KEYS.has(key) ? undefined : value))
    } catch {
      throw new ApiError('core.body_invalid')
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { params: parsed as Record<string, any>, files: [] }
    return { params: {}, files: [] }
  }
  return { params: parseUrlEncoded(text), files: [] }
}

/** Minimal RFC 7578 multipart parser: text fields become params, file parts become UploadedFile. */
export function parseMultipart(raw: Buffer, boundary: string): ParsedBody {
  const params: Record<string, any> = {}
  const files: UploadedFile[] = []
  const delimiter = Buffer.from(`--${boundary}`)
  let pos = raw.indexOf(delimiter)
  if (pos < 0) throw new ApiError('core.body_invalid')
  while (pos >= 0) {
    pos += delimiter.length
    if (raw[pos] === 0x2d && raw[pos + 1] === 0x2d) break // closing "--"
    if (raw[pos] === 0x0d && raw[pos + 1] === 0x0a) pos += 2
    const headerEnd = raw.indexOf('\r\n\r\n', pos)
    if (headerEnd < 0) throw new ApiError('core.body_invalid')
    const headers = raw.subarray(pos, headerEnd).toString('utf8')
    const next = raw.indexOf(delimiter, headerEnd + 4)
    if (next < 0) throw new ApiError('core.body_invalid')
    // Part content ends with CRLF before the next delimiter.
    const content = raw.subarray(headerEnd + 4, next - 2)
    const disposition = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers)
    if (disposition) {
      const name = /\bname="([^"]*)"/i.exec(disposition[1])?.[1]
      const filename = /\bfilename="([^"]*)"/i.exec(disposition[1])?.[1]
      const contentType = /content-type:\s*([^\r\n;]+)/i.exec(headers)?.[1]?.trim().toLowerCase() ?? 'application/octet-stream'
      if (name !== undefined) {
        if (filename !== undefined) {
          if (content.length > MAX_FILE_BYTES) throw new ApiError('core.upload_too_large')
          if (filename !== '' || content.length > 0) files.push({ field: name, filename, contentType, data: Buffer.from(content) })
        } else {
          assignPhpKey(params, name, content.toString('utf8'))
        }
      }
    }
    pos = next
  }
  return { params, files }
}

const IMAGE_SIGNATURES: Array<{ ext: string; mime: string; test: (b: Buffer) => boolean }> = [
  { ext: 'jpg', mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { ext: 'gif', mime: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { ext: 'webp', mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
]

/**
 * Identify an uploaded image by its magic bytes (never by the client's filename or content type).
 * SVG is refused on purpose: it can carry script and would be served from our origin.
 */
export function detectImage(file: UploadedFile): { ext: string; mime: string } | null {
  if (file.data.length === 0 || file.data.length > MAX_FILE_BYTES) return null
  const hit = IMAGE_SIGNATURES.find((sig) => sig.test(file.data))
  return hit ? { ext: hit.ext, mime: hit.mime } : null
}
