// What plugins add to goods answers: ShopXO merges plugin data such as plugins_label_data into goods/detail
// and into the answers that list goods (home floors, search). Each extension runs only while its plugin is
// enabled, so a switched-off plugin leaves no key.
import { isPluginEnabled } from '../../core/plugins'
import type { Ctx } from '../../core/router'

export interface GoodsExtension {
  plugin: string
  /** For the goods of one answer (one id on goods/detail, the listed ids on a list). */
  extend: (ctx: Ctx, goodsIds: number[]) => Record<string, unknown>
}

const extensions: GoodsExtension[] = []

export function registerGoodsExtension(extension: GoodsExtension): void {
  extensions.push(extension)
}

export function goodsExtras(ctx: Ctx, goodsIds: number[]): Record<string, unknown> {
  const extras: Record<string, unknown> = {}
  if (!goodsIds.length) return extras
  for (const extension of extensions) if (isPluginEnabled(ctx.db, extension.plugin)) Object.assign(extras, extension.extend(ctx, goodsIds))
  return extras
}
