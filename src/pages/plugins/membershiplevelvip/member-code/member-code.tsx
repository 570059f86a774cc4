import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate } from '@/hooks/use-login-gate'
import { t } from '@/i18n'
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
  // The spec opens no login page here; a guest sees the notice.
  const allowed = useLoginGate({ ask: false })
  const code = String(session.user?.number_code ?? '')
  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_member_code'>
      {!allowed ? (
        <GuestNotice message={t('plugin-membershiplevelvip.please_login')} actionLabel={t('plugin-membershiplevelvip.go_login')} />
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
