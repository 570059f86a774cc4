import { Image, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { usePageLoaded } from '@/hooks/use-page-loaded'
import { t } from '@/i18n'
import { readableOnWhite } from '@/theme/contrast'
import { openPage } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { SYSTEM_TAB_PAGES } from '@/stores/app-store'
import { useStores } from '@/stores/root-store'
import { setActiveTab } from './active-tab'
import './tab-bar.scss'

/** Our own labels for the four system tabs, so the bar follows the UI language. */
const SYSTEM_TAB_LABELS: Record<string, string> = {
  [SYSTEM_TAB_PAGES[0]]: 'tabs.index',
  [SYSTEM_TAB_PAGES[1]]: 'tabs.category',
  [SYSTEM_TAB_PAGES[2]]: 'tabs.cart',
  [SYSTEM_TAB_PAGES[3]]: 'tabs.user',
}

/** Simple glyphs when the server sends no icon images. */
const FALLBACK_ICONS: Record<string, string> = {
  [SYSTEM_TAB_PAGES[0]]: 'home',
  [SYSTEM_TAB_PAGES[1]]: 'category',
  [SYSTEM_TAB_PAGES[2]]: 'cart',
  [SYSTEM_TAB_PAGES[3]]: 'user',
}

const CART_PAGES = ['/pages/cart/cart', '/pages/cart-page/cart-page']

export function currentRoute(): string {
  const path = Taro.getCurrentInstance().router?.path ?? ''
  return `/${path.replace(/^\//, '').split('?')[0]}`
}

/**
 * The shop's tab bar, fed by the server's app_tabbar: inside tab pages on the web, as the platform's
 * custom tab bar on WeChat, QQ and Alipay (src/custom-tab-bar).
 */
export const TabBar = observer(function TabBar({ active }: { active?: string }) {
  const { app, cart } = useStores()
  const here = active ?? currentRoute()
  // The shop's icon pictures are asked for after the page's load event: on the first screen the banner and
  // the page's own files have the phone's connections to themselves. The boxes keep their size meanwhile;
  // every later page draws them at once.
  const showIcons = usePageLoaded()
  return (
    <View className='tab-bar' data-testid='tab-bar'>
      {app.tabs.map((tab) => {
        const selected = tab.page === here
        const label = SYSTEM_TAB_LABELS[tab.page] ? t(SYSTEM_TAB_LABELS[tab.page]) : tab.name
        const icon = selected ? tab.iconActive || tab.icon : tab.icon
        const badge = CART_PAGES.includes(tab.page) ? cart.badge : ''
        return (
          <View
            key={tab.page}
            className={`tab-bar__item ${selected ? 'tab-bar__item--active' : ''}`}
            // The chosen tab is in the theme colour (the shop's setting must not leave it another colour); the
            // others in the shop's colour when it is readable.
            style={selected ? undefined : { color: readableOnWhite(app.config?.tabTextColor) }}
            onClick={() => {
              if (selected) return
              setActiveTab(tab.page)
              void openPage(tab.page)
            }}
            {...pressable(() => {
              if (selected) return
              setActiveTab(tab.page)
              void openPage(tab.page)
            })}
            data-testid={`tab-${tab.page.split('/')[2]}`}
          >
            <View className='tab-bar__icon-box'>
              {icon ? (
                showIcons ? (
                  <Image className='tab-bar__icon' src={icon} mode='aspectFit' {...imageAlt('')} />
                ) : null
              ) : (
                <View className={`tab-bar__glyph tab-bar__glyph--${FALLBACK_ICONS[tab.page] ?? 'home'}`} />
              )}
              {badge ? (
                <Text className='tab-bar__badge' data-testid='cart-badge'>
                  {badge}
                </Text>
              ) : null}
            </View>
            <Text className='tab-bar__label'>{label}</Text>
          </View>
        )
      })}
    </View>
  )
})
