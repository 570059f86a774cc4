import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { EventItem, HomeData, HomeIcon } from '@/api/home'
import { withLabels } from '@/api/plugins/label'
import { Carousel } from '@/components/carousel/carousel'
import { GoodsList } from '@/components/goods-card/goods-card'
import { Icon } from '@/components/icon/icon'
import type { IconName } from '@/components/icon/icon-names'
import { SearchBox } from '@/components/search-bar/search-box'
import { useFillsLoaded } from '@/hooks/use-fills-loaded'
import { usePaintedOnce } from '@/hooks/use-painted-once'
import { useProgressiveCount } from '@/hooks/use-progressive-count'
import { useUserLocation } from '@/hooks/use-user-location'
import { t } from '@/i18n'
import { FIRST_SCREEN_IMAGE, LAZY_IMAGE } from '@/lib/image-loading'
import { openEvent, openPage, openUrl } from '@/lib/navigate'
import { prefetchGoodsDetailWhenIdle } from '@/lib/prefetch-pages'
import { loadHomeFills } from './home-fills'
import { pressable, imageAlt } from '@/lib/a11y'
import { HOME_BLOCKS, HOME_BLOCKS_AFTER_FLOORS } from '@/slots/slots'
import { Slot } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { THEMES } from '@/theme/themes'
import '@/i18n/locales/goods'

const ICONS_PER_PAGE = 10
/** App flag is_home_location_choice (api-plugins-2 0.6): the header offers the location picker instead of the logo. */
const HOME_LOCATION_CHOICE = true
/** right_icon_list icon names drawn from the shop's icon set; another name shows its text. */
const RIGHT_ICONS: Record<string, IconName> = { 'icon-star': 'star', 'icon-message': 'message-circle' }
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
  // The icons are asked for once the first screen has painted: the banner (the largest picture) has the
  // phone's connections to itself until then. Each box keeps its size, so nothing moves when they come.
  const showIcons = usePaintedOnce(true)
  const content = (page: EventItem[]) => (
    <View className='home-nav__page'>
      {page.map((item) => (
        <View
          key={item.id}
          className='home-nav__item'
          onClick={() => openEvent(item.eventType, item.eventValue)}
          {...pressable(() => openEvent(item.eventType, item.eventValue))}
          data-testid='home-nav-item'
        >
          <View className='home-nav__icon-box' style={item.bgColor ? { background: item.bgColor } : undefined}>
            {showIcons ? <Image className='home-nav__icon' src={item.image} mode='aspectFit' {...imageAlt('', LAZY_IMAGE)} /> : null}
          </View>
          <Text className='home-nav__name'>{item.name}</Text>
        </View>
      ))}
    </View>
  )
  if (pages.length === 1) return <View className='home-nav'>{content(pages[0])}</View>
  return <Carousel className='home-nav home-nav--paged' items={pages} itemKey={(_, index) => String(index)} render={content} interval={0} dots />
})

function RightIcon({ icon }: { icon: HomeIcon }) {
  return (
    <View className='home-header__icon' onClick={() => openUrl(icon.url)} {...pressable(() => openUrl(icon.url))} data-testid='home-right-icon'>
      {RIGHT_ICONS[icon.icon] ? (
        <Icon name={RIGHT_ICONS[icon.icon]} size={36} label={icon.name} className='home-header__svg' />
      ) : (
        <Text className='home-header__icon-label'>{icon.name}</Text>
      )}
      {icon.badge > 0 ? (
        <Text className='home-header__badge' data-testid='home-right-badge'>
          {icon.badge > 99 ? '99+' : icon.badge}
        </Text>
      ) : null}
    </View>
  )
}

/** Header: the location picker (or the logo / site name), shortcut icons with badges, the search box, over a colour that follows the banner. */
const HomeHeader = observer(function HomeHeader({ data, color, onLocationChanged }: { data: HomeData | null; color: string; onLocationChanged: () => void }) {
  const { app } = useStores()
  const location = useUserLocation(onLocationChanged)
  const logo = app.settings.logoWap || app.settings.logoApp
  const siteName = app.settings.siteName || t('common.app_name')
  return (
    <View className='home-header' style={{ background: `linear-gradient(180deg, ${color} 0%, ${color} 55%, rgba(245,245,245,0) 100%)` }}>
      <View className='home-header__row'>
        {HOME_LOCATION_CHOICE ? (
          <View className='home-header__location' onClick={location.choose} {...pressable(location.choose)} data-testid='home-location'>
            <View className='home-header__pin' />
            <Text className='home-header__place'>{location.label || t('goods.home_choose_location')}</Text>
          </View>
        ) : logo ? (
          <Image className='home-header__logo' src={logo} mode='heightFix' {...imageAlt('')} />
        ) : (
          <Text className='home-header__name'>{siteName}</Text>
        )}
        <View className='home-header__icons'>
          {(data?.rightIcons ?? []).map((icon) => (
            <RightIcon key={icon.url || icon.name} icon={icon} />
          ))}
        </View>
      </View>
      {app.settings.searchEnabled ? (
        <View className='home-header__search' data-testid='home-search'>
          <SearchBox variant='glass' />
        </View>
      ) : null}
    </View>
  )
})

interface Props {
  data: HomeData
  /** The header's location picker chose a new place: load the home again. */
  onReload: () => void
  /** data_mode 2: the drag layout, drawn where the goods floors go. */
  layout?: ReactNode
}

/** How long after the first paint the blocks wait at most for the banner's first picture. */
const BANNER_FIRST_MS = 2000

/** The classic home (api-core 3.1): banners, icons, plugin blocks in the shop's order, notice, articles, then the floors (or the layout). */
export const ClassicHome = observer(function ClassicHome({ data, onReload, layout }: Props) {
  const { app } = useStores()
  const [bannerIndex, setBannerIndex] = useState(0)
  // Header, banner and icons paint first; the blocks, notice, articles and goods floors follow a frame later.
  const showBelowFold = usePaintedOnce(true)
  // The plugin blocks' code is asked for once the banner's first picture (the largest of the first
  // screen) has painted, so it has the network to itself; they are drawn as a transition once it is in.
  const [bannerSettled, setBannerSettled] = useState(data.banners.length === 0)
  const settleBanner = useCallback(() => setBannerSettled(true), [])
  // A picture that neither loads nor fails (a stalled server) holds the blocks back for so long at most.
  useEffect(() => {
    if (!showBelowFold || bannerSettled) return undefined
    const timer = setTimeout(settleBanner, BANNER_FIRST_MS)
    return () => clearTimeout(timer)
  }, [showBelowFold, bannerSettled, settleBanner])
  const showBlocks = useFillsLoaded(usePaintedOnce(showBelowFold && bannerSettled), loadHomeFills)
  // What follows the plugin blocks waits until each knows whether it shows, so nothing jumps (layout shift).
  const [settledBlocks, setSettledBlocks] = useState<ReadonlySet<string>>(() => new Set())
  const onBlockSettled = useCallback((plugin: string) => setSettledBlocks((s) => (s.has(plugin) ? s : new Set(s).add(plugin))), [])
  const showFloors = showBlocks && HOME_BLOCKS.embeds.every((embed) => settledBlocks.has(embed.plugin))
  // Goods floors are built one per frame: many short tasks instead of one long one.
  const floorCount = useProgressiveCount(data.floors.length, showFloors)
  // The label plugin's chips on the floors' goods (its parser loads with the floors, not with every home).
  const floors = useMemo(() => data.floors.map((floor) => ({ ...floor, goods: withLabels(floor.goods, data.labelData) })), [data])

  // Goods detail is the next page most shoppers open: fetch its code once home has painted and is idle.
  useEffect(() => {
    if (showBelowFold) prefetchGoodsDetailWhenIdle()
  }, [showBelowFold])

  const themeColor = THEMES[app.theme]?.main ?? '#ff0036'
  const headerColor = data.banners[bannerIndex]?.bgColor || themeColor
  const notice = app.settings.shopNotice
  const blockProps = { refreshKey: data, pluginData: data.pluginData }

  return (
    <>
      <HomeHeader data={data} color={headerColor} onLocationChanged={onReload} />
      <View className='home'>
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
                onClick={() => openEvent(banner.eventType, banner.eventValue)}
                onLoad={index === 0 ? settleBanner : undefined}
                onError={index === 0 ? settleBanner : undefined}
                {...pressable(() => openEvent(banner.eventType, banner.eventValue))}
                {...imageAlt(banner.name || t('common.banner_n', { n: index + 1 }), index === 0 ? FIRST_SCREEN_IMAGE : LAZY_IMAGE)}
              />
            )}
          />
        ) : null}
        {data.navigation.length ? <IconNav items={data.navigation} /> : null}
        {showBelowFold && notice ? (
          <View className='home-notice' data-testid='home-notice'>
            <Text className='home-notice__tag'>{t('goods.home_notice')}</Text>
            <Text className='home-notice__text'>{notice}</Text>
          </View>
        ) : null}
        {showBelowFold && data.articles.length ? (
          <View className='home-articles' data-testid='home-articles'>
            <Text
              className='home-articles__label'
              onClick={() => openPage('/pages/article-category/article-category')}
              {...pressable(() => openPage('/pages/article-category/article-category'))}
            >
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
                    <Text className='home-articles__tag' onClick={() => openUrl(article.categoryUrl)} {...pressable(() => openUrl(article.categoryUrl))}>
                      {article.categoryName}
                    </Text>
                  ) : null}
                  <Text
                    className='home-articles__title'
                    style={article.titleColor ? { color: article.titleColor } : undefined}
                    onClick={() => openUrl(article.url)}
                    {...pressable(() => openUrl(article.url))}
                  >
                    {article.title}
                  </Text>
                </View>
              )}
            />
          </View>
        ) : null}
        {showBlocks ? <Slot slot={HOME_BLOCKS} order={data.pluginOrder} props={{ ...blockProps, onSettled: onBlockSettled }} /> : null}
        {showFloors ? layout : null}
        {floors.slice(0, floorCount).map((floor) =>
          floor.goods.length ? (
            <View key={floor.id} className='home-floor' data-testid='home-floor'>
              <View
                className='home-floor__head'
                onClick={() => openPage(`/pages/goods-search/goods-search?category_id=${floor.id}`)}
                {...pressable(() => openPage(`/pages/goods-search/goods-search?category_id=${floor.id}`))}
              >
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
            <Slot slot={HOME_BLOCKS_AFTER_FLOORS} order={data.pluginOrder} props={{ ...blockProps, onSettled: ignoreSettled }} />
            <View className='list-end'>{t('common.no_more')}</View>
          </>
        ) : null}
      </View>
    </>
  )
})
