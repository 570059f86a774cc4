import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { COIN_PAYMENT_PARAM, parseCheckoutCoin } from '@/api/plugins/coin-checkout'
import { PaymentMethodRow } from '@/components/payment-sheet/payment-method-row'
import { t } from '@/i18n'
import { CHECKOUT_EXTRAS, type CheckoutSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import '@/i18n/locales/plugin-coin-checkout'

/**
 * Coin accounts as ways to pay (api-plugins-1 13.3): tapping one sends plugins_coin_payment_id (the
 * checkout then drops its payment method), tapping it again goes back to paying by method.
 */
const CoinPayment = observer(function CoinPayment({ pluginData, params, onChange, disabled }: CheckoutSlotProps) {
  const { app } = useStores()
  if (!app.isPluginEnabled('coin')) return null
  const accounts = parseCheckoutCoin(pluginData.coin)
  if (!accounts.length) return null
  const chosen = String(params[COIN_PAYMENT_PARAM] ?? '0')
  return (
    <View className='buy-card' data-testid='checkout-coin'>
      <Text className='buy-card__title'>{t('plugin-coin-checkout.title')}</Text>
      {accounts.map((account) => (
        <PaymentMethodRow
          key={account.id}
          method={{
            id: account.id,
            name: account.name,
            logo: account.icon,
            payment: 'coin',
            tips: t('plugin-coin-checkout.balance', { symbol: account.symbol, coin: account.balance, value: account.shopValue }),
          }}
          chosen={chosen === account.id}
          testId='checkout-coin-account'
          onChoose={() => !disabled && onChange({ ...params, [COIN_PAYMENT_PARAM]: chosen === account.id ? 0 : account.id })}
        />
      ))}
    </View>
  )
})

registerEmbed(CHECKOUT_EXTRAS, { plugin: 'coin', order: 90, component: CoinPayment })
