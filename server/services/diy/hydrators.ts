// Module hydrators of the page builder: what diy/index fills into a module's content on every load
// (api-plugins-2 2.2). Core modules register in core-hydrators.ts; a plugin registers its own module's
// hydrator from its folder (server/plugins/<p>/diy.ts), and its modules leave the page while it is off.
import type { Ctx } from '../../core/context'
import { isPluginEnabled } from '../../core/plugins'

export type Json = Record<string, unknown>

/** Returns the module's content with its data filled (never mutates the given one). */
export type DiyModuleHydrator = (ctx: Ctx, content: Json) => Json

interface Entry {
  hydrate: DiyModuleHydrator
  plugin?: string
}

const hydrators = new Map<string, Entry>()

export function registerDiyModuleHydrator(key: string, hydrate: DiyModuleHydrator, options: { plugin?: string } = {}): void {
  hydrators.set(key, { hydrate, plugin: options.plugin })
}

/** A plugin module whose plugin is switched off is left out of the page, as ShopXO's hook would not fill it. */
export function isModuleOff(ctx: Ctx, key: string): boolean {
  const plugin = hydrators.get(key)?.plugin
  return Boolean(plugin && !isPluginEnabled(ctx.db, plugin))
}

/** The content with its data filled; unchanged for a key nobody hydrates (display-only modules). */
export function hydrateContent(ctx: Ctx, key: string, content: Json): Json {
  const entry = hydrators.get(key)
  return entry ? entry.hydrate(ctx, content) : content
}
