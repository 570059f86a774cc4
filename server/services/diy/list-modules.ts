// The page builder's list modules of a content plugin (a `name` module and its `name-tabs` variant): rows
// picked by id, or listed by the module's filter (category, keywords, order, number), each filled on every
// load while the plugin is on. Only rows everybody may see are offered.
import type { Ctx } from '../../core/context'
import { one } from '../../db'
import { registerDiyModuleHydrator, type Json } from './hydrators'
import { autoQuery, autoRows, eachTab, fillSource, type AutoSource } from './sources'

export interface ListModuleSource<Row> extends Omit<AutoSource, 'where' | 'args'> {
  plugin: string
  /** The condition of the rows everybody may see (constant text over the `from` alias). */
  visible: string
  /** The module's own extra conditions (constant text), e.g. "with a cover only". */
  filters?: (content: Json) => string[]
  /** The prefix of the module's filter fields ('blog_' for blog_category_ids...). */
  prefix: string
  /** The list items the module shows. */
  view: (ctx: Ctx, rows: Row[]) => Json[]
}

export function registerListModules<Row>(name: string, source: ListModuleSource<Row>): void {
  const alias = source.from.split(' ').pop()
  const byId = (ctx: Ctx, id: number): Json | undefined => {
    const row = one<Row>(ctx.db, `SELECT ${alias}.* FROM ${source.from} WHERE ${alias}.id = ? AND ${source.visible}`, id)
    return row ? source.view(ctx, [row])[0] : undefined
  }
  const byFilter = (ctx: Ctx, content: Json): Json[] =>
    source.view(ctx, autoRows<Row>(ctx, { ...source, where: [source.visible, ...(source.filters?.(content) ?? [])] }, autoQuery(content, source.prefix)))
  const fill = (ctx: Ctx, content: Json): Json =>
    fillSource(
      content,
      (id) => byId(ctx, id),
      (c) => byFilter(ctx, c),
    )
  registerDiyModuleHydrator(name, fill, { plugin: source.plugin })
  registerDiyModuleHydrator(`${name}-tabs`, (ctx, content) => eachTab(content, (tab) => fill(ctx, tab)), { plugin: source.plugin })
}
