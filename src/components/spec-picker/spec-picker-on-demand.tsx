import { lazy, Suspense, type ComponentProps } from 'react'
import type { SpecPicker } from './spec-picker'

/**
 * Pages that open the spec picker only on a tap (the category's and a store's add-to-cart) draw this
 * one: on the web its code (~4 KB gzip) loads with the first tap instead of with the page (the service
 * worker has it precached after the first visit). Goods detail draws it after its first paint (its
 * selected-spec row follows the picker), so the picker's code stays out of that page's first screen.
 * Mini-programs keep it in the page's package.
 */
const LoadedSpecPicker =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import('./spec-picker').then((m) => ({ default: m.SpecPicker })))
    : lazy(() => import(/* webpackMode: "eager" */ './spec-picker').then((m) => ({ default: m.SpecPicker })))

export function SpecPickerOnDemand(props: ComponentProps<typeof SpecPicker>) {
  return (
    <Suspense fallback={null}>
      <LoadedSpecPicker {...props} />
    </Suspense>
  )
}
