import type { LocaleModule } from '../index'
import common from './common'
import errors from './errors'
import pages from './pages'
import tabs from './tabs'
import settings from './settings'
import validation from './validation'
import cart from './cart'
import order from './order'
import pay from './pay'
import goods from './goods'
import search from './search'
import account from './account'
import address from './address'
import setup from './setup'
import activity from './activity'
import aftersale from './aftersale'
import article from './article'
import pluginSeckill from './plugin-seckill'
import pluginCoupon from './plugin-coupon'
import pluginPoints from './plugin-points'
import pluginMembershiplevelvip from './plugin-membershiplevelvip'
import pluginSignin from './plugin-signin'
import pluginExchangerate from './plugin-exchangerate'
import pluginExcellentbuyreturntocash from './plugin-excellentbuyreturntocash'

/** One entry per area; the key is the prefix: t('common.loading'). Add new areas here. */
export const allLocales: Record<string, LocaleModule> = {
  common,
  errors,
  pages,
  tabs,
  settings,
  validation,
  cart,
  order,
  pay,
  goods,
  search,
  account,
  address,
  setup,
  activity,
  aftersale,
  article,
  'plugin-seckill': pluginSeckill,
  'plugin-coupon': pluginCoupon,
  'plugin-points': pluginPoints,
  'plugin-membershiplevelvip': pluginMembershiplevelvip,
  'plugin-signin': pluginSignin,
  'plugin-exchangerate': pluginExchangerate,
  'plugin-excellentbuyreturntocash': pluginExcellentbuyreturntocash,
}
