import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getActiveTab } from '@/components/tab-bar/active-tab'
import { currentRoute, TabBar } from '@/components/tab-bar/tab-bar'
import { getRootStore, StoreContext } from '@/stores/root-store'
import { themeStyle } from '@/theme/themes'

/**
 * The platform's custom tab bar on WeChat and QQ (Alipay: src/customize-tab-bar): the web bar itself,
 * badge included, declared in app.config.ts so the platform draws it from the first frame (no native
 * bar hidden and redrawn at run time). It lives outside the pages, so it brings the stores and the
 * theme colours along.
 */
const CustomTabBar = observer(function CustomTabBar() {
  const stores = getRootStore()
  return (
    <StoreContext.Provider value={stores}>
      <View className={`theme-${stores.app.theme}`} style={themeStyle(stores.app.theme)}>
        <TabBar active={getActiveTab() || currentRoute()} />
      </View>
    </StoreContext.Provider>
  )
})

export default CustomTabBar
