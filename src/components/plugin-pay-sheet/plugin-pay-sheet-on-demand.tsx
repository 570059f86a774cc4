import { lazy, Suspense, useState } from 'react'
import type { PluginPaySheetProps } from './plugin-pay-sheet'

/**
 * The plugin payment popup for pages that open it on a "pay" tap: on the web its code (the popup, the
 * pay flow and its texts, ~8 KB gzip) loads when it first opens instead of with the page; until then
 * it draws nothing anyway. Once opened it stays mounted, so closing it and a running payment check
 * behave as before. Mini-programs keep it in the page (eager import).
 */
const LoadedPluginPaySheet =
  process.env.TARO_ENV === 'h5'
    ? lazy(() => import('./plugin-pay-sheet').then((m) => ({ default: m.PluginPaySheet })))
    : lazy(() => import(/* webpackMode: "eager" */ './plugin-pay-sheet').then((m) => ({ default: m.PluginPaySheet })))

export function PluginPaySheetOnDemand(props: PluginPaySheetProps) {
  const [opened, setOpened] = useState(props.visible)
  if (props.visible && !opened) setOpened(true)
  if (!opened) return null
  return (
    <Suspense fallback={null}>
      <LoadedPluginPaySheet {...props} />
    </Suspense>
  )
}
