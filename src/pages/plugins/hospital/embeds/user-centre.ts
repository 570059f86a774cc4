import { registerItem } from '@/slots/slot'
import { USER_CENTRE_SHORTCUTS } from '@/slots/slots'

// Its tile in the user centre's "more services" grid: the shopper's patients (add, edit, choose).
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'hospital',
  order: 140,
  item: { key: 'hospital', icon: 'hospital', labelKey: 'account.plugin_hospital', url: '/pages/plugins/hospital/patient-list/patient-list' },
})
