import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate } from '@/hooks/use-login-gate'
import { t } from '@/i18n'
import { useStores } from '@/stores/root-store'
import { BarcodeView } from '@/components/barcode-view/barcode-view'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import { openPage } from '@/lib/navigate'
import '../../kit/kit.scss'
import './member-code.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

/** Groups of four digits read out more easily at the till. */
export function spacedCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ')
}

const PAYMENT_CODE_PAGE = '/pages/plugins/wallet/payment-code/payment-code'

/**
 * Member code (api-plugins-1 §3.10): no API call; the barcode and QR code of the cached user's
 * number_code, and a switch to the wallet's payment code when the wallet offers one.
 */
function MemberCodePage() {
  const { app, session } = useStores()
  // plugins_base.wallet.data.is_enable_payment_code (read here: the wallet's api module stays out of this package).
  const walletCode = app.pluginBase('wallet', (data) => Number(data.is_enable_payment_code) === 1) === true
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
            <BarcodeView text={code} testId='member-barcode' />
            <QrCodeView text={code} size={240} />
            <Text className='member-code__number' data-testid='member-code-number'>
              {spacedCode(code)}
            </Text>
          </View>
          {walletCode ? (
            <View className='member-code-switch' data-testid='member-code-switch'>
              <Text className='member-code-switch__item member-code-switch__item--on'>{t('plugin-membershiplevelvip.member_code_switch')}</Text>
              <Text className='member-code-switch__item' onClick={() => void openPage(PAYMENT_CODE_PAGE, { redirect: true })}>
                {t('plugin-membershiplevelvip.payment_code_switch')}
              </Text>
            </View>
          ) : null}
        </View>
      )}
    </PageShell>
  )
}

export default observer(MemberCodePage)
