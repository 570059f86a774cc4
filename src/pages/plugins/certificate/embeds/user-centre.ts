import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// Its tile in the user centre's "more services" grid.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'certificate',
  order: 130,
  item: { key: 'certificate', icon: 'shield-check', labelKey: 'account.plugin_certificate', url: '/pages/plugins/certificate/userauth/userauth' },
})
