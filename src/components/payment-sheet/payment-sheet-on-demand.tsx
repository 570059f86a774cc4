import { lazy, Suspense, useState, type ComponentProps } from 'react'
import type { PaymentSheet } from './payment-sheet'

/**
 * The payment sheet for pages that open it on a "pay" tap (orders, order detail, checkout): on the web
 * its code (the sheet, the pay flow and its answers, ~6 KB gzip) loads when it first opens instead of
 * with the page; until then there is nothing to draw (no payment has started). Once opened it stays
 * mounted, so closing it and a running QR check behave as before. Mini-programs keep it in the page.
 */
const LoadedPaymentSheet =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import('./payment-sheet').then((m) => ({ default: m.PaymentSheet })))
    : lazy(() => import(/* webpackMode: "eager" */ './payment-sheet').then((m) => ({ default: m.PaymentSheet })))

export function PaymentSheetOnDemand(props: ComponentProps<typeof PaymentSheet>) {
  const [opened, setOpened] = useState(props.visible)
  if (props.visible && !opened) setOpened(true)
  if (!opened && !props.visible) return null
  return (
    <Suspense fallback={null}>
      <LoadedPaymentSheet {...props} />
    </Suspense>
  )
}
