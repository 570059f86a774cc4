// The page builder's Q&A modules (api-plugins-2 2.4 "ask", "ask-tabs"): questions picked by id or listed
// by the module's filter (category, keywords, answered or not, order, number), filled on every load while
// the plugin is on. Only questions the shop has let everybody see are listed.
import { registerListModules } from '../../services/diy/list-modules'
import { PUBLIC_ASKS, askListItems, type AskRow } from './views'

/** is_reply: '1' answered only, '0' waiting only, anything else both. */
const REPLY_FILTER: Record<string, string> = { '1': 'a.is_reply = 1', '0': 'a.is_reply = 0' }

registerListModules<AskRow>('ask', {
  plugin: 'ask',
  from: 'asks a',
  visible: PUBLIC_ASKS,
  filters: (content) => {
    const replied = REPLY_FILTER[String(content.is_reply ?? '')]
    return replied ? [replied] : []
  },
  categoryColumn: 'a.ask_category_id',
  keywordColumns: ['a.title', 'a.content'],
  // order_by_type: '0' newest, '1' most read, '2' last answered.
  orders: { '0': 'a.id', '1': 'a.access_count', '2': 'a.reply_time' },
  tieBreak: 'a.id DESC',
  prefix: 'ask_',
  view: askListItems,
})
