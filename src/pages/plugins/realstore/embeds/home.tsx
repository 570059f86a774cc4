import { Image, ScrollView, Text, View } from '@tarojs/components'
import { pressable, imageAlt } from '@/lib/a11y'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { parseStoreBlock } from '@/api/plugins/realstore'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage } from '@/lib/navigate'
import { HOME_BLOCKS, type HomeSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { REALSTORE_PAGES, storeUrl } from '../components/routes'
import { rememberStore } from '../components/store-choice'
import './embeds.scss'
import '@/i18n/locales/plugin-realstore-common'

/** Home: the stores nearest the shopper (plugins_realstore_data of the home answer), more → store search. */
const HomeStores = observer(function HomeStores({ pluginData, onSettled }: HomeSlotProps) {
  const { app } = useStores()
  const enabled = app.isPluginEnabled('realstore')
  const block = useMemo(() => (enabled ? parseStoreBlock(pluginData.realstore) : null), [enabled, pluginData])
  // The data came with the home answer: the block knows at once whether it shows.
  useEffect(() => onSettled('realstore'), [onSettled])
  if (!block) return null
  return (
    <View className='rs-embed' data-testid='home-realstore'>
      <View className='rs-embed__head'>
        <Text className='rs-embed__title'>{block.title || t('plugin-realstore-common.nearby_title')}</Text>
        <Text className='rs-embed__more' onClick={() => void openPage(REALSTORE_PAGES.search)} {...pressable(() => void openPage(REALSTORE_PAGES.search))}>
          {t('plugin-realstore-common.more')}
        </Text>
      </View>
      <ScrollView scrollX className='rs-embed__row'>
        {block.stores.map((store) => (
          <View
            key={store.id}
            className={`rs-tile ${store.status.open ? '' : 'rs-tile--greyed'}`}
            onClick={() => {
              rememberStore(store)
              void openPage(storeUrl(store.id))
            }}
            {...pressable(() => {
              rememberStore(store)
              void openPage(storeUrl(store.id))
            })}
            data-testid='home-store'
          >
            <Image className='rs-tile__logo' src={store.logo} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
            <Text className='rs-tile__name'>{store.name}</Text>
            <Text className='rs-tile__meta'>{store.distance ? `${store.status.msg} · ${store.distance}` : store.status.msg}</Text>
          </View>
        ))}
      </ScrollView>
    </View>
  )
})

registerEmbed(HOME_BLOCKS, { plugin: 'realstore', order: 40, component: HomeStores })
