import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { deliveryTrackingUrl } from '@/api/plugins/delivery-links'
import { trackingPageUrl } from '@/api/plugins/express'
import type { StoreOrder } from '@/api/plugins/realstore-pages'
import { ActionButton } from '@/components/action-button/action-button'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { REALSTORE_PAGES } from './routes'
import type { StoreOrderActions } from './use-store-order-actions'
import '@/i18n/locales/plugin-realstore'

/** One goods line of a store order: picture, title and spec, price and quantity. */
export function StoreOrderLine({ item, onClick }: { item: StoreOrder['items'][number]; onClick?: () => void }) {
  return (
    <View className='rs-order__item' onClick={onClick}>
      <Image className='rs-order__image' src={item.image} mode='aspectFill' />
      <View className='rs-order__info'>
        <Text className='rs-order__title'>{item.title}</Text>
        {item.specText ? <Text className='rs-card__muted'>{item.specText}</Text> : null}
      </View>
      <View className='rs-order__price'>
        <Price value={item.price} size='small' />
        <Text className='rs-card__muted'>×{item.quantity}</Text>
      </View>
    </View>
  )
}

/**
 * Where the store order's "logistics" opens (api-plugins-2 §3.7): the shop courier's live map when one
 * carries it, else the carrier's tracking of the store order; '' when it is neither.
 */
export function storeOrderTrackingUrl(order: StoreOrder): string {
  if (order.deliveryId) return deliveryTrackingUrl(order.deliveryId)
  return order.hasParcels ? `${trackingPageUrl(order.orderId)}&action_type=realstore` : ''
}

/** The buttons of a store order (api-plugins-2 §3.7): cancel, pay, confirm receipt, logistics, its batches and punch cards. */
export const StoreOrderButtons = observer(function StoreOrderButtons({ order, actions }: { order: StoreOrder; actions: StoreOrderActions }) {
  const busy = actions.busyId === order.id
  const tracking = storeOrderTrackingUrl(order)
  if (!order.canCancel && !order.canPay && !order.canCollect && !order.hasBatches && !order.hasCards && !tracking) return null
  return (
    <View className='pk-card__actions'>
      {tracking ? (
        <ActionButton size='small' kind='plain' onClick={() => void openPage(tracking)} testId='store-order-tracking'>
          {t('plugin-realstore.logistics')}
        </ActionButton>
      ) : null}
      {order.hasBatches ? (
        <ActionButton size='small' kind='plain' onClick={() => void openPage(`${REALSTORE_PAGES.batches}?oid=${order.orderId}`)} testId='store-order-batches'>
          {t('plugin-realstore.batches')}
        </ActionButton>
      ) : null}
      {order.hasCards ? (
        <ActionButton size='small' kind='plain' onClick={() => void openPage(`${REALSTORE_PAGES.cards}?oid=${order.orderId}`)} testId='store-order-cards'>
          {t('plugin-realstore.cards')}
        </ActionButton>
      ) : null}
      {order.canCancel ? (
        <ActionButton size='small' kind='plain' busy={busy} onClick={() => void actions.cancel(order)} testId='store-order-cancel'>
          {t('plugin-realstore.cancel_order')}
        </ActionButton>
      ) : null}
      {order.canCollect ? (
        <ActionButton size='small' kind='secondary' busy={busy} onClick={() => void actions.collect(order)} testId='store-order-collect'>
          {t('plugin-realstore.collect')}
        </ActionButton>
      ) : null}
      {order.canPay ? (
        <ActionButton size='small' busy={busy} onClick={() => actions.pay(order)} testId='store-order-pay'>
          {t('plugin-realstore.pay')}
        </ActionButton>
      ) : null}
    </View>
  )
})

/** A store order in the list: store and state, its goods, the total, its buttons. */
export const StoreOrderCard = observer(function StoreOrderCard({ order, actions }: { order: StoreOrder; actions: StoreOrderActions }) {
  const open = () => void openPage(`${REALSTORE_PAGES.order}?id=${order.id}`)
  return (
    <View className='pk-card' data-testid='store-order' data-status={order.status}>
      <View className='pk-card__head' onClick={open}>
        <Text className='rs-order__store'>{order.storeName}</Text>
        <Text className='pk-card__status' data-testid='store-order-status'>
          {order.statusName}
        </Text>
      </View>
      <View onClick={open}>
        {order.items.map((item, index) => (
          <StoreOrderLine key={`${item.goodsId}-${index}`} item={item} />
        ))}
        <View className='rs-order__sum'>
          <Text className='rs-card__muted'>{order.useTypeName}</Text>
          <Text>{t('plugin-realstore.order_sum', { n: order.count })}</Text>
          <Price value={order.total} />
        </View>
      </View>
      <StoreOrderButtons order={order} actions={actions} />
    </View>
  )
})
