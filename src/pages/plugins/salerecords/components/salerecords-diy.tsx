import { readSalerecordsDiy, type SalerecordsDiyModule } from '@/api/plugins/salerecords-diy'
import { defineDiyModule, type DiyModuleProps } from '@/components/diy/registry'
import { SaleTicker } from './sale-ticker'

/** The sales ticker module (api-plugins-2 2.4 "salerecords"): the recent sales sliding up or running sideways. */
function SalerecordsDiyView({ data }: DiyModuleProps<SalerecordsDiyModule>) {
  return <SaleTicker records={data.records} rows={data.rows} motion={data.motion} interval={data.interval} show={data.show} testId='salerecords-diy' />
}

/** The salerecords plugin's page-builder module (registered by ../embeds/diy.tsx). */
const salerecordsDiy = {
  salerecords: defineDiyModule({ read: readSalerecordsDiy, View: SalerecordsDiyView, isEmpty: (d) => !d.records.length }),
}

export default salerecordsDiy
