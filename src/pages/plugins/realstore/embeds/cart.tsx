import { Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useEffect, useState } from 'react'
import { getStoreCart, type StoreCart } from '@/api/plugins/realstore'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { CART_ENTRIES } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { storeUrl } from '../components/routes'
import { rememberedStore, type StoreChoice } from '../components/store-choice'
import './embeds.scss'
import '@/i18n/locales/plugin-realstore-common'

/** The store's default order type (the server picks it for -1). */
const DEFAULT_TYPE = -1

/**
 * Cart: the entry to the store cart (api-plugins-2 §4 "Mall cart / Store cart"): the shopper's chosen store
 * with what its cart holds, one tap to that store to change it or settle. Reloaded each time the cart shows.
 */
const StoreCartEntry = observer(function StoreCartEntry() {
  const { app, session } = useStores()
  const enabled = app.isPluginEnabled('realstore') && session.isLoggedIn
  const [store, setStore] = useState<StoreChoice | null>(null)
  const [cart, setCart] = useState<StoreCart | null>(null)

  const load = useCallback(async () => {
    const chosen = enabled ? rememberedStore() : null
    setStore(chosen)
    if (!chosen) {
      setCart(null)
      return
    }
    const result = await getStoreCart(chosen.id, DEFAULT_TYPE)
    setCart(result.ok ? result.data : null)
  }, [enabled])

  useEffect(() => {
    void load()
  }, [load])
  useDidShow(() => void load())

  if (!enabled || !store) return null
  return (
    <View className='rs-embed rs-embed--cart' onClick={() => void openPage(storeUrl(store.id))} data-testid='cart-store-entry'>
      <View className='rs-embed__head'>
        <Text className='rs-embed__title'>{t('plugin-realstore-common.store_cart')}</Text>
        <Text className='rs-embed__more'>{cart?.count ? t('plugin-realstore-common.go_settle') : t('plugin-realstore-common.go_shopping')}</Text>
      </View>
      <View className='rs-embed__line'>
        <Text>{store.name}</Text>
        {cart?.count ? (
          <View>
            <Text className='rs-embed__muted'>{t('plugin-realstore-common.cart_items', { n: cart.count })} </Text>
            <Price value={cart.total} size='small' />
          </View>
        ) : (
          <Text className='rs-embed__muted'>{t('plugin-realstore-common.cart_empty')}</Text>
        )}
      </View>
    </View>
  )
})

registerEmbed(CART_ENTRIES, { plugin: 'realstore', order: 10, component: StoreCartEntry })
