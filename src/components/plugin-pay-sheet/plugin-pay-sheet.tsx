import { Button, Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { pressable, imageAlt } from '@/lib/a11y'
import { usePluginPayment, type PluginPayConfig } from './use-plugin-payment'
import './plugin-pay-sheet.scss'
import '@/i18n/locales/pay'
import '@/i18n/locales/cart'
import { Icon } from '@/components/icon/icon'

export interface PluginPaySheetProps extends PluginPayConfig {
  visible: boolean
  /** The record being paid (membership order id, recharge id...). */
  recordId: string
  amount: string
  payments: PaymentMethod[]
  defaultPaymentId?: string
  onClose: () => void
  onPaid?: () => void
  /** data-testid prefix: <prefix>-sheet, <prefix>-method, <prefix>-confirm. */
  testId?: string
}

function initialMethod(payments: PaymentMethod[], preferred?: string): string {
  if (payments.length === 1) return payments[0].id
  return preferred && payments.some((p) => p.id === preferred) ? preferred : ''
}

/** The payment popup of plugin records (api-plugins-1 0.6): pick a method, pay once (locked while paying). */
export const PluginPaySheet = observer(function PluginPaySheet(props: PluginPaySheetProps) {
  const { visible, recordId, amount, payments, defaultPaymentId, onClose, onPaid, testId = 'plugin-pay' } = props
  const [chosen, setChosen] = useState(() => initialMethod(payments, defaultPaymentId))
  const payment = usePluginPayment({ pay: props.pay, check: props.check, idKey: props.idKey, destinations: props.destinations }, onPaid)
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
    <View className='plugin-pay' data-testid={`${testId}-sheet`}>
      <View className='plugin-pay__mask' onClick={close} />
      <View className='plugin-pay__panel'>
        <View className='plugin-pay__head'>
          <Text>{t('pay.choose_method')}</Text>
          <View className='plugin-pay__close' onClick={close} {...pressable(close)}>
            <Icon name='x' size={40} label={t('pay.close')} />
          </View>
        </View>
        <View className='plugin-pay__amount'>
          <Text>{t('pay.amount')}</Text>
          <Price value={amount} size='large' />
        </View>
        {payments.length ? (
          payments.map((p) => (
            <View
              key={p.id}
              className={`plugin-pay__method ${chosen === p.id ? 'plugin-pay__method--on' : ''}`}
              data-testid={`${testId}-method`}
              data-payment={p.payment}
              onClick={() => !busy && setChosen(p.id)}
              {...pressable(() => !busy && setChosen(p.id))}
            >
              {p.logo ? <Image className='plugin-pay__logo' src={p.logo} mode='aspectFit' {...imageAlt('')} /> : null}
              <View className='plugin-pay__name'>
                <Text>{p.name}</Text>
                {p.tips ? <Text className='plugin-pay__tips'>{p.tips}</Text> : null}
              </View>
              <View className='plugin-pay__check' />
            </View>
          ))
        ) : (
          <View className='plugin-pay__none'>{t('cart.no_payment')}</View>
        )}
        {payment.waiting ? <View className='plugin-pay__waiting'>{t('pay.qrcode_waiting')}</View> : null}
        <Button
          className={`plugin-pay__confirm ${!method || busy ? 'plugin-pay__confirm--disabled' : ''}`}
          data-testid={`${testId}-confirm`}
          disabled={!method || busy || undefined}
          onClick={() => void payment.pay(recordId, method)}
        >
          {payment.paying ? t('pay.paying') : t('pay.confirm_pay')}
        </Button>
      </View>
    </View>
  )
})
