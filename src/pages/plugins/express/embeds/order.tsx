import { ORDER_CARD_ACTIONS, ORDER_DETAIL_PARCELS, type OrderSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { TrackParcelButton } from '../components/track-parcel-button'

function TrackParcel({ order, className }: OrderSlotProps) {
  return <TrackParcelButton orderId={order.id} hasParcels={order.express.length > 0} className={className} />
}

const hasParcels = ({ order }: OrderSlotProps) => order.express.length > 0
registerEmbed(ORDER_CARD_ACTIONS, { plugin: 'express', order: 20, when: hasParcels, component: TrackParcel })
registerEmbed(ORDER_DETAIL_PARCELS, { plugin: 'express', order: 10, when: hasParcels, component: TrackParcel })
