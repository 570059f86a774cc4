import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { parseCheckoutStore } from '@/api/plugins/realstore'
import { t } from '@/i18n'
import { CHECKOUT_EXTRAS, type CheckoutSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { callStore, navigateToStore } from '../components/store-actions'
import { rememberedStore, rememberStore } from '../components/store-choice'
import './embeds.scss'
import '@/i18n/locales/plugin-realstore-common'

/** The param that asks the server to offer the shopper's remembered store first when they choose store pickup. */
const CHOICE_PARAM = 'realstore_choice_id'

/**
 * Checkout, store pickup (api-plugins-2 §3.7 / §4): the store the order is collected at, open or closed with
 * its hours, navigate and call, and a minimum order not reached. The store is the realstore choice the app
 * remembers: it is offered first, and a store picked here becomes the remembered one.
 */
const CheckoutStore = observer(function CheckoutStore({ pluginData, params, onChange, disabled }: CheckoutSlotProps) {
  const { app } = useStores()
  const enabled = app.isPluginEnabled('realstore')
  const info = useMemo(() => (enabled ? parseCheckoutStore(pluginData.realstore) : null), [enabled, pluginData])

  // Offer the remembered store first (once, and only where pickup is on offer).
  useEffect(() => {
    const remembered = rememberedStore()
    if (!info || info.storeOrder || disabled || !remembered || String(params[CHOICE_PARAM] ?? '') === remembered.id) return
    onChange({ ...params, [CHOICE_PARAM]: remembered.id })
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when a new answer arrives
  }, [info])

  // Collecting at a store: that store is the one to remember.
  useEffect(() => {
    if (info?.pickup && rememberedStore()?.id !== info.store.id) rememberStore(info.store)
  }, [info])

  if (!info?.pickup) return null
  const { store } = info
  return (
    <View className='rs-embed rs-embed--checkout' data-testid='checkout-store'>
      <View className='rs-embed__head'>
        <Text className='rs-embed__title'>
          {info.storeOrder ? t('plugin-realstore-common.checkout_store_order', { type: info.useTypeName }) : t('plugin-realstore-common.checkout_pickup')}
        </Text>
        <Text className={store.status.open ? 'rs-embed__main' : 'rs-embed__muted'}>{store.status.msg}</Text>
      </View>
      <Text className='rs-embed__name' data-testid='checkout-store-name'>
        {store.name}
      </Text>
      <Text className='rs-embed__muted rs-embed__block'>{`${t('plugin-realstore-common.hours', { hours: store.status.hours })}${store.distance ? ` · ${store.distance}` : ''}`}</Text>
      {info.minimumMsg ? <Text className='rs-embed__warn'>{info.minimumMsg}</Text> : null}
      <View className='rs-embed__actions'>
        <Text onClick={() => navigateToStore(store)}>{t('plugin-realstore-common.navigate')}</Text>
        <Text onClick={() => callStore(store)}>{t('plugin-realstore-common.call')}</Text>
      </View>
    </View>
  )
})

registerEmbed(CHECKOUT_EXTRAS, { plugin: 'realstore', order: 5, component: CheckoutStore })
