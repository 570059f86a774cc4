import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// Its tile in the user centre's "more services" grid.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'invoice',
  order: 80,
  item: { key: 'invoice', icon: 'file-text', labelKey: 'account.plugin_invoice', url: '/pages/plugins/invoice/invoice/invoice' },
})
