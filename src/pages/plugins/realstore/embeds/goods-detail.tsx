import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { parseStoreBlock } from '@/api/plugins/realstore'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { GOODS_DETAIL_BLOCKS, type GoodsDetailSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { REALSTORE_PAGES, storeUrl } from '../components/routes'
import { rememberStore } from '../components/store-choice'
import './embeds.scss'
import '@/i18n/locales/plugin-realstore-common'

const SHOWN = 3

/** Goods detail: the stores that sell this goods (nearest first), open or not, and how far; all → store search. */
const GoodsStores = observer(function GoodsStores({ goodsId, plugins }: GoodsDetailSlotProps & { plugins: Record<string, unknown> }) {
  const { app } = useStores()
  const enabled = app.isPluginEnabled('realstore')
  const block = useMemo(() => (enabled ? parseStoreBlock(plugins.plugins_realstore_data) : null), [enabled, plugins])
  if (!block) return null
  return (
    <View className='rs-embed' data-testid='goods-stores'>
      <View className='rs-embed__head'>
        <Text className='rs-embed__title'>{t('plugin-realstore-common.goods_stores', { n: block.stores.length })}</Text>
        <Text className='rs-embed__more' onClick={() => void openPage(`${REALSTORE_PAGES.search}?goods_id=${goodsId}`)} data-testid='goods-stores-more'>
          {t('plugin-realstore-common.more')}
        </Text>
      </View>
      {block.stores.slice(0, SHOWN).map((store) => (
        <View
          key={store.id}
          className='rs-embed__line'
          onClick={() => {
            rememberStore(store)
            void openPage(storeUrl(store.id))
          }}
          data-testid='goods-store'
        >
          <Text>{store.name}</Text>
          <Text className={store.status.open ? 'rs-embed__main' : 'rs-embed__muted'}>
            {store.distance ? `${store.status.msg} · ${store.distance}` : store.status.msg}
          </Text>
        </View>
      ))}
    </View>
  )
})

registerEmbed(GOODS_DETAIL_BLOCKS, { plugin: 'realstore', order: 60, component: GoodsStores })
