import { readdirSync, readFileSync } from 'fs'
import { join, resolve } from 'path'

/** The captured ShopXO v6.6.0 request/response pairs (../shared beside the repo). */
export const SAMPLES_DIR = resolve(__dirname, '../../../shared/reference/shopxo-api-samples')

export interface Sample {
  file: string
  request: { s: string; params?: Record<string, unknown> }
  response: { msg: string; code: number; data: unknown }
}

export function loadSample(file: string): Sample {
  const raw = JSON.parse(readFileSync(join(SAMPLES_DIR, file.endsWith('.json') ? file : `${file}.json`), 'utf8'))
  return { file, request: raw.request, response: raw.response }
}

export function allSampleFiles(): string[] {
  return readdirSync(SAMPLES_DIR).filter((f) => f.endsWith('.json'))
}
