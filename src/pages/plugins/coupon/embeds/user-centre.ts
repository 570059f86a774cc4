import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// Its tile in the user centre's "more services" grid.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'coupon',
  order: 10,
  item: { key: 'coupon', icon: 'ticket', labelKey: 'account.plugin_coupon', url: '/pages/plugins/coupon/user/user' },
})
