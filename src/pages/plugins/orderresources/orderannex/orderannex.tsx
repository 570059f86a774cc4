import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { getOrderResources, hasNoResources } from '@/api/plugins/orderresources'
import { previewImages } from '@/components/image-viewer/image-preview'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { VideoPlayer } from '@/components/video-player/video-player'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { imageAlt } from '../../kit/image-alt'
import './orderannex.scss'
import '@/i18n/locales/plugin-orderresources'

const area = 'plugin-orderresources'

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View className='annex__section'>
      <Text className='annex__title'>{title}</Text>
      {children}
    </View>
  )
}

function CopyLink({ url }: { url: string }) {
  return (
    <View className='annex__copy' onClick={() => void copyText(url)} {...pressable(() => void copyText(url))} data-testid='annex-copy'>
      <Icon name='copy' size={26} />
      <Text>{t(`${area}.copy_link`)}</Text>
    </View>
  )
}

/**
 * What the merchant attached to an order (api-plugins-2 §3.19): images (tap to preview), videos, files,
 * a note; every item can have its link copied. Sections without content are left out.
 */
function OrderAnnexPage() {
  const orderId = useRouter().params.oid ?? ''
  const allowed = useLoginGate()
  const annex = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(orderId, () => getOrderResources(orderId)),
    ),
    [orderId, allowed],
    hasNoResources,
  )

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = annex.data
  return (
    <PageShell titleKey={`${area}.title`}>
      {annex.status !== 'ready' || !data ? (
        <StatusView
          status={annex.status}
          kind={annex.failureKind}
          message={annex.status === 'empty' ? t(`${area}.empty`) : annex.error}
          onRetry={annex.reload}
        />
      ) : (
        <View className='annex'>
          {data.images.length ? (
            <Section title={t(`${area}.images`)}>
              <View className='annex__images'>
                {data.images.map((url, index) => (
                  <View key={url} className='annex__image-box'>
                    <Image
                      className='annex__image'
                      src={url}
                      mode='aspectFill'
                      onClick={() => previewImages(data.images, url)}
                      {...pressable(() => previewImages(data.images, url))}
                      {...imageAlt(t(`${area}.image_n`, { n: index + 1 }))}
                      data-testid='annex-image'
                    />
                    <CopyLink url={url} />
                  </View>
                ))}
              </View>
            </Section>
          ) : null}
          {data.videos.length ? (
            <Section title={t(`${area}.videos`)}>
              {data.videos.map((url) => (
                <View key={url} className='annex__video-box'>
                  <VideoPlayer className='annex__video' src={url} />
                  <CopyLink url={url} />
                </View>
              ))}
            </Section>
          ) : null}
          {data.files.length ? (
            <Section title={t(`${area}.files`)}>
              {data.files.map((file) => (
                <View key={file.url} className='annex__file' data-testid='annex-file'>
                  <Text className='annex__file-title'>{file.title || file.url}</Text>
                  <CopyLink url={file.url} />
                </View>
              ))}
            </Section>
          ) : null}
          {data.note ? (
            <Section title={t(`${area}.note`)}>
              <Text className='annex__note' data-testid='annex-note'>
                {data.note}
              </Text>
            </Section>
          ) : null}
        </View>
      )}
    </PageShell>
  )
}

export default observer(OrderAnnexPage)
