import { Image, Text, View } from '@tarojs/components'
import Taro, { usePageScroll } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { DiyHeader, DiyIcon } from '@/api/diy'
import { useUserLocation } from '@/hooks/use-user-location'
import { t } from '@/i18n'
import { heading, imageAlt } from '@/lib/a11y'
import { goBack, openUrl } from '@/lib/navigate'
import { NavBackButton } from '../../nav-bar/nav-bar'
import { badgeText, dp, fontDp, fillStyle } from '../box-style'
import { DiySearchBox } from './search-box'
import '@/i18n/locales/diy'

/** One header line in design px; immersive pages keep this much clear above the first module. */
export const HEADER_LINE = 44
/** How far the page scrolls before an up-slide header is fully drawn. */
const UP_SLIDE_DISTANCE = 120

/** Mini-programs draw this header in place of their own bar: it starts under the status bar (0 on the web). */
function miniStatusBarHeight(): number {
  try {
    return Taro.getSystemInfoSync().statusBarHeight ?? 0
  } catch {
    return 0
  }
}

export const statusBarHeight = (): number => (process.env.TARO_ENV === 'h5' ? 0 : miniStatusBarHeight())

/** Design px the header takes (status bar, first line, second line): what an immersive page keeps clear. */
export function headerHeight(header: DiyHeader): number {
  return HEADER_LINE * (header.aloneRow.length ? 2 : 1) + (header.aloneRow.length ? header.aloneRowSpace : 0)
}

function Icons({ icons, header }: { icons: DiyIcon[]; header: DiyHeader }) {
  return (
    <View className='diy-header__icons'>
      {icons.map((icon, i) => (
        <View key={`${i}-${icon.link}`} className='diy-header__icon' onClick={icon.link ? () => openUrl(icon.link) : undefined} data-testid='diy-header-icon'>
          <Image style={{ width: dp(header.iconSize), height: dp(header.iconSize) }} src={icon.image} mode='aspectFit' {...imageAlt('')} />
          {badgeText(icon.badge) ? (
            <Text className='diy-header__badge' data-testid='diy-header-badge'>
              {badgeText(icon.badge)}
            </Text>
          ) : null}
        </View>
      ))}
    </View>
  )
}

interface Props {
  header: DiyHeader
  /** Tab pages have no back button (and no page bottom navigation). */
  tabPage: boolean
  /** The shopper chose another location: the page reloads. */
  onLocationChanged: () => void
}

/**
 * The page builder's header (api-plugins-2 2.3/2.4): five themes (title; logo+title; logo+title+search;
 * location; location+search), shortcut icons with badges, an optional second line for the search box or
 * the icons, a back button on pages that are not tabs, immersive (over the content) and up-slide (a fixed
 * header whose background comes in as the page scrolls).
 */
export function DiyHeaderView({ header, tabPage, onLocationChanged }: Props) {
  const location = useUserLocation(onLocationChanged)
  const [scrolled, setScrolled] = useState(0)
  usePageScroll(({ scrollTop }) => {
    if (header.upSlide) setScrolled(Math.min(1, scrollTop / UP_SLIDE_DISTANCE))
  })
  useEffect(() => {
    // Light status-bar text on mini-programs (function_buttons_type 1); the web has no status bar.
    if (process.env.TARO_ENV !== 'h5') {
      if (header.lightText) void Taro.setNavigationBarColor({ frontColor: '#ffffff', backgroundColor: '#000000' }).catch(() => undefined)
    }
  }, [header.lightText])

  const theme = header.theme
  const withLogo = theme === '2' || theme === '3'
  const withLocation = theme === '4' || theme === '5'
  const withSearch = theme === '3' || theme === '5'
  const searchAlone = withSearch && header.aloneRow.includes('search')
  const iconsAlone = header.aloneRow.includes('icon')
  // The web has no platform bar: an inner page's header always offers back (or home on a deep link). The
  // page builder's switch decides on mini-programs, where the platform adds its own home button.
  const webBack = process.env.TARO_ENV === 'h5' && !tabPage
  const back = !webBack && !tabPage && header.showBack
  const open = header.link ? () => openUrl(header.link) : undefined
  const floating = header.immersive || Boolean(header.upSlide)
  // A header with no colours of its own is white, or the content would show through it as it scrolls.
  const ownFill = fillStyle(header.fill)
  const background = header.upSlide
    ? { ...fillStyle(header.upSlide.fill), opacity: String(scrolled) }
    : header.immersive
      ? {}
      : Object.keys(ownFill).length
        ? ownFill
        : { backgroundColor: '#ffffff' }

  const title = (
    <View
      className={`diy-header__title ${header.titleCentered && !withSearch ? 'diy-header__title--center' : ''}`}
      onClick={open}
      {...(tabPage ? {} : { ...heading(1), 'aria-label': header.title || t('diy.title') })}
    >
      {withLogo && (header.upSlide?.logo && scrolled > 0.5 ? header.upSlide.logo : header.logo) ? (
        <Image
          className='diy-header__logo'
          src={header.upSlide?.logo && scrolled > 0.5 ? header.upSlide.logo : header.logo}
          mode='heightFix'
          aria-hidden='true'
          {...imageAlt('')}
        />
      ) : null}
      {theme !== '3' || !header.logo ? (
        <Text className='diy-header__text' style={{ color: header.titleColor, fontSize: fontDp(header.titleSize) }} data-testid='diy-header-title'>
          {header.title}
        </Text>
      ) : null}
    </View>
  )
  const locationChip = (
    <View className='diy-header__location' onClick={location.choose} data-testid='diy-header-location'>
      <View className='diy-header__pin' style={{ borderColor: header.titleColor }} />
      <Text className='diy-header__place' style={{ color: header.titleColor }}>
        {location.label || header.locationHint || t('diy.choose_location')}
      </Text>
    </View>
  )
  return (
    <View
      className={`diy-header ${floating ? 'diy-header--floating' : ''} ${header.upSlide ? 'diy-header--fixed' : ''}`}
      data-testid='diy-header'
      {...(tabPage ? {} : { 'data-title-bar': 'true' })}
    >
      <View className='diy-header__background' style={background} />
      <View className='diy-header__content' style={{ paddingTop: `${statusBarHeight()}px` }}>
        <View className='diy-header__line' style={{ height: dp(HEADER_LINE) }}>
          {webBack ? <NavBackButton className='diy-header__nav' color={header.backColor || header.titleColor || undefined} /> : null}
          {back ? (
            <Text className='diy-header__back' style={{ color: header.backColor }} onClick={() => goBack()} data-testid='diy-back'>
              ‹
            </Text>
          ) : null}
          {withLocation ? locationChip : title}
          {withSearch && !searchAlone ? (
            <View className='diy-header__search'>
              <DiySearchBox search={header.search} testId='diy-header-search' />
            </View>
          ) : null}
          {!iconsAlone && header.icons.length ? <Icons icons={header.icons} header={header} /> : null}
        </View>
        {searchAlone || (iconsAlone && header.icons.length) ? (
          <View className='diy-header__line diy-header__line--second' style={{ height: dp(HEADER_LINE), marginTop: dp(header.aloneRowSpace) }}>
            {searchAlone ? (
              <View className='diy-header__search'>
                <DiySearchBox search={header.search} testId='diy-header-search' />
              </View>
            ) : null}
            {iconsAlone ? <Icons icons={header.icons} header={header} /> : null}
          </View>
        ) : null}
      </View>
    </View>
  )
}
