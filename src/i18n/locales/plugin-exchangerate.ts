import { registerLocale } from '../index'
// Texts of the exchangerate plugin page (api-plugins-1 §9).
const locale = {
  zh: {
    title_currency: '货币切换',
    current: '当前货币',
    rate: '汇率 1 : {rate}',
    switching: '切换中…',
    switched: '切换成功',
    empty: '暂无可选货币',
    entry: '货币切换',
    tips: '商品价格将按所选货币显示',
    settings_entry: '货币',
  },
  en: {
    title_currency: 'Choose a currency',
    current: 'Current currency',
    rate: 'Rate 1 : {rate}',
    switching: 'Switching…',
    switched: 'Currency switched',
    empty: 'No currencies available',
    entry: 'Currency',
    tips: 'Goods prices are shown in the chosen currency',
    settings_entry: 'Currency',
  },
}

registerLocale('plugin-exchangerate', locale)

export default locale
