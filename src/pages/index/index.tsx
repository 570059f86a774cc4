import { Image, Swiper, SwiperItem, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useEffect } from 'react'
import { getHome } from '@/api/home'
import { GoodsList } from '@/components/goods-card/goods-card'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openEvent, openPage, openUrl } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './index.scss'

/** Home (tab): banners, icon navigation, goods floors and articles from index/index. */
function IndexPage() {
  const { cart, app } = useStores()
  const home = useRemote(getHome, [], (data) => !data.floors.length && !data.banners.length)

  useEffect(() => {
    if (home.data) cart.setCount(home.data.cartCount)
  }, [home.data, cart])

  const siteName = app.configValue<string>('home_site_name', '') || t('common.app_name')
  return (
    <PageShell tab title={siteName} grey={home.data?.mourning}>
      <View className='home-search' onClick={() => openPage('/pages/goods-search-start/goods-search-start')} data-testid='home-search'>
        <Text className='home-search__text'>{t('common.search_placeholder')}</Text>
      </View>
      <StatusView status={home.status} message={home.error} onRetry={home.reload} />
      {home.data ? (
        <View className='home'>
          {home.data.banners.length ? (
            <Swiper className='home-banner' autoplay circular indicatorDots indicatorActiveColor='#ffffff'>
              {home.data.banners.map((banner) => (
                <SwiperItem key={banner.id + banner.image}>
                  <Image className='home-banner__image' src={banner.image} mode='aspectFill' onClick={() => openEvent(banner.eventType, banner.eventValue)} />
                </SwiperItem>
              ))}
            </Swiper>
          ) : null}
          {home.data.navigation.length ? (
            <View className='home-nav'>
              {home.data.navigation.map((item) => (
                <View key={item.id} className='home-nav__item' onClick={() => openEvent(item.eventType, item.eventValue)}>
                  <Image className='home-nav__icon' src={item.image} mode='aspectFit' />
                  <Text className='home-nav__name'>{item.name}</Text>
                </View>
              ))}
            </View>
          ) : null}
          {home.data.floors.map((floor) => (
            <View key={floor.id} className='home-floor' data-testid='home-floor'>
              <View className='home-floor__head' onClick={() => openPage(`/pages/goods-search/goods-search?category_id=${floor.id}`)}>
                <Text className='home-floor__title'>{floor.name}</Text>
                <Text className='home-floor__vice'>{floor.viceName}</Text>
                <Text className='home-floor__more'>{t('common.more')}</Text>
              </View>
              <GoodsList goods={floor.goods} />
            </View>
          ))}
          {home.data.articles.length ? (
            <View className='home-articles'>
              {home.data.articles.map((article) => (
                <View key={article.id} className='home-articles__item' onClick={() => openUrl(article.url)}>
                  {article.categoryName ? <Text className='home-articles__tag'>{article.categoryName}</Text> : null}
                  <Text className='home-articles__title'>{article.title}</Text>
                </View>
              ))}
            </View>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(IndexPage)
