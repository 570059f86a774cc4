import { registerLocale } from '../index'
// The texts of the plugin's Q&A block on goods detail, apart from its pages' texts so that page does not load them all.
// Registered under the plugin's one area, so t('plugin-ask.key') reads them like the others.
const locale = {
  zh: {
    a: '答',
    ask: '我要提问',
    block_empty: '还没有人提问，来问第一个问题吧',
    block_title: '问答（{n}）',
    no_reply_yet: '商家暂未回复',
    q: '问',
    view_all: '查看全部',
  },
  en: {
    a: 'A',
    ask: 'Ask a question',
    block_empty: 'No questions yet: ask the first one',
    block_title: 'Q&A ({n})',
    no_reply_yet: 'The shop has not answered yet',
    q: 'Q',
    view_all: 'View all',
  },
}

registerLocale('plugin-ask', locale)

export default locale
