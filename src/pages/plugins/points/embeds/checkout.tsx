import { CHECKOUT_EXTRAS, type CheckoutSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { CheckoutPointsSwitch } from '../components/checkout-points-switch'

function PointsChoice({ pluginData, params, onChange, disabled }: CheckoutSlotProps) {
  return <CheckoutPointsSwitch raw={pluginData.points} params={params} onChange={onChange} disabled={disabled} />
}

registerEmbed(CHECKOUT_EXTRAS, { plugin: 'points', order: 20, component: PointsChoice })
