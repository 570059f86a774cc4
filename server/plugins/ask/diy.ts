// The page builder's Q&A modules (api-plugins-2 2.4 "ask", "ask-tabs"): questions picked by id or listed
// by the module's filter (category, keywords, answered or not, order, number), filled on every load while
// the plugin is on. Only questions the shop has let everybody see are listed.
import type { Ctx } from '../../core/context'
import { one } from '../../db'
import { registerDiyModuleHydrator, type Json } from '../../services/diy/hydrators'
import { autoQuery, autoRows, eachTab, fillSource } from '../../services/diy/sources'
import { PUBLIC_ASKS, askListItems, type AskRow } from './views'

/** order_by_type: '0' newest, '1' most read, '2' last answered. */
const ORDERS = { '0': 'a.id', '1': 'a.access_count', '2': 'a.reply_time' }

/** is_reply: '1' answered only, '0' waiting only, anything else both. */
const REPLY_FILTER: Record<string, string> = { '1': 'a.is_reply = 1', '0': 'a.is_reply = 0' }

function questionById(ctx: Ctx, id: number): Json | undefined {
  const row = one<AskRow>(ctx.db, `SELECT a.* FROM asks a WHERE a.id = ? AND ${PUBLIC_ASKS}`, id)
  return row ? askListItems(ctx, [row])[0] : undefined
}

function questionsByFilter(ctx: Ctx, content: Json): Json[] {
  const replied = REPLY_FILTER[String(content.is_reply ?? '')]
  const rows = autoRows<AskRow>(
    ctx,
    {
      from: 'asks a',
      where: [PUBLIC_ASKS, ...(replied ? [replied] : [])],
      categoryColumn: 'a.ask_category_id',
      keywordColumns: ['a.title', 'a.content'],
      orders: ORDERS,
      tieBreak: 'a.id DESC',
    },
    autoQuery(content, 'ask_'),
  )
  return askListItems(ctx, rows)
}

const fillQuestions = (ctx: Ctx, content: Json): Json =>
  fillSource(
    content,
    (id) => questionById(ctx, id),
    (c) => questionsByFilter(ctx, c),
  )

registerDiyModuleHydrator('ask', fillQuestions, { plugin: 'ask' })
registerDiyModuleHydrator('ask-tabs', (ctx, content) => eachTab(content, (tab) => fillQuestions(ctx, tab)), { plugin: 'ask' })
