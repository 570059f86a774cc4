import { USER_CENTRE_ENTRIES } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { VipUserEntry } from '../components/vip-user-entry'

function VipEntry() {
  return <VipUserEntry />
}

registerEmbed(USER_CENTRE_ENTRIES, { plugin: 'membershiplevelvip', order: 10, component: VipEntry })
