import { Button, Image, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import { getPoster, refreshPoster } from '@/api/plugins/distribution'
import { ActionButton } from '@/components/action-button/action-button'
import { previewImages } from '@/components/image-viewer/image-preview'
import { PageShell } from '@/components/page-shell/page-shell'
import { QrCodeView } from '@/components/qr-code-view/qr-code-view'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { copyText } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { GatePage, notAsked, useDistributorGate } from '../components/distributor-gate'
import { PosterCanvas, type PosterCanvasHandle } from '../components/poster-canvas'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'
import './poster.scss'
import { imageAlt } from '../../kit/image-alt'
import { pressable } from '@/lib/a11y'

/** Promotion materials (api-plugins-1 §4.11): the drawn poster (save, regenerate, share), the QR code and the link. */
function DistributionPosterPage() {
  const { session, app } = useStores()
  const gate = useDistributorGate()
  const poster = useRemote(
    () => (gate.ready ? getPoster() : notAsked()),
    [gate.ready],
    (data) => !data.shareUrl,
  )
  const data = poster.data
  const [background, setBackground] = useState('')
  const [drawn, setDrawn] = useState<'drawing' | 'ok' | 'failed'>('drawing')
  const [busy, setBusy] = useState<'refresh' | 'save' | null>(null)
  const canvas = useRef<PosterCanvasHandle>(null)

  useEffect(() => {
    if (data) setBackground(data.background)
  }, [data])

  useShareAppMessage(() => ({
    title: dt('poster_share_title', { name: data?.name || app.settings.siteName || '' }),
    path: `/pages/index/index?referrer=${session.user?.id ?? ''}`,
    imageUrl: background || undefined,
  }))

  if (!gate.ready) return <GatePage titleKey={titleOf('poster')} gate={gate} />

  const regenerate = async () => {
    if (busy) return
    setBusy('refresh')
    const result = await refreshPoster()
    setBusy(null)
    if (!result.ok) return
    setDrawn('drawing')
    setBackground(result.data)
    toast(result.msg || dt('poster_refreshed'), 'success')
  }

  const save = async () => {
    if (busy || drawn !== 'ok' || !canvas.current) return
    setBusy('save')
    const saved = await canvas.current.save()
    setBusy(null)
    toast(saved ? dt(process.env.TARO_ENV === 'h5' ? 'poster_downloaded' : 'poster_saved') : dt('poster_save_failed'))
  }

  return (
    <PageShell titleKey={titleOf('poster')}>
      <StatusView status={poster.status} message={poster.status === 'empty' ? dt('poster_empty') : poster.error} onRetry={poster.reload} />
      {poster.status === 'ready' && data ? (
        <View className='pk-page dist-poster'>
          <View className='pk-card'>
            <Text className='pk-card__title'>{dt('poster_section')}</Text>
            <PosterCanvas
              ref={canvas}
              poster={{ background, avatar: data.avatar, name: data.name, invite: dt('poster_invite'), scanHint: dt('poster_scan'), link: data.shareUrl }}
              onDrawn={(ok) => setDrawn(ok ? 'ok' : 'failed')}
            />
            <Text className='dist-poster__state' data-testid='dist-poster-state' data-state={drawn}>
              {drawn === 'drawing' ? dt('poster_drawing') : drawn === 'failed' ? dt('poster_draw_failed') : dt('poster_hint')}
            </Text>
            <View className='dist-actions'>
              <ActionButton kind='secondary' size='small' busy={busy === 'refresh'} onClick={() => void regenerate()} testId='dist-poster-refresh'>
                {dt('poster_refresh')}
              </ActionButton>
              <ActionButton size='small' busy={busy === 'save'} disabled={drawn !== 'ok'} onClick={() => void save()} testId='dist-poster-save'>
                {dt(process.env.TARO_ENV === 'h5' ? 'poster_download' : 'poster_save')}
              </ActionButton>
              {process.env.TARO_ENV === 'h5' ? (
                <ActionButton kind='plain' size='small' onClick={() => void copyText(data.shareUrl)}>
                  {dt('share')}
                </ActionButton>
              ) : (
                <Button className='dist-poster__share' openType='share'>
                  {dt('share')}
                </Button>
              )}
            </View>
          </View>

          <View className='pk-card dist-poster__qr'>
            <Text className='pk-card__title'>{dt('qr_section')}</Text>
            {data.qrImage ? (
              <Image
                className='dist-poster__qr-image'
                src={data.qrImage}
                mode='aspectFit'
                onClick={() => previewImages([data.qrImage])}
                {...imageAlt(dt('qr_section'))}
                {...pressable(() => previewImages([data.qrImage]), dt('qr_enlarge'))}
              />
            ) : (
              <QrCodeView text={data.shareUrl} size={200} />
            )}
          </View>

          <View className='pk-card'>
            <Text className='pk-card__title'>{dt('link_section')}</Text>
            <Text className='dist-poster__url' data-testid='dist-share-url'>
              {data.shareUrl}
            </Text>
            <View className='dist-actions'>
              <ActionButton size='small' onClick={() => void copyText(data.shareUrl)} testId='dist-copy-link'>
                {dt('copy_link')}
              </ActionButton>
            </View>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(DistributionPosterPage)
