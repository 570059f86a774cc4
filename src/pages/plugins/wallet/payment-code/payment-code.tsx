import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getPaymentCode, type PaymentCode } from '@/api/plugins/wallet'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView, type LoadStatus } from '@/components/status-view/status-view'
import { useLoginGate } from '@/hooks/use-login-gate'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { BarcodeView } from '@/components/barcode-view/barcode-view'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import '../../kit/kit.scss'
import '../components/wallet.scss'
import './payment-code.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'
const MEMBER_CODE_PAGE = '/pages/plugins/membershiplevelvip/member-code/member-code'

/** Groups of four digits read out more easily at the till. */
const spaced = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ')

/**
 * Wallet payment code (api-plugins-1 §5.10): a barcode and QR code of `code`, fetched again when the
 * counter reaches 1, and a switch to the member code when the membership plugin offers one.
 */
function PaymentCodePage() {
  const { app } = useStores()
  // plugins_base.membershiplevelvip.data.is_enable_member_code (read here: its api module stays out of this package).
  const memberCode = app.pluginBase('membershiplevelvip', (data) => Number(data.is_enable_member_code) === 1) === true
  // The spec opens no login page here; a guest sees the notice.
  const allowed = useLoginGate({ ask: false })
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [error, setError] = useState('')
  const [code, setCode] = useState<PaymentCode | null>(null)
  const [left, setLeft] = useState(0)
  const loading = useRef(false)

  const load = useCallback(async () => {
    if (loading.current) return
    loading.current = true
    const result = await getPaymentCode()
    loading.current = false
    if (result.ok && result.data.code) {
      setCode(result.data)
      setLeft(result.data.seconds)
      setStatus('ready')
    } else if (result.ok) {
      setStatus('empty')
    } else {
      setError(result.msg)
      setStatus('error')
    }
  }, [])

  useEffect(() => {
    if (allowed) void load()
  }, [allowed, load])

  // One tick a second; at 1 a fresh code is fetched (which resets the counter).
  useEffect(() => {
    if (status !== 'ready') return undefined
    const timer = setInterval(() => setLeft((n) => (n > 1 ? n - 1 : n)), 1000)
    return () => clearInterval(timer)
  }, [status])
  useEffect(() => {
    if (status === 'ready' && left === 1) void load()
  }, [left, status, load])

  return (
    <PageShell titleKey={`${area}.title_payment_code`}>
      {!allowed ? (
        <GuestNotice message={t(`${area}.please_login`)} actionLabel={t(`${area}.go_login`)} />
      ) : (
        <>
          <StatusView status={status} message={status === 'empty' ? t(`${area}.payment_code_empty`) : error} onRetry={() => void load()} />
          {status === 'ready' && code ? (
            <View className='pk-page'>
              <View className='pk-card wallet-code' data-testid='wallet-payment-code'>
                <Text className='wallet-code__tips'>{t(`${area}.payment_code_tips`)}</Text>
                <BarcodeView text={code.code} testId='wallet-barcode' />
                <QrCodeView text={code.code} size={220} />
                <Text className='wallet-code__number' data-testid='wallet-payment-code-number'>
                  {spaced(code.code)}
                </Text>
                <Text className='wallet-code__refresh' data-testid='wallet-payment-code-left'>
                  {t(`${area}.payment_code_refresh`, { n: left })}
                </Text>
              </View>
            </View>
          ) : null}
          {memberCode ? (
            <View className='wallet-switch' data-testid='wallet-code-switch'>
              <Text className='wallet-switch__item' onClick={() => void openPage(MEMBER_CODE_PAGE, { redirect: true })}>
                {t(`${area}.member_code`)}
              </Text>
              <Text className='wallet-switch__item wallet-switch__item--on'>{t(`${area}.wallet_code`)}</Text>
            </View>
          ) : null}
        </>
      )}
    </PageShell>
  )
}

export default observer(PaymentCodePage)
