import { USER_CENTRE_ENTRIES, USER_CENTRE_SHORTCUTS } from '@/slots/slots'
import { registerEmbed, registerItem } from '@/slots/slot'
import { SigninUserShortcut } from '../components/signin-user-shortcut'

function SigninEntry() {
  return <SigninUserShortcut />
}

registerEmbed(USER_CENTRE_ENTRIES, { plugin: 'signin', order: 20, component: SigninEntry })
// Its tile in the "more services" grid.
registerItem(USER_CENTRE_SHORTCUTS, {
  plugin: 'signin',
  order: 60,
  item: { key: 'signin', icon: 'calendar-check', labelKey: 'account.plugin_signin', url: '/pages/plugins/signin/user/user' },
})
