import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
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
          <View
            key={p.id}
            className={`pay-method ${chosen === p.id ? 'pay-method--on' : ''}`}
            data-testid='buy-payment'
            data-id={p.id}
            onClick={() => !disabled && chosen !== p.id && onChoose(p.id)}
          >
            {p.logo ? <Image className='pay-method__logo' src={p.logo} mode='aspectFit' /> : <View className='pay-method__logo pay-method__logo--blank' />}
            <View className='pay-method__text'>
              <Text className='pay-method__name'>{p.name}</Text>
              {p.tips ? <Text className='pay-method__tips'>{p.tips}</Text> : null}
            </View>
            <View className={`check ${chosen === p.id ? 'check--on' : ''}`} />
          </View>
        ))
      ) : (
        <Text className='buy-card__empty'>{t('cart.no_payment')}</Text>
      )}
    </View>
  )
})
