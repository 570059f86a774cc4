import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { hasService, type SellerCard } from '@/api/plugins/shop-core'
import { ActionButton } from '@/components/action-button/action-button'
import { t } from '@/i18n'
import { openUrl } from '@/lib/navigate'
import { ShopRow } from './shop-card'
import { ShopServicePopupOnDemand } from './shop-service-popup-on-demand'
import { useShopFavor } from './use-shop-favor'
import './seller-card.scss'
import '@/i18n/locales/plugin-shop-embeds'

const area = 'plugin-shop-embeds'

/** Goods detail's seller card (api-plugins-2 §4): the shop, "visit shop", favourite and its service sheet. */
export const SellerCardView = observer(function SellerCardView({ seller }: { seller: SellerCard }) {
  const { shop } = seller
  const favor = useShopFavor(shop.id, seller.isFavor, shop.favorCount)
  const [serviceOpen, setServiceOpen] = useState(false)
  const showService = seller.serviceInfo && hasService(shop.service)
  return (
    <View className='seller-card' data-testid='seller-card'>
      <ShopRow
        shop={shop}
        testId='seller-shop'
        actions={
          <>
            {showService ? (
              <ActionButton kind='plain' size='small' onClick={() => setServiceOpen(true)} testId='seller-service'>
                {t(`${area}.service`)}
              </ActionButton>
            ) : null}
            <ActionButton kind={favor.isFavor ? 'plain' : 'secondary'} size='small' busy={favor.busy} onClick={() => void favor.toggle()} testId='seller-favor'>
              {favor.label}
            </ActionButton>
            <ActionButton size='small' onClick={() => openUrl(shop.url)} testId='seller-enter'>
              {t(`${area}.enter_shop`)}
            </ActionButton>
          </>
        }
      />
      {serviceOpen ? <ShopServicePopupOnDemand service={shop.service} onClose={() => setServiceOpen(false)} /> : null}
    </View>
  )
})
