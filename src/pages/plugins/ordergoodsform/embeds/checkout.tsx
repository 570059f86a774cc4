import { parseGoodsForms } from '@/api/plugins/ordergoodsform'
import { toast } from '@/lib/navigate'
import { CHECKOUT_EXTRAS, CHECKOUT_SUBMIT_GUARDS, type CheckoutSlotProps } from '@/slots/slots'
import { registerGuard } from '@/slots/slot'
import { registerEmbed } from '@/slots/slot'
import { getRootStore } from '@/stores/root-store'
import { CheckoutForms } from '../components/checkout-forms'
import { orderForms } from '../components/form-store'

function GoodsForms({ pluginData, disabled }: CheckoutSlotProps) {
  return <CheckoutForms goodsItems={pluginData.goodsItems} disabled={disabled} />
}

// Before coupons and points: the fields belong with the goods.
registerEmbed(CHECKOUT_EXTRAS, { plugin: 'ordergoodsform', order: 5, component: GoodsForms })

// Submitting: every field checked again (failures marked red, the first one's message shown) and saved.
registerGuard(CHECKOUT_SUBMIT_GUARDS, {
  plugin: 'ordergoodsform',
  order: 10,
  check: async ({ pluginData }) => {
    if (!getRootStore().app.isPluginEnabled('ordergoodsform')) return true
    const message = await orderForms.commitAll(parseGoodsForms(pluginData.goodsItems))
    if (message) toast(message)
    return !message
  },
})
