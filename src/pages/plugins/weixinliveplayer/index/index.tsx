import { Image, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getLiveHome, LIVE_INDEX_PAGE, LIVE_SEARCH_PAGE, type LiveHome } from '@/api/plugins/weixinliveplayer'
import { Carousel } from '@/components/carousel/carousel'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openPage, openUrl } from '@/lib/navigate'
import { RoomCard } from '../components/room-card'
import '../components/live.scss'
import '@/i18n/locales/plugin-weixinliveplayer'
import { pressable } from '@/lib/a11y'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

const isEmpty = (home: LiveHome) => !home.rooms.length

/**
 * The live home (api-plugins-1 §8.1): the shop's banners and its latest rooms (on now first), with
 * "more" to all rooms; a room opens its detail.
 */
function LiveIndexPage() {
  const home = useRemote(getLiveHome, [], isEmpty)
  const data = home.data
  const title = data?.base.title || t('plugin-weixinliveplayer.title')
  useShareAppMessage(() => ({ title, path: LIVE_INDEX_PAGE }))
  const openSearch = () => void openPage(LIVE_SEARCH_PAGE)

  return (
    <PageShell titleKey='plugin-weixinliveplayer.title' title={data?.base.title || undefined}>
      <View className='live-page'>
        {data?.banners.length ? (
          <Carousel
            className='live-banners'
            testId='live-banners'
            items={data.banners}
            itemKey={(banner) => banner.image}
            dots
            render={(banner, index) => (
              <Image
                className='live-banners__image'
                src={banner.image}
                mode='aspectFill'
                onClick={() => openUrl(banner.url)}
                {...imageAlt(banner.name || t('plugin-weixinliveplayer.slide_n', { n: index + 1 }))}
                {...(banner.url ? pressable(() => openUrl(banner.url)) : {})}
              />
            )}
          />
        ) : null}
        <View className='live-section'>
          <Text className='live-section__title'>{t('plugin-weixinliveplayer.latest')}</Text>
          <Text className='live-section__more' onClick={openSearch} {...pressable(openSearch)} data-testid='live-more'>
            {t('plugin-weixinliveplayer.more')}
            <Icon name='chevron-right' size={24} />
          </Text>
        </View>
        {home.status === 'ready' && data ? (
          <View className='live-list'>
            {data.rooms.map((room) => (
              <RoomCard key={room.id} room={room} />
            ))}
          </View>
        ) : (
          <StatusView status={home.status} message={home.status === 'empty' ? t('plugin-weixinliveplayer.empty') : home.error} onRetry={home.reload} />
        )}
      </View>
    </PageShell>
  )
}

export default observer(LiveIndexPage)
