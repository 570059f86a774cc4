// What plugins add to the home answer (index/index): ShopXO sends each plugin block's data as
// `plugins_<name>_data` and the block order as `plugins_sort_list` ([{plugins: name}]). A plugin registers
// one extension; it runs only while the plugin is enabled, so a switched-off plugin leaves no key.
import type { Ctx } from '../../core/router'
import { all } from '../../db'

export interface HomeExtension {
  plugin: string
  /** The block's data, sent as `plugins_<plugin>_data`; null leaves the block out (nothing to show). */
  data: (ctx: Ctx) => unknown
}

const extensions: HomeExtension[] = []

export function registerHomeExtension(extension: HomeExtension): void {
  extensions.push(extension)
}

/** `plugins_<name>_data` of every enabled plugin with a block, and `plugins_sort_list` in the plugins' sort order. */
export function homeExtras(ctx: Ctx): Record<string, unknown> {
  const enabled = all<{ name: string }>(ctx.db, 'SELECT name FROM plugins WHERE is_enable = 1 ORDER BY sort, name').map((row) => row.name)
  const extras: Record<string, unknown> = {}
  const sortList: Array<{ plugins: string }> = []
  for (const name of enabled) {
    const extension = extensions.find((e) => e.plugin === name)
    if (!extension) continue
    const data = extension.data(ctx)
    if (data === null || data === undefined) continue
    extras[`plugins_${name}_data`] = data
    sortList.push({ plugins: name })
  }
  return { ...extras, plugins_sort_list: sortList }
}
