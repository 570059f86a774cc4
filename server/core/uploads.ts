// Storing uploaded images under <db dir>/uploads/, served as /static/upload/<purpose>/<yyyy>/<mm>/<dd>/<name>.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { run } from '../db'
import { detectImage, type UploadedFile } from './body'
import { ApiError } from './result'
import type { Ctx } from './context'

export interface StoredUpload {
  id: number
  /** Site-relative URL path: store this in the DB. */
  path: string
  /** Absolute URL for the response. */
  url: string
  size: number
  mime: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Validate (real image bytes, ≤5 MB, no SVG) and save an uploaded file; throws ApiError(-1) otherwise. */
export function saveUpload(ctx: Ctx, file: UploadedFile, purpose = 'images'): StoredUpload {
  const kind = detectImage(file)
  if (!kind) throw new ApiError(ctx.t('core.upload_type'))
  const safePurpose = purpose.replace(/[^a-z0-9_-]/gi, '').slice(0, 30) || 'images'
  const now = ctx.now()
  const relDir = path.posix.join(safePurpose, String(now.getFullYear()), pad(now.getMonth() + 1), pad(now.getDate()))
  const name = `${crypto.randomBytes(12).toString('hex')}.${kind.ext}`
  const absDir = path.join(ctx.uploadDir, relDir)
  fs.mkdirSync(absDir, { recursive: true })
  fs.writeFileSync(path.join(absDir, name), file.data)
  const urlPath = `/static/upload/${relDir}/${name}`
  const info = run(
    ctx.db,
    'INSERT INTO uploads (user_id, path, original_name, mime, size, purpose, add_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
    ctx.user?.id ?? 0,
    urlPath,
    file.filename.slice(0, 200),
    kind.mime,
    file.data.length,
    safePurpose,
    ctx.nowSeconds(),
  )
  return { id: Number(info.lastInsertRowid), path: urlPath, url: ctx.img(urlPath), size: file.data.length, mime: kind.mime }
}
