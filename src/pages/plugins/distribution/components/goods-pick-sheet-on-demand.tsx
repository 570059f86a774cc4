import { lazy, Suspense, type ComponentProps } from 'react'
import type { GoodsPickSheet } from './goods-pick-sheet'

/**
 * The recommend form's goods chooser, drawn only while open: on the web its code (the sheet, the spec
 * picker and Taro's picker, ~8 KB gzip) loads with the tap that opens it instead of with the form.
 * Mini-programs keep it in the page (eager import).
 */
const LoadedGoodsPickSheet =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import('./goods-pick-sheet').then((m) => ({ default: m.GoodsPickSheet })))
    : lazy(() => import(/* webpackMode: "eager" */ './goods-pick-sheet').then((m) => ({ default: m.GoodsPickSheet })))

export function GoodsPickSheetOnDemand(props: ComponentProps<typeof GoodsPickSheet>) {
  return (
    <Suspense fallback={null}>
      <LoadedGoodsPickSheet {...props} />
    </Suspense>
  )
}
