import { Image, Text, View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getLivePoster, getLiveRoom, liveDetailUrl, LIVE_DETAIL_PAGE, type LiveRoom } from '@/api/plugins/weixinliveplayer'
import { ActionButton } from '@/components/action-button/action-button'
import { previewImages } from '@/components/image-viewer/image-preview'
import { PageShell } from '@/components/page-shell/page-shell'
import { VideoPlayer } from '@/components/video-player/video-player'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { toast } from '@/lib/navigate'
import { buildShare, friendShare } from '@/lib/share'
import { useStores } from '@/stores/root-store'
import { DetailRows } from '../../kit/detail-rows'
import { RecordStatus, routeId } from '../../kit/record-status'
import { ShareButton } from '../../kit/share-button'
import { enterLiveRoom, notPlayableReason } from '../components/enter-live'
import { LiveBadge } from '../components/room-card'
import '../../kit/kit.scss'
import '../components/live.scss'
import '@/i18n/locales/plugin-weixinliveplayer'
import { imageAlt } from '../../kit/image-alt'

function shareOf(room: LiveRoom, appTitle: string) {
  return buildShare(
    { title: room.shareTitle, desc: room.shareDesc, path: LIVE_DETAIL_PAGE, query: liveDetailUrl(room.id).split('?')[1], img: room.image },
    { appTitle, homePage: '/pages/index/index', useImage: 1 },
  )
}

/**
 * A live room (api-plugins-1 §8.3): cover, state (not started, live, paused, ended, expired), start and
 * end time; share, poster and "enter": the live room while it is on, the recording once it has ended.
 */
function LiveDetailPage() {
  const { app } = useStores()
  const id = routeId(useRouter().params.id)
  const detail = useRemote(
    whenLinked(id, () => getLiveRoom(id)),
    [id],
  )
  const room = detail.data
  const [replaying, setReplaying] = useState(false)
  const [posterBusy, setPosterBusy] = useState(false)
  const appTitle = app.settings.siteName || t('common.app_name')
  useShareAppMessage(() => (room ? friendShare(shareOf(room, appTitle)) : {}))

  const poster = async () => {
    if (!room || posterBusy) return
    setPosterBusy(true)
    const result = await getLivePoster(room.id)
    setPosterBusy(false)
    if (result.ok && result.data) previewImages([result.data], result.data)
    else if (result.ok) toast(t('plugin-weixinliveplayer.poster_missing'))
  }

  const enter = () => {
    if (!room) return
    const reason = notPlayableReason(room)
    if (reason) toast(reason)
    else if (room.state === 'ended') setReplaying(true)
    else enterLiveRoom(room)
  }

  return (
    <PageShell titleKey='plugin-weixinliveplayer.title_detail' title={room?.name || undefined}>
      <RecordStatus remote={detail} notFound={t('plugin-weixinliveplayer.not_found')} />
      {detail.status === 'ready' && room ? (
        <View className='live-page live-detail' data-testid='live-detail' data-state={room.state}>
          <View className='live-detail__media'>
            {replaying && room.replayUrl ? (
              <VideoPlayer className='live-detail__video' src={room.replayUrl} poster={room.image} />
            ) : (
              <>
                {room.image ? (
                  <Image
                    className='live-detail__cover'
                    src={room.image}
                    mode='aspectFill'
                    {...imageAlt(t('plugin-weixinliveplayer.cover_of', { name: room.name }))}
                  />
                ) : null}
                <LiveBadge room={room} />
              </>
            )}
          </View>
          <View className='pk-card live-detail__card'>
            <Text className='live-detail__name' data-testid='live-name'>
              {room.name}
            </Text>
            <DetailRows
              rows={[
                [t('plugin-weixinliveplayer.status'), room.statusName],
                [t('plugin-weixinliveplayer.anchor_label'), room.anchor],
                [t('plugin-weixinliveplayer.start_time'), room.startTime],
                [t('plugin-weixinliveplayer.end_time'), room.endTime],
              ]}
            />
            {room.state === 'paused' ? <Text className='live-detail__note'>{t('plugin-weixinliveplayer.paused_note')}</Text> : null}
          </View>
          <View className='live-detail__bar'>
            <ShareButton payload={shareOf(room, appTitle)} testId='live-share' />
            <ActionButton kind='plain' size='small' busy={posterBusy} onClick={() => void poster()} testId='live-poster'>
              {t('plugin-weixinliveplayer.poster')}
            </ActionButton>
            <ActionButton size='small' disabled={Boolean(notPlayableReason(room)) || replaying} onClick={enter} testId='live-enter'>
              {room.state === 'ended' ? t('plugin-weixinliveplayer.watch_replay') : t('plugin-weixinliveplayer.enter')}
            </ActionButton>
          </View>
          {notPlayableReason(room) ? (
            <Text className='live-detail__why' data-testid='live-why'>
              {notPlayableReason(room)}
            </Text>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(LiveDetailPage)
