import { deliveryTrackingUrl } from '@/api/plugins/delivery-links'
import { t } from '@/i18n'
import { OrderPluginButton } from '@/pages/user-order/order-plugin-button'
import { registerEmbed } from '@/slots/slot'
import { ORDER_CARD_ACTIONS, ORDER_DETAIL_PARCELS, type OrderSlotProps } from '@/slots/slots'
import '@/i18n/locales/plugin-delivery-embeds'

/** "Track delivery" on an order the shop's own courier carries (api-plugins-2 §3.9: opened from order lists). */
function TrackDelivery({ order, className }: OrderSlotProps) {
  return (
    <OrderPluginButton
      plugin='delivery'
      url={deliveryTrackingUrl(order.deliveryId ?? '')}
      label={t('plugin-delivery-embeds.track_delivery')}
      testId='track-delivery'
      className={className}
    />
  )
}

const hasDelivery = ({ order }: OrderSlotProps) => Boolean(order.deliveryId)
registerEmbed(ORDER_CARD_ACTIONS, { plugin: 'delivery', order: 25, when: hasDelivery, component: TrackDelivery })
registerEmbed(ORDER_DETAIL_PARCELS, { plugin: 'delivery', order: 15, when: hasDelivery, component: TrackDelivery })
