import { Image, Text, View } from '@tarojs/components'
import { Carousel } from '@/components/carousel/carousel'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import { getHome, takeEarlyHome, type EventItem, type HomeData } from '@/api/home'
import { GoodsList } from '@/components/goods-card/goods-card'
import { PageShell } from '@/components/page-shell/page-shell'
import { SearchBar } from '@/components/search-bar/search-bar'
import { StatusView } from '@/components/status-view/status-view'
import { usePaintedOnce } from '@/hooks/use-painted-once'
import { useProgressiveCount } from '@/hooks/use-progressive-count'
import { FIRST_SCREEN_IMAGE, LAZY_IMAGE } from '@/lib/image-loading'
import { prefetchGoodsDetailWhenIdle } from '@/lib/prefetch-pages'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openEvent, openPage, openUrl } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { THEMES } from '@/theme/themes'
import { HOME_BLOCKS, HOME_BLOCKS_AFTER_FLOORS } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import '@/slots/fills/home'
import './index.scss'
import '@/i18n/locales/goods'

const ICONS_PER_PAGE = 10
// Nothing waits for the blocks after the floors.
const ignoreSettled = () => undefined

function chunk<T>(items: T[], size: number): T[][] {
  const pages: T[][] = []
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size))
  return pages
}

/** Icon navigation: ten per swiper page, five per row (api-core 2.8 icon-nav). */
const IconNav = observer(function IconNav({ items }: { items: EventItem[] }) {
  const pages = chunk(items, ICONS_PER_PAGE)
  const content = (page: EventItem[]) => (
    <View className='home-nav__page'>
      {page.map((item) => (
        <View key={item.id} className='home-nav__item' onClick={() => openEvent(item.eventType, item.eventValue)} data-testid='home-nav-item'>
          <View className='home-nav__icon-box' style={item.bgColor ? { background: item.bgColor } : undefined}>
            <Image className='home-nav__icon' src={item.image} mode='aspectFit' />
          </View>
          <Text className='home-nav__name'>{item.name}</Text>
        </View>
      ))}
    </View>
  )
  if (pages.length === 1) return <View className='home-nav'>{content(pages[0])}</View>
  return <Carousel className='home-nav home-nav--paged' items={pages} itemKey={(_, index) => String(index)} render={content} interval={0} dots />
})

/** Header: site name or logo, shortcut icons, search box, over a colour that follows the banner. */
const HomeHeader = observer(function HomeHeader({ data, color }: { data: HomeData | null; color: string }) {
  const { app } = useStores()
  const logo = app.settings.logoWap || app.settings.logoApp
  const siteName = app.settings.siteName || t('common.app_name')
  const searchOn = app.settings.searchEnabled
  return (
    <View className='home-header' style={{ background: `linear-gradient(180deg, ${color} 0%, ${color} 55%, rgba(245,245,245,0) 100%)` }}>
      <View className='home-header__row'>
        {logo ? <Image className='home-header__logo' src={logo} mode='heightFix' /> : <Text className='home-header__name'>{siteName}</Text>}
        <View className='home-header__icons'>
          {(data?.rightIcons ?? []).map((icon) => (
            <View key={icon.url || icon.name} className='home-header__icon' onClick={() => openUrl(icon.url)}>
              <Text className='home-header__icon-label'>{icon.name}</Text>
              {icon.badge > 0 ? <Text className='home-header__badge'>{icon.badge > 99 ? '99+' : icon.badge}</Text> : null}
            </View>
          ))}
        </View>
      </View>
      {searchOn ? (
        <View className='home-header__search' data-testid='home-search'>
          <SearchBar readOnly variant='glass' />
        </View>
      ) : null}
    </View>
  )
})

/** Home (tab): server-driven banners, icons, notice, articles, ads and goods floors (api-core 3.1). */
function IndexPage() {
  const { cart, app } = useStores()
  const home = useRemote(
    () => takeEarlyHome() ?? getHome(),
    [],
    (data) => !data.floors.length && !data.banners.length && !data.navigation.length && !data.isDiy,
  )
  const [bannerIndex, setBannerIndex] = useState(0)
  // Header, banner and icons paint first; the notice, articles, ads and goods floors follow a frame later.
  const showBelowFold = usePaintedOnce(Boolean(home.data))
  // What follows the plugin blocks (the flash-sale strip) waits until each knows whether it shows, so
  // they do not push the floors down after they have painted (layout shift).
  const [settledBlocks, setSettledBlocks] = useState<ReadonlySet<string>>(() => new Set())
  const onBlockSettled = useCallback((plugin: string) => setSettledBlocks((s) => (s.has(plugin) ? s : new Set(s).add(plugin))), [])
  const showFloors = showBelowFold && HOME_BLOCKS.embeds.every((embed) => settledBlocks.has(embed.plugin))
  // Goods floors are built one per frame: many short tasks instead of one long one.
  const floorCount = useProgressiveCount(home.data?.floors.length ?? 0, showFloors)

  // Goods detail is the next page most shoppers open: fetch its code once home has painted and is idle.
  useEffect(() => {
    if (showBelowFold) prefetchGoodsDetailWhenIdle()
  }, [showBelowFold])

  useEffect(() => {
    if (home.data) cart.setCount(home.data.cartCount)
  }, [home.data, cart])

  const data = home.data
  const themeColor = THEMES[app.theme]?.main ?? '#ff0036'
  const headerColor = data?.banners[bannerIndex]?.bgColor || themeColor
  const notice = app.settings.shopNotice
  const siteName = app.settings.siteName || t('common.app_name')

  return (
    <PageShell tab title={siteName} grey={data?.mourning}>
      <HomeHeader data={data} color={headerColor} />
      {!data ? <StatusView status={home.status === 'ready' ? 'loading' : home.status} message={home.error} onRetry={home.reload} /> : null}
      {data && home.status === 'empty' ? <StatusView status='empty' message={home.error} /> : null}
      {data ? (
        <View className='home'>
          {data.isDiy ? <StatusView status='empty' message={t('goods.home_diy_unsupported')} /> : null}
          {data.banners.length ? (
            <Carousel
              className='home-banner'
              testId='home-banner'
              items={data.banners}
              itemKey={(banner) => banner.id + banner.image}
              dots
              onChange={setBannerIndex}
              render={(banner, index) => (
                <Image
                  className='home-banner__image'
                  src={banner.image}
                  mode='aspectFill'
                  {...(index === 0 ? FIRST_SCREEN_IMAGE : LAZY_IMAGE)}
                  onClick={() => openEvent(banner.eventType, banner.eventValue)}
                />
              )}
            />
          ) : null}
          {data.navigation.length ? <IconNav items={data.navigation} /> : null}
          {showBelowFold ? (
            <Slot slot={HOME_BLOCKS} order={data.pluginOrder} props={{ refreshKey: data, pluginData: data.pluginData, onSettled: onBlockSettled }} />
          ) : null}
          {showFloors && notice ? (
            <View className='home-notice' data-testid='home-notice'>
              <Text className='home-notice__tag'>{t('goods.home_notice')}</Text>
              <Text className='home-notice__text'>{notice}</Text>
            </View>
          ) : null}
          {showFloors && data.articles.length ? (
            <View className='home-articles' data-testid='home-articles'>
              <Text className='home-articles__label' onClick={() => openPage('/pages/article-category/article-category')}>
                {t('goods.home_articles')}
              </Text>
              <Carousel
                className='home-articles__swiper'
                vertical
                interval={3500}
                items={data.articles}
                itemKey={(article) => article.id}
                render={(article) => (
                  <View className='home-articles__item'>
                    {article.categoryName ? (
                      <Text className='home-articles__tag' onClick={() => openUrl(article.categoryUrl)}>
                        {article.categoryName}
                      </Text>
                    ) : null}
                    <Text
                      className='home-articles__title'
                      style={article.titleColor ? { color: article.titleColor } : undefined}
                      onClick={() => openUrl(article.url)}
                    >
                      {article.title}
                    </Text>
                  </View>
                )}
              />
            </View>
          ) : null}
          {(showFloors ? data.middleAds : []).map((ad) => (
            <Image key={ad.image} className='home-ad' src={ad.image} mode='widthFix' {...LAZY_IMAGE} onClick={() => openUrl(ad.url)} />
          ))}
          {data.floors.slice(0, floorCount).map((floor) =>
            floor.goods.length ? (
              <View key={floor.id} className='home-floor' data-testid='home-floor'>
                <View className='home-floor__head' onClick={() => openPage(`/pages/goods-search/goods-search?category_id=${floor.id}`)}>
                  <View className='home-floor__bar' style={floor.bgColor ? { background: floor.bgColor } : undefined} />
                  <Text className='home-floor__title'>{floor.name}</Text>
                  <Text className='home-floor__vice'>{floor.viceName || floor.describe}</Text>
                  <Text className='home-floor__more'>{t('goods.home_floor_more')} ›</Text>
                </View>
                <GoodsList goods={floor.goods} />
              </View>
            ) : null,
          )}
          {showFloors && floorCount === data.floors.length ? (
            <>
              <Slot
                slot={HOME_BLOCKS_AFTER_FLOORS}
                order={data.pluginOrder}
                props={{ refreshKey: data, pluginData: data.pluginData, onSettled: ignoreSettled }}
              />
              <View className='list-end'>{t('common.no_more')}</View>
            </>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(IndexPage)
