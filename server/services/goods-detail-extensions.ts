// What plugins add to the goods/detail answer (ShopXO merges plugin data such as plugins_label_data
// into it). Each extension runs only while its plugin is enabled, so a switched-off plugin leaves no key.
import { isPluginEnabled } from '../core/plugins'
import type { Ctx } from '../core/router'

export interface GoodsDetailExtension {
  plugin: string
  extend: (ctx: Ctx, goodsId: number) => Record<string, unknown>
}

const extensions: GoodsDetailExtension[] = []

export function registerGoodsDetailExtension(extension: GoodsDetailExtension): void {
  extensions.push(extension)
}

export function goodsDetailExtras(ctx: Ctx, goodsId: number): Record<string, unknown> {
  const extras: Record<string, unknown> = {}
  for (const extension of extensions) if (isPluginEnabled(ctx.db, extension.plugin)) Object.assign(extras, extension.extend(ctx, goodsId))
  return extras
}
