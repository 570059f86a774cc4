import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getPoster } from '@/api/plugins/membershiplevelvip'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { copyText } from '@/lib/dialogs'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import { imageAlt } from '../../kit/image-alt'
import '../../kit/kit.scss'
import './poster.scss'
import '@/i18n/locales/plugin-membershiplevelvip'
import { previewImages } from '@/components/image-viewer/image-preview'

/** Promotion rewards (api-plugins-1 §3.8): the share QR (drawn from the link when no image) and the link. */
function VipPosterPage() {
  const allowed = useLoginGate()
  const poster = useRemote(whenLoggedIn(allowed, getPoster), [allowed], (data) => !data.qrcodeImage && !data.shareUrl)
  const data = poster.data
  return (
    <PageShell titleKey='plugin-membershiplevelvip.title_poster'>
      {!allowed ? (
        <GuestNotice />
      ) : (
        <StatusView
          status={poster.status}
          message={poster.status === 'empty' ? t('plugin-membershiplevelvip.poster_empty') : poster.error}
          onRetry={poster.reload}
        />
      )}
      {allowed && poster.status === 'ready' && data ? (
        <View className='pk-page vip-poster'>
          <View className='pk-card vip-poster__card'>
            <Text className='vip-poster__tips'>{t('plugin-membershiplevelvip.poster_tips')}</Text>
            {data.qrcodeImage ? (
              <Image className='vip-poster__image' src={data.qrcodeImage} mode='aspectFit' {...imageAlt(t('plugin-membershiplevelvip.qrcode_alt'))} />
            ) : (
              <QrCodeView text={data.shareUrl} size={220} />
            )}
            {data.qrcodeImage ? (
              <ActionButton kind='plain' size='small' onClick={() => previewImages([data.qrcodeImage])}>
                {t('plugin-membershiplevelvip.view_qrcode')}
              </ActionButton>
            ) : null}
            {data.shareUrl ? (
              <>
                <Text className='vip-poster__url' data-testid='vip-share-url'>
                  {data.shareUrl}
                </Text>
                <ActionButton size='small' onClick={() => void copyText(data.shareUrl)}>
                  {t('plugin-membershiplevelvip.copy_link')}
                </ActionButton>
              </>
            ) : null}
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(VipPosterPage)
