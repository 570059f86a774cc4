import { SETUP_ENTRIES } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { InvoiceSettingsEntry } from '../components/invoice-settings-entry'

function InvoiceEntry() {
  return <InvoiceSettingsEntry />
}

registerEmbed(SETUP_ENTRIES, { plugin: 'invoice', order: 20, component: InvoiceEntry })
