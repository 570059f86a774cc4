import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { DistributionOrder } from '@/api/plugins/distribution'
import { Price } from '@/components/price/price'
import { openPage } from '@/lib/navigate'
import { DetailRows, type DetailRow } from '../../kit/detail-rows'
import { DIST_PAGES } from './routes'
import { dt } from './text'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'

/** A downline order's buyer and state, then its figures; `refundPrice` adds the refunded amount (its detail). */
export function OrderSummary({ order, refundPrice }: { order: DistributionOrder; refundPrice?: string }) {
  const rows: DetailRow[] = [
    [dt('order_no'), order.orderNo],
    [dt('order_amount'), <Price key='t' value={order.totalPrice} />],
    ...(refundPrice === undefined ? [] : ([[dt('refund_amount'), <Price key='r' value={refundPrice} />]] as DetailRow[])),
    [dt('pay_status'), order.payStatusName],
    [dt('client'), order.clientName],
    [dt('order_time'), order.addTime],
  ]
  return (
    <>
      <View className='dist-person pk-card__head'>
        <Image className='dist-person__avatar' src={order.avatar} mode='aspectFill' {...imageAlt('')} />
        <View className='dist-person__who'>
          <Text className='dist-person__name'>{order.userName}</Text>
        </View>
        <Text className='dist-person__status'>{order.statusName}</Text>
      </View>
      <DetailRows rows={rows} />
    </>
  )
}

/** One downline order (order and promotion-order lists); tapping opens its detail. */
export const OrderCard = observer(function OrderCard({ order }: { order: DistributionOrder }) {
  const open = () => void openPage(`${DIST_PAGES.order}?id=${order.id}`)
  return (
    <View className='pk-card' data-testid='dist-order' onClick={open} {...pressable(open)}>
      <OrderSummary order={order} />
    </View>
  )
})
