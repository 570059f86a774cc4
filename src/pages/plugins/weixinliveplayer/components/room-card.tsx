import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { liveDetailUrl, type LiveRoom } from '@/api/plugins/weixinliveplayer'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage } from '@/lib/navigate'
import './live.scss'
import '@/i18n/locales/plugin-weixinliveplayer'
import { pressable } from '@/lib/a11y'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

/** The room's state as the server names it, in the state's colour (a live room's dot pulses). */
export const LiveBadge = observer(function LiveBadge({ room }: { room: LiveRoom }) {
  return (
    <Text className={`live-badge live-badge--${room.state}`} data-testid='live-badge' data-state={room.state}>
      {room.state === 'live' ? <Text className='live-badge__dot' /> : null}
      {room.statusName}
    </Text>
  )
})

/** A room in a list: cover with its state, name, anchor and start time; a tap opens the room. */
export const RoomCard = observer(function RoomCard({ room }: { room: LiveRoom }) {
  const open = () => void openPage(liveDetailUrl(room.id))
  return (
    <View className={`live-card ${room.state === 'expired' ? 'live-card--expired' : ''}`} onClick={open} {...pressable(open)} data-testid='live-room'>
      <View className='live-card__media'>
        {room.image ? (
          <Image className='live-card__image' src={room.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
        ) : (
          <View className='live-card__image live-card__image--none'>
            <Icon name='circle-play' size={64} />
          </View>
        )}
        <LiveBadge room={room} />
      </View>
      <View className='live-card__side'>
        <Text className='live-card__name'>{room.name}</Text>
        {room.anchor ? <Text className='live-card__anchor'>{t('plugin-weixinliveplayer.anchor', { name: room.anchor })}</Text> : null}
        <Text className='live-card__time'>{t('plugin-weixinliveplayer.start_at', { time: room.startTime })}</Text>
      </View>
    </View>
  )
})
