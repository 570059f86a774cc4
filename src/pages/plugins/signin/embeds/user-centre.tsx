import { USER_CENTRE_ENTRIES } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { SigninUserShortcut } from '../components/signin-user-shortcut'

function SigninEntry() {
  return <SigninUserShortcut />
}

registerEmbed(USER_CENTRE_ENTRIES, { plugin: 'signin', order: 20, component: SigninEntry })
