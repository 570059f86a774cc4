// Plugins of the demo server. Each plugin module calls definePlugin() once; a row in the `plugins`
// table switches it on or off. Off means: absent from base/common plugins_base (so the storefront
// shows no trace of it) and its calls answer -11 "application not enabled", as ShopXO does.
import type { Database } from 'better-sqlite3'
import { fail, registerPlugin, setPluginGate, type Ctx, type Handler } from './router'
import { all, one, run } from '../db'

export interface PluginDefinition {
  name: string
  /** What base/common publishes under plugins_base[name].data (config the storefront reads). */
  baseData?: (ctx: Ctx) => Record<string, unknown>
  /** pluginscontrol -> pluginsaction -> handler. */
  controls: Record<string, Record<string, Handler>>
  /** Runs once when the plugin's row is first created (demo data for this plugin). */
  seed?: (db: Database, now: Date) => void
}

const definitions = new Map<string, PluginDefinition>()

// A defined plugin that is switched off answers -11 whatever control or action was asked for.
setPluginGate((ctx, name) => (definitions.has(name) && !isPluginEnabled(ctx.db, name) ? fail(ctx.t('core.plugin_disabled', { name }), -11) : null))

export function definePlugin(definition: PluginDefinition): void {
  const name = definition.name.toLowerCase()
  definitions.set(name, definition)
  for (const [control, actions] of Object.entries(definition.controls)) {
    const guarded: Record<string, Handler> = {}
    for (const [action, handler] of Object.entries(actions)) {
      guarded[action] = (ctx) => (isPluginEnabled(ctx.db, name) ? handler(ctx) : fail(ctx.t('core.plugin_disabled', { name }), -11))
    }
    registerPlugin(name, control, guarded)
  }
}

export function definedPlugins(): string[] {
  return [...definitions.keys()].sort()
}

export function isPluginEnabled(db: Database, name: string): boolean {
  const row = one<{ is_enable: number }>(db, 'SELECT is_enable FROM plugins WHERE name = ?', name.toLowerCase())
  return row?.is_enable === 1
}

export function setPluginEnabled(db: Database, name: string, enabled: boolean, now = new Date()): void {
  run(db, 'UPDATE plugins SET is_enable = ?, upd_time = ? WHERE name = ?', enabled ? 1 : 0, Math.floor(now.getTime() / 1000), name.toLowerCase())
}

/**
 * Make sure every defined plugin has a row (enabled, with its demo data seeded once), then apply
 * SHOP_PLUGINS_DISABLED / SHOP_PLUGINS_ENABLED (comma-separated names; 'all' for every plugin).
 */
export function syncPlugins(db: Database, now: Date, env: { disabled?: string; enabled?: string } = {}): void {
  const stamp = Math.floor(now.getTime() / 1000)
  for (const [name, definition] of definitions) {
    const exists = one(db, 'SELECT name FROM plugins WHERE name = ?', name)
    if (exists) continue
    db.transaction(() => {
      run(db, 'INSERT INTO plugins (name, is_enable, add_time, upd_time) VALUES (?, 1, ?, ?)', name, stamp, stamp)
      definition.seed?.(db, now)
    })()
  }
  const names = (list?: string) =>
    list === 'all'
      ? definedPlugins()
      : (list ?? '')
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
  for (const name of names(env.enabled)) setPluginEnabled(db, name, true, now)
  for (const name of names(env.disabled)) setPluginEnabled(db, name, false, now)
}

/** plugins_base for base/common: enabled plugins only, keyed by name (api-core 1.5). */
export function enabledPluginsBase(ctx: Ctx): Record<string, { id: number; plugins: string; data: Record<string, unknown> }> {
  const rows = all<{ name: string }>(ctx.db, 'SELECT name FROM plugins WHERE is_enable = 1 ORDER BY sort, name')
  const base: Record<string, { id: number; plugins: string; data: Record<string, unknown> }> = {}
  rows.forEach((row, index) => {
    const definition = definitions.get(row.name)
    if (definition) base[row.name] = { id: index + 1, plugins: row.name, data: definition.baseData?.(ctx) ?? {} }
  })
  return base
}
