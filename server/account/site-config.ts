// Typed readers over the shared site-config service (configs table, ShopXO's sxo_config), with safe
// fallbacks so an unseeded key never breaks a request.
import type { Database } from 'better-sqlite3'
import { getConfig } from '../services/configs'

export function configText(db: Database, key: string, fallback = ''): string {
  return getConfig(db, key, fallback)
}

export function configInt(db: Database, key: string, fallback: number): number {
  const n = Number.parseInt(configText(db, key, ''), 10)
  return Number.isFinite(n) ? n : fallback
}

/** A 0/1 switch. */
export function configFlag(db: Database, key: string, fallback = false): boolean {
  return configInt(db, key, fallback ? 1 : 0) === 1
}

/** A JSON value stored as text; `fallback` when missing or unparsable. */
export function configJson<T>(db: Database, key: string, fallback: T): T {
  const text = configText(db, key, '')
  if (!text) return fallback
  try {
    return JSON.parse(text) as T
  } catch {
    return fallback
  }
}

/** A list switch such as home_user_login_type, stored as a JSON array or 'a,b,c'. */
export function configList(db: Database, key: string, fallback: string[]): string[] {
  const text = configText(db, key, '').trim()
  if (!text) return fallback
  if (text.startsWith('[')) {
    const parsed = configJson<unknown>(db, key, fallback)
    return Array.isArray(parsed) ? parsed.map(String) : fallback
  }
  return text.split(',').map((s) => s.trim()).filter(Boolean)
}
