import { USER_CENTRE_ENTRIES, USER_CENTRE_SHORTCUTS, type UserCentreSlotProps } from '@/slots/slots'
import { registerEmbed, registerItem } from '@/slots/slot'
import { WalletUserShortcut } from '../components/wallet-user-shortcut'

function WalletEntry({ refreshKey }: UserCentreSlotProps) {
  return <WalletUserShortcut refreshKey={refreshKey} />
}

registerEmbed(USER_CENTRE_ENTRIES, { plugin: 'wallet', order: 40, component: WalletEntry })
// Its tile in the "more services" grid.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'wallet',
  order: 20,
  item: { key: 'wallet', icon: 'wallet', labelKey: 'account.plugin_wallet', url: '/pages/plugins/wallet/user/user' },
})
