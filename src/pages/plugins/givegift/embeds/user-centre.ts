import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// Its tile in the user centre's "more services" grid: my gifts (given, paid, their codes and links).
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'givegift',
  order: 90,
  item: { key: 'givegift', icon: 'gift', labelKey: 'account.plugin_givegift', url: '/pages/plugins/givegift/gift/gift' },
})
