import { LOGIN_PROVIDERS, type LoginProvidersSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { LoginProviders } from '../components/login-providers'

function ThirdPartyLogin(props: LoginProvidersSlotProps) {
  return <LoginProviders {...props} />
}

registerEmbed(LOGIN_PROVIDERS, { plugin: 'thirdpartylogin', order: 10, component: ThirdPartyLogin })
