import { Button } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { trackingPageUrl } from '@/api/plugins/express'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import '@/i18n/locales/plugin-express'

/**
 * "Track parcel" for an order that has shipped parcels (api-core 3.17 plugin links): shown only while
 * the express plugin is enabled. `className` lets the host draw it like its own buttons.
 */
export const TrackParcelButton = observer(function TrackParcelButton({ orderId, hasParcels, className }: { orderId: string; hasParcels: boolean; className?: string }) {
  const { app } = useStores()
  if (!hasParcels || !app.isPluginEnabled('express')) return null
  return (
    <Button
      className={className}
      data-testid='track-parcel'
      onClick={(e) => {
        e.stopPropagation()
        void openPage(trackingPageUrl(orderId))
      }}
    >
      {t('plugin-express.track')}
    </Button>
  )
})
