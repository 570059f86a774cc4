import { lazy, Suspense, type ComponentProps } from 'react'
import type { ShopServicePopup } from './shop-service-popup'

/**
 * The shop's customer-service panel, drawn only while open: on the web its code (the panel and the
 * clipboard helper) loads with the tap that opens it instead of with the shop's pages.
 * Mini-programs keep it in the page (eager import).
 */
const LoadedShopServicePopup =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import('./shop-service-popup').then((m) => ({ default: m.ShopServicePopup })))
    : lazy(() => import(/* webpackMode: "eager" */ './shop-service-popup').then((m) => ({ default: m.ShopServicePopup })))

export function ShopServicePopupOnDemand(props: ComponentProps<typeof ShopServicePopup>) {
  return (
    <Suspense fallback={null}>
      <LoadedShopServicePopup {...props} />
    </Suspense>
  )
}
