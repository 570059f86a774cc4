import { useState } from 'react'
import { onDemand } from '@/components/on-demand/on-demand'
import type { PluginPaySheetProps } from './plugin-pay-sheet'

/**
 * The plugin payment popup for pages that open it on a "pay" tap: on the web its code (the popup, the
 * pay flow and its texts, ~7 KB gzip) loads when it first opens instead of with the page; until then
 * it draws nothing anyway (and if the code cannot be fetched, the usual error with "retry"). Once opened
 * it stays mounted, so closing it and a running payment check behave as before. Mini-programs keep it
 * in the page (eager import).
 */
const LoadedPluginPaySheet = onDemand(() =>
  (process.env.TARO_ENV === 'h5' ? import('./plugin-pay-sheet') : import(/* webpackMode: "eager" */ './plugin-pay-sheet')).then((m) => m.PluginPaySheet),
)

export function PluginPaySheetOnDemand(props: PluginPaySheetProps) {
  const [opened, setOpened] = useState(props.visible)
  if (props.visible && !opened) setOpened(true)
  if (!opened) return null
  return <LoadedPluginPaySheet {...props} />
}
