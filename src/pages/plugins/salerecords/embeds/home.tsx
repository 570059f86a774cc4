import { observer } from 'mobx-react-lite'
import { lazy, Suspense } from 'react'
import { HOME_BLOCKS_AFTER_FLOORS, type HomeSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'

// Below the floors, so its code loads when a home answer carries sales (web build); mini-programs bundle it.
const SaleRecordsHome =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import('../components/sale-records-home'))
    : lazy(() => import(/* webpackMode: "eager" */ '../components/sale-records-home'))

/** Home, after the goods floors (api-plugins-2 §1 second pass): the recent sales of plugins_salerecords_data. */
const HomeSaleRecords = observer(function HomeSaleRecords({ pluginData }: HomeSlotProps) {
  const { app } = useStores()
  if (!app.isPluginEnabled('salerecords') || !pluginData.salerecords) return null
  return (
    <Suspense fallback={null}>
      <SaleRecordsHome data={pluginData.salerecords} />
    </Suspense>
  )
})

registerEmbed(HOME_BLOCKS_AFTER_FLOORS, { plugin: 'salerecords', order: 90, component: HomeSaleRecords })
