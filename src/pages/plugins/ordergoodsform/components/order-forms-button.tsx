import { observer } from 'mobx-react-lite'
import { orderFormsUrl } from '@/api/plugins/ordergoodsform'
import { t } from '@/i18n'
import { OrderPluginButton } from '@/pages/user-order/order-plugin-button'
import '@/i18n/locales/plugin-ordergoodsform'

/** "Goods form" on an order that has form values (plugins_ordergoodsform_data == 1), plugin on only. */
export const OrderFormsButton = observer(function OrderFormsButton({ orderId, className }: { orderId: string; className?: string }) {
  return (
    <OrderPluginButton
      plugin='ordergoodsform'
      url={orderFormsUrl(orderId)}
      label={t('plugin-ordergoodsform.button')}
      testId='order-goods-form'
      className={className}
    />
  )
})
