import { Button, Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import type { Order } from '@/api/order'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import type { OrderAction } from '@/lib/order-actions'
import { pressable, imageAlt } from '@/lib/a11y'
import { ORDER_CARD_ACTIONS } from '@/slots/slots'
import { Slot, slotHas } from '@/slots/slot'
import '@/slots/fills/order'
import { afterSaleUrl } from './use-order-actions'
import '@/i18n/locales/order'

const ACTION_LABEL: Record<OrderAction, string> = {
  pay: 'order.pay',
  cancel: 'order.cancel',
  collect: 'order.collect',
  comment: 'order.comment',
  delete: 'order.delete',
  remind: 'order.remind',
}

/** Main actions get the filled theme button. */
const PRIMARY: OrderAction[] = ['pay', 'collect', 'comment']

/** The order's own buttons; `extra` (plugin links such as parcel tracking) goes first, least prominent. */
export const OrderActions = observer(function OrderActions({
  order,
  busy,
  onAction,
  extra,
}: {
  order: Order
  busy: boolean
  onAction: (action: OrderAction) => void
  extra?: ReactNode
}) {
  if (!order.actions.length && !extra) return null
  return (
    <View className='order-actions' onClick={(e) => e.stopPropagation()}>
      {extra}
      {order.actions.map((action) => (
        <Button
          key={action}
          className={`order-actions__button ${PRIMARY.includes(action) ? 'order-actions__button--main' : ''} ${action === 'pay' ? 'order-actions__button--fill' : ''} ${busy ? 'is-disabled' : ''}`}
          data-testid={`order-action-${action}`}
          disabled={busy || undefined}
          onClick={() => onAction(action)}
        >
          {t(ACTION_LABEL[action])}
        </Button>
      ))}
    </View>
  )
})

export const OrderItems = observer(function OrderItems({ order, linkGoods }: { order: Order; linkGoods?: boolean }) {
  return (
    <View className='order-items'>
      {order.items.map((item) => (
        <View key={item.id} className='order-item' onClick={linkGoods && item.url ? (e) => (e.stopPropagation(), void openPage(item.url)) : undefined}>
          <Image className='order-item__image' src={item.image} mode='aspectFill' {...imageAlt('')} />
          <View className='order-item__info'>
            <Text className='order-item__title'>{item.title}</Text>
            {item.specText ? <Text className='order-item__spec'>{item.specText}</Text> : null}
            <View className='order-item__bottom'>
              <Price value={item.price} size='small' />
              <Text className='order-item__qty'>x{item.buyNumber}</Text>
            </View>
            {/* ShopXO marks every open order as launchable; a line offers after-sale only with its button text. */}
            {order.canAfterSale && item.afterSaleText ? (
              <Text
                className='order-item__aftersale'
                data-testid='order-aftersale'
                onClick={(e) => (e.stopPropagation(), void openPage(afterSaleUrl(order.id, item.id)))}
              >
                {item.afterSaleText}
              </Text>
            ) : null}
          </View>
        </View>
      ))}
    </View>
  )
})

/** One order in the list: number, status, goods, total, buttons; tap opens the detail. `pick`: a batch-payment tick. */
export const OrderCard = observer(function OrderCard({
  order,
  busy,
  onAction,
  pick,
}: {
  order: Order
  busy: boolean
  onAction: (action: OrderAction) => void
  pick?: { on: boolean; toggle: () => void }
}) {
  return (
    <View
      className='order-card'
      data-testid='order-card'
      data-id={order.id}
      data-status={order.status}
      onClick={() => void openPage(`/pages/user-order-detail/user-order-detail?id=${order.id}`)}
      {...pressable(() => void openPage(`/pages/user-order-detail/user-order-detail?id=${order.id}`))}
    >
      <View className='order-card__head'>
        {pick ? (
          <View
            className={`check order-card__pick ${pick.on ? 'check--on' : ''}`}
            onClick={(e) => (e.stopPropagation(), pick.toggle())}
            data-testid='order-pick'
            aria-checked={pick.on}
          />
        ) : null}
        <Text className='order-card__no'>{order.orderNo}</Text>
        <Text className='order-card__status' data-testid='order-status'>
          {order.statusName}
          {order.payStatus === 1 && order.status === 2 ? ` · ${order.payStatusName}` : ''}
        </Text>
      </View>
      <OrderItems order={order} />
      <View className='order-card__sum'>
        <Text>{t('order.items_total', { n: order.buyNumberCount })}</Text>
        <Price value={order.totalPrice} className='order-card__price' />
      </View>
      <OrderActions order={order} busy={busy} onAction={onAction} extra={pluginButtons(order)} />
    </View>
  )
})

/** Plugin links of an order (parcel tracking, attachments...): the order card's action slot. */
function pluginButtons(order: Order): ReactNode {
  const props = { order, className: 'order-actions__button' }
  return slotHas(ORDER_CARD_ACTIONS, props) ? <Slot slot={ORDER_CARD_ACTIONS} props={props} /> : null
}
