// What plugins add to an order in order answers (list and detail), e.g. plugins_orderresources_data.
// Each extension runs only while its plugin is enabled, so a switched-off plugin leaves no key.
import { isPluginEnabled } from '../../core/plugins'
import type { Ctx } from '../../core/router'

export interface OrderExtension {
  plugin: string
  extend: (ctx: Ctx, orderId: number) => Record<string, unknown>
}

const extensions: OrderExtension[] = []

export function registerOrderExtension(extension: OrderExtension): void {
  extensions.push(extension)
}

export function orderExtras(ctx: Ctx, orderId: number): Record<string, unknown> {
  const extras: Record<string, unknown> = {}
  for (const extension of extensions) if (isPluginEnabled(ctx.db, extension.plugin)) Object.assign(extras, extension.extend(ctx, orderId))
  return extras
}
