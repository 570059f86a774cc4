import { USER_CENTRE_ENTRIES, USER_CENTRE_SHORTCUTS } from '@/slots/slots'
import { registerEmbed, registerItem } from '@/slots/slot'
import { VipUserEntry } from '../components/vip-user-entry'

function VipEntry() {
  return <VipUserEntry />
}

registerEmbed(USER_CENTRE_ENTRIES, { plugin: 'membershiplevelvip', order: 10, component: VipEntry })
// Its tile in the "more services" grid.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'membershiplevelvip',
  order: 40,
  item: { key: 'vip', icon: 'crown', labelKey: 'account.plugin_vip', url: '/pages/plugins/membershiplevelvip/user/user' },
})
