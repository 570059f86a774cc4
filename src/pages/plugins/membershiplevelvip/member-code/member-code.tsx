import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { goLogin } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import '../../kit/kit.scss'
import './member-code.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

/** Groups of four digits read out more easily at the till. */
export function spacedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ')
}

/** Member code (api-plugins-1 §3.10): no API call; the QR code of the cached user's number_code. */
function MemberCodePage() {
  const { session } = useStores()
  const code = String(session.user?.number_code ?? '')
  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_member_code'>
      {!session.isLoggedIn ? (
        <View className='member-code__guest'>
          <StatusView status='empty' message={t('plugin-membershiplevelvip.please_login')} />
          <Button className='pk-button pk-button--main' onClick={() => goLogin()}>
            {t('plugin-membershiplevelvip.go_login')}
          </Button>
        </View>
      ) : !code ? (
        <StatusView status='empty' message={t('plugin-membershiplevelvip.member_code_empty')} />
      ) : (
        <View className='pk-page'>
          <View className='pk-card member-code'>
            <Text className='member-code__tips'>{t('plugin-membershiplevelvip.member_code_tips')}</Text>
            <QrCodeView text={code} size={240} />
            <Text className='member-code__number' data-testid='member-code-number'>
              {spacedCode(code)}
            </Text>
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(MemberCodePage)
