import { Image, Text, View } from '@tarojs/components'
import type { PaymentMethod } from '@/api/buy'
import '../cart-list/check.scss'
import { pressable, imageAlt } from '@/lib/a11y'
import './payment-sheet.scss'

interface Props {
  method: PaymentMethod
  chosen: boolean
  onChoose: () => void
  testId: string
}

/** One payment method (logo, name, tips, tick): the checkout list and the pay sheet draw the same row. */
export function PaymentMethodRow({ method, chosen, onChoose, testId }: Props) {
  return (
    <View className={`pay-method ${chosen ? 'pay-method--on' : ''}`} data-testid={testId} data-id={method.id} onClick={onChoose} {...pressable(onChoose)}>
      {method.logo ? (
        <Image className='pay-method__logo' src={method.logo} mode='aspectFit' {...imageAlt('')} />
      ) : (
        <View className='pay-method__logo pay-method__logo--blank' />
      )}
      <View className='pay-method__text'>
        <Text className='pay-method__name'>{method.name}</Text>
        {method.tips ? <Text className='pay-method__tips'>{method.tips}</Text> : null}
      </View>
      <View className={`check ${chosen ? 'check--on' : ''}`} />
    </View>
  )
}
