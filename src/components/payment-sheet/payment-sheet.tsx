import { Button, Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { ActionButton } from '@/components/action-button/action-button'
import { Price } from '@/components/price/price'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { t } from '@/i18n'
import { ORDERS_PAGE, type PayDestinations } from './pay-flow'
import { PaymentMethodRow } from './payment-method-row'
import { usePayment } from './use-payment'
import '../cart-list/check.scss'
import './payment-sheet.scss'
import '@/i18n/locales/cart'
import '@/i18n/locales/pay'
import { goToWebAddress } from '@/lib/web-address'
import { pressable, imageAlt } from '@/lib/a11y'
import { Icon } from '@/components/icon/icon'

interface Props {
  visible: boolean
  /** Order ids to pay, comma separated (sent as `ids`). */
  orderIds: string
  payments: PaymentMethod[]
  /** Pre-selected method (the order's or the checkout's); the only method is always pre-selected. */
  defaultPaymentId?: string
  amount?: string
  destinations?: Partial<PayDestinations>
  onClose: () => void
  /** The order was paid (or handed to an offline method): lists update their row. */
  onPaid?: () => void
}

export function initialPaymentId(payments: PaymentMethod[], preferred?: string): string {
  if (payments.length === 1) return payments[0].id
  return preferred && payments.some((p) => p.id === preferred) ? preferred : ''
}

/** The payment popup (api-core 1.15): pick a method, pay once, then follow the answer. */
export const PaymentSheet = observer(function PaymentSheet({ visible, orderIds, payments, defaultPaymentId, amount, destinations, onClose, onPaid }: Props) {
  const [chosen, setChosen] = useState(() => initialPaymentId(payments, defaultPaymentId))
  const target = useMemo<PayDestinations>(() => ({ appointPage: ORDERS_PAGE, ...destinations }), [destinations])
  const payment = usePayment(target, onPaid, amount)

  useEffect(() => {
    if (visible) setChosen(initialPaymentId(payments, defaultPaymentId))
  }, [visible, payments, defaultPaymentId])

  const method = payments.find((p) => p.id === chosen) ?? null
  return (
    <>
      {visible ? (
        <View className='pay-sheet' data-testid='payment-sheet'>
          <View className='pay-sheet__mask' onClick={() => !payment.paying && onClose()} />
          <View className='pay-sheet__panel'>
            <View className='pay-sheet__head'>
              <Text className='pay-sheet__title'>{t('pay.choose_method')}</Text>
              <View className='pay-sheet__close' onClick={() => !payment.paying && onClose()} {...pressable(() => !payment.paying && onClose())}>
                <Icon name='x' size={40} label={t('pay.close')} />
              </View>
            </View>
            {amount ? (
              <View className='pay-sheet__amount'>
                <Text className='pay-sheet__amount-label'>{t('pay.amount')}</Text>
                <Price value={amount} size='large' />
              </View>
            ) : null}
            <ScrollView scrollY className='pay-sheet__list'>
              {payments.length ? (
                payments.map((p) => (
                  <PaymentMethodRow
                    key={p.id}
                    method={p}
                    chosen={chosen === p.id}
                    testId='payment-method'
                    onChoose={() => !payment.paying && setChosen(p.id)}
                  />
                ))
              ) : (
                <View className='pay-sheet__none'>{t('cart.no_payment')}</View>
              )}
            </ScrollView>
            <ActionButton
              size='large'
              className='pay-sheet__confirm'
              testId='payment-confirm'
              disabled={!method}
              busy={payment.paying}
              onClick={() => void payment.pay(orderIds, method)}
            >
              {payment.paying ? t('pay.paying') : t('pay.confirm_pay')}
            </ActionButton>
          </View>
        </View>
      ) : null}
      {payment.qr ? (
        <View className='pay-sheet pay-sheet--center' data-testid='payment-qrcode'>
          <View className='pay-sheet__mask' />
          <View className='pay-qr'>
            <Text className='pay-qr__title'>{t('pay.qrcode_title', { name: payment.qr.name })}</Text>
            <Image className='pay-qr__image' src={payment.qr.qrcodeUrl} mode='aspectFit' {...imageAlt('')} />
            <Text className='pay-qr__tips'>{payment.qr.message || t('pay.qrcode_tips')}</Text>
            <Text className='pay-qr__waiting'>{t('pay.qrcode_waiting')}</Text>
            {/* Leaving for the gateway's page is a browser thing; mini-programs show the code only. */}
            {process.env.TARO_ENV === 'h5' && payment.qr.payUrl ? (
              <Button className='pay-qr__button' onClick={() => payment.qr && goToWebAddress(payment.qr.payUrl)}>
                {t('pay.open_pay_page')}
              </Button>
            ) : null}
            <Button className='pay-qr__button pay-qr__button--plain' onClick={payment.closeQr}>
              {t('pay.close')}
            </Button>
          </View>
        </View>
      ) : null}
      {payment.html ? (
        <View className='pay-sheet pay-sheet--center' data-testid='payment-html'>
          <View className='pay-sheet__mask' />
          <View className='pay-qr'>
            <Text className='pay-qr__title'>{t('pay.html_title')}</Text>
            <ScrollView scrollY className='pay-qr__html'>
              <SafeRichText html={payment.html} />
            </ScrollView>
            <Button className='pay-qr__button pay-qr__button--plain' onClick={payment.closeHtml}>
              {t('pay.close')}
            </Button>
          </View>
        </View>
      ) : null}
    </>
  )
})
