import { registerLocale } from '../index'
// The texts of the plugin's badge on goods detail, apart from its pages' texts so that page does not load them all.
// Registered under the plugin's one area, so t('plugin-membershiplevelvip.key') reads them like the others.
const locale = {
  zh: {
    member_price_of: '会员价 {price}',
    entry_join: '开通会员享专属价',
  },
  en: {
    member_price_of: 'Member price {price}',
    entry_join: 'Join VIP for member prices',
  },
}

registerLocale('plugin-membershiplevelvip', locale)

export default locale
