import { observer } from 'mobx-react-lite'
import { trackingPageUrl } from '@/api/plugins/express'
import { t } from '@/i18n'
import { OrderPluginButton } from '@/pages/user-order/order-plugin-button'
import '@/i18n/locales/plugin-express'

/** "Track parcel" for an order that has shipped parcels (api-core 3.17 plugin links), express plugin on only. */
export const TrackParcelButton = observer(function TrackParcelButton({
  orderId,
  hasParcels,
  className,
}: {
  orderId: string
  hasParcels: boolean
  className?: string
}) {
  if (!hasParcels) return null
  return <OrderPluginButton plugin='express' url={trackingPageUrl(orderId)} label={t('plugin-express.track')} testId='track-parcel' className={className} />
})
