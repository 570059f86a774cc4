import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// "My posts" in the user centre's "more services" grid: the shopper's own posts in every review state.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'blog',
  order: 120,
  item: { key: 'blog', icon: 'pen-line', labelKey: 'account.plugin_blog', url: '/pages/plugins/blog/user-list/user-list' },
})
