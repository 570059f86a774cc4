import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// The affiliate centre's tile in the user centre's "more services" grid, shown while the plugin is on.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'distribution',
  order: 50,
  item: { key: 'distribution', icon: 'network', labelKey: 'account.plugin_distribution', url: '/pages/plugins/distribution/user/user' },
})
