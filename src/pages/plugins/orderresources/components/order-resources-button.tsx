import { observer } from 'mobx-react-lite'
import { orderResourcesUrl } from '@/api/plugins/orderresources'
import { t } from '@/i18n'
import { OrderPluginButton } from '@/pages/user-order/order-plugin-button'
import '@/i18n/locales/plugin-orderresources'

/** "Resources" on an order the merchant attached files to (plugins_orderresources_data == 1), plugin on only. */
export const OrderResourcesButton = observer(function OrderResourcesButton({
  orderId,
  hasResources,
  className,
}: {
  orderId: string
  hasResources?: boolean
  className?: string
}) {
  if (!hasResources) return null
  return (
    <OrderPluginButton
      plugin='orderresources'
      url={orderResourcesUrl(orderId)}
      label={t('plugin-orderresources.open')}
      testId='order-resources'
      className={className}
    />
  )
})
