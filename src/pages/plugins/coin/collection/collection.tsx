import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { copyText } from '@/lib/dialogs'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import '../../kit/kit.scss'
import '../components/coin.scss'
import './collection.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

/** Receive (api-plugins-1 §6.8): no API call; the QR code of the account key, the key and a copy button. */
function CoinCollectionPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const key = decodeURIComponent(String(router.params.accounts_key ?? '')).trim()

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_collection`}>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={`${area}.title_collection`}>
      {!key ? (
        <StatusView status='error' kind='missing-link' message={t('errors.needs_link')} />
      ) : (
        <View className='pk-page'>
          <View className='coin-card coin-collection'>
            <Text className='coin-collection__tips'>{t(`${area}.collection_tips`)}</Text>
            <QrCodeView text={key} size={280} />
            <Text className='coin-collection__key' data-testid='coin-collection-key'>
              {key}
            </Text>
            <ActionButton size='small' testId='coin-collection-copy' onClick={() => void copyText(key)}>
              {t(`${area}.copy`)}
            </ActionButton>
          </View>
        </View>
      )}
    </PageShell>
  )
}

export default observer(CoinCollectionPage)
