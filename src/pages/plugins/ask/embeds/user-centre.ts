import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// "My questions" in the user centre's "more services" grid: the shopper's questions and the shop's answers.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'ask',
  order: 110,
  item: { key: 'ask', icon: 'circle-help', labelKey: 'account.plugin_ask', url: '/pages/plugins/ask/user-list/user-list' },
})
