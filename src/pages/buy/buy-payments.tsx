import { Text, View } from '@tarojs/components'
import { PaymentMethodRow } from '@/components/payment-sheet/payment-method-row'
import { observer } from 'mobx-react-lite'
import type { PaymentMethod } from '@/api/buy'
import { t } from '@/i18n'
import '@/i18n/locales/cart'

interface Props {
  payments: PaymentMethod[]
  chosen: string
  disabled: boolean
  onChoose: (id: string) => void
}

/** Payment methods on the checkout page; choosing one asks buy/index again. */
export const BuyPayments = observer(function BuyPayments({ payments, chosen, disabled, onChoose }: Props) {
  return (
    <View className='buy-card'>
      <Text className='buy-card__title'>{t('cart.payment')}</Text>
      {payments.length ? (
        payments.map((p) => (
          <PaymentMethodRow
            key={p.id}
            method={p}
            chosen={chosen === p.id}
            testId='buy-payment'
            onChoose={() => !disabled && chosen !== p.id && onChoose(p.id)}
          />
        ))
      ) : (
        <Text className='buy-card__empty'>{t('cart.no_payment')}</Text>
      )}
    </View>
  )
})
