import { SETUP_ENTRIES } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { SettingsAccounts } from '../components/settings-accounts'

function LinkedAccounts() {
  return <SettingsAccounts />
}

registerEmbed(SETUP_ENTRIES, { plugin: 'thirdpartylogin', order: 5, component: LinkedAccounts })
