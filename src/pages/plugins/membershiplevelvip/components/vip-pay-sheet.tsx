import { Button, Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { useVipPayment } from './use-vip-payment'
import './vip-pay-sheet.scss'
import '@/i18n/locales/plugin-membershiplevelvip'

interface Props {
  visible: boolean
  orderId: string
  amount: string
  payments: PaymentMethod[]
  defaultPaymentId?: string
  onClose: () => void
  onPaid?: () => void
}

function initialMethod(payments: PaymentMethod[], preferred?: string): string {
  if (payments.length === 1) return payments[0].id
  return preferred && payments.some((p) => p.id === preferred) ? preferred : ''
}

/** The payment popup of membership orders: pick a method, pay once (button locked while paying). */
export const VipPaySheet = observer(function VipPaySheet({ visible, orderId, amount, payments, defaultPaymentId, onClose, onPaid }: Props) {
  const [chosen, setChosen] = useState(() => initialMethod(payments, defaultPaymentId))
  const payment = useVipPayment(onPaid)
  useEffect(() => {
    if (visible) setChosen(initialMethod(payments, defaultPaymentId))
  }, [visible, payments, defaultPaymentId])

  if (!visible) return null
  const method = payments.find((p) => p.id === chosen) ?? null
  const busy = payment.paying || payment.waiting
  const close = () => {
    if (payment.paying) return
    payment.stop()
    onClose()
  }
  return (
    <View className='vip-pay' data-testid='vip-pay-sheet'>
      <View className='vip-pay__mask' onClick={close} />
      <View className='vip-pay__panel'>
        <View className='vip-pay__head'>
          <Text>{t('plugin-membershiplevelvip.pay_title')}</Text>
          <Text className='vip-pay__close' onClick={close}>
            ×
          </Text>
        </View>
        <View className='vip-pay__amount'>
          <Text>{t('plugin-membershiplevelvip.pay_amount')}</Text>
          <Price value={amount} size='large' />
        </View>
        {payments.length ? (
          payments.map((p) => (
            <View key={p.id} className={`vip-pay__method ${chosen === p.id ? 'vip-pay__method--on' : ''}`} data-testid='vip-pay-method' data-payment={p.payment} onClick={() => !busy && setChosen(p.id)}>
              {p.logo ? <Image className='vip-pay__logo' src={p.logo} mode='aspectFit' /> : null}
              <View className='vip-pay__name'>
                <Text>{p.name}</Text>
                {p.tips ? <Text className='vip-pay__tips'>{p.tips}</Text> : null}
              </View>
              <View className='vip-pay__check' />
            </View>
          ))
        ) : (
          <View className='vip-pay__none'>{t('plugin-membershiplevelvip.no_payment')}</View>
        )}
        {payment.waiting ? <View className='vip-pay__waiting'>{t('plugin-membershiplevelvip.pay_waiting')}</View> : null}
        <Button className={`vip-pay__confirm ${!method || busy ? 'vip-pay__confirm--disabled' : ''}`} data-testid='vip-pay-confirm' disabled={!method || busy || undefined} onClick={() => void payment.pay(orderId, method)}>
          {payment.paying ? t('plugin-membershiplevelvip.paying') : t('plugin-membershiplevelvip.pay_confirm')}
        </Button>
      </View>
    </View>
  )
})
