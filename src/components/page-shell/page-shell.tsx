import { View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, type ReactNode } from 'react'
import { t } from '@/i18n'
import { publishPageShare } from '@/hooks/use-share'
import { setPageTitle } from '@/lib/page-title'
import { useStores } from '@/stores/root-store'
import { themeStyle } from '@/theme/themes'
import { setActiveTab } from '../tab-bar/active-tab'
import { syncNativeTabBar } from '../tab-bar/native-tab-bar'
import { currentRoute, TabBar } from '../tab-bar/tab-bar'
import { OfflineNotice } from '../offline-notice/offline-notice'
import { NavBar } from '../nav-bar/nav-bar'
import './page-shell.scss'

interface Props {
  children: ReactNode
  /** i18n key of the navigation-bar title (pages.<route name>). */
  titleKey?: string
  /** Overrides the translated title (e.g. a goods name). */
  title?: string
  /** Tab pages show the custom tab bar and have no top offset. */
  tab?: boolean
  /** Pages drawing their own navigation bar have no top offset either. */
  customNav?: boolean
  /** Grey regardless of the mourning window (home's plugins_mourning_data). */
  grey?: boolean
  className?: string
}

/**
 * The root of every page: theme colours as CSS variables, mourning grey, the page width limit,
 * the navigation-bar title and, on the web build, the title bar of inner pages and the tab bar of tab pages.
 */
export const PageShell = observer(function PageShell({ children, titleKey, title, tab, customNav, grey, className }: Props) {
  const { app, cart } = useStores()
  const heading = title ?? (titleKey ? t(titleKey) : '')

  useDidShow(() => {
    // Coming back to a page: H5's router has put the page config's static title back in the bar.
    if (heading) setPageTitle(heading)
    void publishPageShare(heading)
    if (!tab) return
    // The bar follows the page on screen (also after "back"); the native bar where one is shown.
    setActiveTab(currentRoute())
    if (APP_NATIVE_TAB_BAR) syncNativeTabBar(cart)
  })

  useEffect(() => {
    if (heading) setPageTitle(heading)
    void publishPageShare(heading)
  }, [heading])

  // Mini-programs draw their own title bar; the web build draws ours on every inner page.
  const webNav = process.env.TARO_ENV === 'h5' && !tab && !customNav
  const classes = [
    'page-shell',
    `theme-${app.theme}`,
    tab || customNav ? 'page-shell--no-offset' : 'page-shell--offset',
    webNav ? 'page-shell--nav' : '',
    app.mourning || grey ? 'grayscale' : '',
    className ?? '',
  ]
  return (
    <View className={classes.filter(Boolean).join(' ')} style={themeStyle(app.theme)} data-theme={app.theme}>
      {process.env.TARO_ENV === 'h5' ? <OfflineNotice /> : null}
      {webNav ? <NavBar title={heading} /> : null}
      <View className='page-shell__body'>{children}</View>
      {/* Mini-programs draw the bar outside the page: src/custom-tab-bar, or the native bar. */}
      {tab && process.env.TARO_ENV === 'h5' ? (
        <>
          <View className='tab-bar-spacer' />
          <TabBar />
        </>
      ) : null}
    </View>
  )
})
