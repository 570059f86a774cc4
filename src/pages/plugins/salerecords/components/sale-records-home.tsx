import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import { parseSaleRecordsHome } from '@/api/plugins/salerecords'
import { t } from '@/i18n'
import { useStores } from '@/stores/root-store'
import { SaleTicker } from './sale-ticker'
import './sale-records-home.scss'
import '@/i18n/locales/plugin-salerecords'

/** Rows in view on the home page (api-plugins-2 §1: at most six). */
const HOME_ROWS = 6
const HOME_INTERVAL = 3000

/** Home, after the goods floors: the shop's title and subtitle over the recent sales, sliding up. */
export const SaleRecordsHome = observer(function SaleRecordsHome({ data }: { data: unknown }) {
  const { app } = useStores()
  const enabled = app.isPluginEnabled('salerecords')
  const block = useMemo(() => (enabled ? parseSaleRecordsHome(data) : null), [enabled, data])
  if (!block) return null
  return (
    <View className='sale-home' data-testid='home-salerecords'>
      <View className='sale-home__head'>
        <Text className='sale-home__title'>{block.title || t('plugin-salerecords.title')}</Text>
        {block.desc ? <Text className='sale-home__desc'>{block.desc}</Text> : null}
      </View>
      <SaleTicker records={block.records} rows={HOME_ROWS} motion='vertical' interval={HOME_INTERVAL} testId='home-salerecords-ticker' />
    </View>
  )
})

export default SaleRecordsHome
