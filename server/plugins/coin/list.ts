// The coin plugin's one list function: the user's rows, narrowed by the optional filters of the page, in data_list.
import type { Ctx } from '../../core/router'
import { asDataList, pagedQuery } from '../../services/paging'

export interface CoinListQuery {
  /** Table (with alias and joins) as for pagedQuery; `alias` prefixes the filter columns. */
  from: string
  alias?: string
  columns?: string
  /** The column holding the owner (default user_id). */
  owner?: string
  userId: number
  /** column -> chosen value; null = no filter. */
  filters: Record<string, number | null>
}

/** Coin lists answer rows in data_list (api-plugins-1 0.3), newest first. */
export function coinList<Row, Out>(ctx: Ctx, q: CoinListQuery, view: (row: Row) => Out) {
  const column = (name: string) => (q.alias ? `${q.alias}.${name}` : name)
  const filters = Object.entries(q.filters)
  const where = [`${column(q.owner ?? 'user_id')} = ?`, ...filters.map(([name]) => `(? IS NULL OR ${column(name)} = ?)`)].join(' AND ')
  const args = [q.userId, ...filters.flatMap(([, value]) => [value, value])]
  return asDataList(pagedQuery(ctx, { from: q.from, columns: q.columns, where, args, order: `${column('id')} DESC` }, view))
}
