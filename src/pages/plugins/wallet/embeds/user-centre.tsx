import { USER_CENTRE_ENTRIES, type UserCentreSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { WalletUserShortcut } from '../components/wallet-user-shortcut'

function WalletEntry({ refreshKey }: UserCentreSlotProps) {
  return <WalletUserShortcut refreshKey={refreshKey} />
}

registerEmbed(USER_CENTRE_ENTRIES, { plugin: 'wallet', order: 40, component: WalletEntry })
