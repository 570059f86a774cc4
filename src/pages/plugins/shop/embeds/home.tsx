import { observer } from 'mobx-react-lite'
import { useEffect } from 'react'
import { parseShopHome } from '@/api/plugins/shop-core'
import { HOME_BLOCKS, type HomeSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { ShopHomeBlockView } from '../components/shop-home-block'

/** Home's shop list from the home answer's plugins_shop_data; settled at once (nothing more to load). */
const HomeShops = observer(function HomeShops({ pluginData, onSettled }: HomeSlotProps) {
  const { app } = useStores()
  useEffect(() => onSettled('shop'), [onSettled])
  if (!app.isPluginEnabled('shop')) return null
  const block = parseShopHome(pluginData.shop)
  return block ? <ShopHomeBlockView block={block} /> : null
})

registerEmbed(HOME_BLOCKS, { plugin: 'shop', order: 40, component: HomeShops })
