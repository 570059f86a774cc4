import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// Its tile in the user centre's "more services" grid.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'coin',
  order: 30,
  item: { key: 'coin', icon: 'coins', labelKey: 'account.plugin_coin', url: '/pages/plugins/coin/user/user' },
})
