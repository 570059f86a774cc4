import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { parseGoodsBundles } from '@/api/plugins/binding'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { imageAlt } from '@/lib/a11y'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage } from '@/lib/navigate'
import { GOODS_DETAIL_BLOCKS, type GoodsDetailSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { BundleCard } from '../components/bundle-card'
import './embeds.scss'
import '@/i18n/locales/plugin-binding'

/** Goods detail: the bundles holding this goods, and the goods they pair it with (plugins_binding_data). */
const GoodsBundles = observer(function GoodsBundles({ plugins }: GoodsDetailSlotProps & { plugins: Record<string, unknown> }) {
  const { app } = useStores()
  const enabled = app.isPluginEnabled('binding')
  const data = useMemo(() => (enabled ? parseGoodsBundles(plugins.plugins_binding_data) : null), [enabled, plugins])
  if (!data) return null
  return (
    <View className='binding-embed' data-testid='goods-bundles'>
      <View className='binding-embed__head'>
        <Text className='binding-embed__title'>{t('plugin-binding.goods_block_title')}</Text>
      </View>
      {data.bundles.map((bundle) => (
        <BundleCard key={bundle.id} bundle={bundle} compact />
      ))}
      {data.relevant.length ? (
        <>
          <Text className='binding-embed__subtitle'>{data.relevantTitle || t('plugin-binding.relevant_title')}</Text>
          <ScrollView scrollX className='binding-embed__row'>
            {data.relevant.map((goods) => (
              <View key={goods.id} className='binding-embed__goods' onClick={() => void openPage(goods.url)}>
                <Image className='binding-embed__thumb' src={goods.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
                <Text className='binding-embed__name'>{goods.title}</Text>
                <Price value={goods.price} size='small' />
              </View>
            ))}
          </ScrollView>
        </>
      ) : null}
    </View>
  )
})

registerEmbed(GOODS_DETAIL_BLOCKS, { plugin: 'binding', order: 70, component: GoodsBundles })
