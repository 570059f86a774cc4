import { Button } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { orderResourcesUrl } from '@/api/plugins/orderresources'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import '@/i18n/locales/plugin-orderresources'

/** "Resources" on an order the merchant attached files to (plugins_orderresources_data == 1), plugin on only. */
export const OrderResourcesButton = observer(function OrderResourcesButton({ orderId, hasResources, className }: { orderId: string; hasResources?: boolean; className?: string }) {
  const { app } = useStores()
  if (!hasResources || !app.isPluginEnabled('orderresources')) return null
  return (
    <Button
      className={className}
      data-testid='order-resources'
      onClick={(e) => {
        e.stopPropagation()
        void openPage(orderResourcesUrl(orderId))
      }}
    >
      {t('plugin-orderresources.open')}
    </Button>
  )
})
