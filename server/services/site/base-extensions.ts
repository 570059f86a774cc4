// What plugins add to the boot config (base/common) besides plugins_base: ShopXO sends some plugin data as
// top-level keys (plugins_thirdpartylogin_data). Each extension runs only while its plugin is enabled.
import { isPluginEnabled } from '../../core/plugins'
import type { Ctx } from '../../core/router'

export interface BaseExtension {
  plugin: string
  /** Top-level keys for the base/common answer (may depend on the signed-in shopper). */
  data: (ctx: Ctx) => Record<string, unknown>
}

const extensions: BaseExtension[] = []

export function registerBaseExtension(extension: BaseExtension): void {
  extensions.push(extension)
}

export function baseExtras(ctx: Ctx): Record<string, unknown> {
  const extras: Record<string, unknown> = {}
  for (const extension of extensions) if (isPluginEnabled(ctx.db, extension.plugin)) Object.assign(extras, extension.data(ctx))
  return extras
}
