// salerecords (api-plugins-2 §1, §2.4): a ticker of recent paid orders, anonymised, after the home page's
// goods floors (plugins_salerecords_data of index/index) and as a page-builder module. No calls of its own.
import './messages'
import './diy' // the page builder's sales ticker module
import { definePlugin } from '../../core/plugins'
import type { Ctx } from '../../core/router'
import { registerHomeExtension } from '../../services/site/home-extensions'
import { salerecordsBase, salerecordsSetting } from './config'
import { recentSales } from './records'

/** Home: `{base{home_bottom_title, home_bottom_desc}, data[]}`; left out when switched off there or nothing sold yet. */
function homeBlock(ctx: Ctx) {
  if (salerecordsSetting(ctx.db, 'is_home_show') !== 1) return null
  const data = recentSales(ctx, salerecordsSetting(ctx.db, 'home_data_list_number'))
  return data.length ? { base: salerecordsBase(ctx), data } : null
}

registerHomeExtension({ plugin: 'salerecords', data: homeBlock })

definePlugin({ name: 'salerecords', baseData: (ctx) => salerecordsBase(ctx), controls: {} })
