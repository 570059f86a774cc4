// shop (api-plugins-2 §3.2): multi-merchant shops. The directory, each shop's home (goods grid, slider +
// floors, or drag layout), goods search inside a shop, drag-layout pages, favourite shops, the business
// licence and the staff's pickup-code check; the home shop list and the goods detail seller card.
import './messages'
import './extensions'
import './diy' // the page builder's shop module
import { definePlugin } from '../../core/plugins'
import { checkControl } from './check'
import { designControl, indexControl, licenseControl } from './directory'
import { favorControl } from './favor'
import { searchControl } from './search'
import { seedShops } from './seed'
import { SHOP_BASE } from './shops'

definePlugin({
  name: 'shop',
  baseData: (ctx) => ({ ...SHOP_BASE, application_name: ctx.t('shop.title') }),
  controls: {
    index: indexControl,
    search: searchControl,
    design: designControl,
    shopfavor: favorControl,
    license: licenseControl,
    adminorder: checkControl,
  },
  seed: seedShops,
})
