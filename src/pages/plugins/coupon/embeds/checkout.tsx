import { CHECKOUT_EXTRAS, type CheckoutSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { CheckoutCouponPicker } from '../components/checkout-coupon-picker'

function CouponChoice({ pluginData, params, onChange, disabled }: CheckoutSlotProps) {
  return <CheckoutCouponPicker raw={pluginData.coupon} params={params} onChange={onChange} disabled={disabled} />
}

registerEmbed(CHECKOUT_EXTRAS, { plugin: 'coupon', order: 10, component: CouponChoice })
