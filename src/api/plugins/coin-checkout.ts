import { arr, obj, str } from '../parse'

/**
 * plugins_coin_data of buy/index (api-plugins-1 13.3): the shopper's coin accounts, offered above the
 * payment methods; the chosen one goes back as plugins_coin_payment_id. Apart from api/plugins/coin.ts
 * so the checkout page does not load the coin pages' parsers.
 */
export interface CheckoutCoinAccount {
  id: string
  name: string
  icon: string
  symbol: string
  balance: string
  /** The balance in the shop's (display) currency, with its symbol. */
  shopValue: string
}

export const COIN_PAYMENT_PARAM = 'plugins_coin_payment_id'

export function parseCheckoutCoin(raw: unknown): CheckoutCoinAccount[] {
  return arr(obj(raw).accounts_list)
    .map(obj)
    .map((a) => ({
      id: str(a.id),
      name: str(a.platform_name),
      icon: str(a.platform_icon),
      symbol: str(a.platform_symbol),
      balance: str(a.normal_coin, '0.00'),
      shopValue: `${str(a.default_symbol)}${str(a.default_coin, '0.00')}`,
    }))
    .filter((a) => a.id)
}
