import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { parseHomeBundles } from '@/api/plugins/binding'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { HOME_BLOCKS, type HomeSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { BundleCard } from '../components/bundle-card'
import { BINDING_PAGES } from '../components/routes'
import './embeds.scss'
import '@/i18n/locales/plugin-binding'

/** Home: the bundles the shop puts on home (plugins_binding_data of the home answer), more → the bundle list. */
const HomeBundles = observer(function HomeBundles({ pluginData, onSettled }: HomeSlotProps) {
  const { app } = useStores()
  const enabled = app.isPluginEnabled('binding')
  const block = useMemo(() => (enabled ? parseHomeBundles(pluginData.binding) : null), [enabled, pluginData])
  // The data came with the home answer: the block knows at once whether it shows.
  useEffect(() => onSettled('binding'), [onSettled])
  if (!block) return null
  return (
    <View className='binding-embed' data-testid='home-binding'>
      <View className='binding-embed__head'>
        <Text className='binding-embed__title'>{block.title || t('plugin-binding.title_index')}</Text>
        <Text className='binding-embed__more' onClick={() => void openPage(BINDING_PAGES.index)}>
          {t('plugin-binding.more')}
        </Text>
      </View>
      {block.bundles.map((bundle) => (
        <BundleCard key={bundle.id} bundle={bundle} compact />
      ))}
    </View>
  )
})

registerEmbed(HOME_BLOCKS, { plugin: 'binding', order: 60, component: HomeBundles })
