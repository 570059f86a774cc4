import { View } from '@tarojs/components'
import Taro, { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, type ReactNode } from 'react'
import { t } from '@/i18n'
import { useStores } from '@/stores/root-store'
import { themeStyle } from '@/theme/themes'
import { OfflineNotice } from '../offline-notice/offline-notice'
import { TabBar } from '../tab-bar/tab-bar'
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
 * the navigation-bar title and, on tab pages, the custom tab bar.
 */
export const PageShell = observer(function PageShell({ children, titleKey, title, tab, customNav, grey, className }: Props) {
  const { app } = useStores()
  const heading = title ?? (titleKey ? t(titleKey) : '')

  useDidShow(() => {
    // The native tab bar is configured for routing but never shown (spec 2).
    if (tab && process.env.TARO_ENV !== 'h5') void Taro.hideTabBar({ animation: false }).catch(() => undefined)
  })

  useEffect(() => {
    if (heading) void Taro.setNavigationBarTitle({ title: heading }).catch(() => undefined)
  }, [heading])

  const classes = ['page-shell', `theme-${app.theme}`, tab || customNav ? 'page-shell--no-offset' : 'page-shell--offset', app.mourning || grey ? 'grayscale' : '', className ?? '']
  return (
    <View className={classes.filter(Boolean).join(' ')} style={themeStyle(app.theme)} data-theme={app.theme}>
      {process.env.TARO_ENV === 'h5' ? <OfflineNotice /> : null}
      <View className='page-shell__body'>{children}</View>
      {tab ? (
        <>
          <View className='tab-bar-spacer' />
          <TabBar />
        </>
      ) : null}
    </View>
  )
})
