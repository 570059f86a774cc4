import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// Its tile in the user centre's "more services" grid.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'giftcard',
  order: 100,
  item: { key: 'giftcard', icon: 'credit-card', labelKey: 'account.plugin_giftcard', url: '/pages/plugins/giftcard/index/index' },
})
