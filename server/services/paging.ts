// The one way to answer a paged list: COUNT(*) for the total, then one page, in ShopXO's
// {page, page_size, page_total, total, data} shape (callers rename or add keys where an endpoint differs).
import { all, one } from '../db'
import { pagedList, readPaging, type PagedList } from '../core/format'
import type { Ctx } from '../core/context'

export interface PageQuery {
  /** What follows FROM: a table, with an alias and joins where needed ('coin_transfers t LEFT JOIN users u ON ...'). */
  from: string
  /** Built only from constant fragments; `args` fill its ? placeholders. */
  where: string
  args: unknown[]
  /** Selected columns (default '*'). */
  columns?: string
  /** ORDER BY clause (default newest first: 'id DESC'). */
  order?: string
  /** Page size when the client sends none (default DEFAULT_PAGE_SIZE). */
  pageSize?: number
}

/**
 * One page of `q` for the client's page/page_size. With `view`, each row is mapped; `position` is the row's 0-based
 * index in the whole list (ShopXO's data_index - 1).
 */
export function pagedQuery<Row>(ctx: Ctx, q: PageQuery): PagedList<Row>
export function pagedQuery<Row, Out>(ctx: Ctx, q: PageQuery, view: (row: Row, position: number) => Out): PagedList<Out>
export function pagedQuery<Row, Out>(ctx: Ctx, q: PageQuery, view?: (row: Row, position: number) => Out): PagedList<Row | Out> {
  const paging = readPaging(ctx.params, q.pageSize)
  const total = one<{ n: number }>(ctx.db, `SELECT COUNT(*) AS n FROM ${q.from} WHERE ${q.where}`, ...q.args)?.n ?? 0
  const rows =
    total > paging.offset
      ? all<Row>(
          ctx.db,
          `SELECT ${q.columns ?? '*'} FROM ${q.from} WHERE ${q.where} ORDER BY ${q.order ?? 'id DESC'} LIMIT ? OFFSET ?`,
          ...q.args,
          paging.page_size,
          paging.offset,
        )
      : []
  return pagedList<Row | Out>(paging, total, view ? rows.map((row, i) => view(row, paging.offset + i)) : rows)
}

/** The same page with its rows under `data_list`, as some plugins answer (api-plugins-1 §0.3). */
export function asDataList<T>({ data, ...page }: PagedList<T>): Omit<PagedList<T>, 'data'> & { data_list: T[] } {
  return { ...page, data_list: data }
}

/**
 * The user's own rows of `table` in one status tab (null = all): the query behind most "my ..." lists.
 * `also` is a constant condition such as 'is_delete_time = 0'.
 */
export function ownRowsQuery(table: string, userId: number, status: number | null, also?: string): PageQuery {
  return { from: table, where: `user_id = ?${also ? ` AND ${also}` : ''} AND (? IS NULL OR status = ?)`, args: [userId, status, status] }
}

/** A LIKE pattern that finds `text` anywhere, its wildcards escaped (use with ESCAPE '\\'). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
