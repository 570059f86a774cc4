import { SETUP_ENTRIES } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { CurrencySettingsEntry } from '../components/currency-settings-entry'

function CurrencyEntry() {
  return <CurrencySettingsEntry />
}

registerEmbed(SETUP_ENTRIES, { plugin: 'exchangerate', order: 10, component: CurrencyEntry })
