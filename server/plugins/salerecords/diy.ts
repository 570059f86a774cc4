// The page builder's sales ticker module (api-plugins-2 2.4 "salerecords"): the recent paid orders, always
// an automatic list (`data_auto_list`), as many as the module's `number` asks (10 by default).
import { registerDiyModuleHydrator } from '../../services/diy/hydrators'
import { recentSales } from './records'

registerDiyModuleHydrator('salerecords', (ctx, content) => ({ ...content, data_auto_list: recentSales(ctx, Number(content.number) || 10) }), {
  plugin: 'salerecords',
})
