import { registerLocale } from '../index'
/** The coin plugin's payment choice at checkout (its own area: the checkout page loads only these). */
const locale = {
  zh: {
    title: '虚拟币支付',
    balance: '余额 {symbol} {coin}（约 {value}）',
  },
  en: {
    title: 'Pay with coins',
    balance: 'Balance {symbol} {coin} (about {value})',
  },
}

registerLocale('plugin-coin-checkout', locale)

export default locale
