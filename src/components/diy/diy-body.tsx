import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useMemo } from 'react'
import type { DiyModuleFrame } from '@/api/diy'
import { StatusView } from '@/components/status-view/status-view'
import { useStores } from '@/stores/root-store'
import { boxStyle } from './box-style'
import { diyModulePlugin, loadedDiyModule, useDiyModules, type DiyModuleDef } from './registry'
import './core-modules'
import '@/slots/fills/diy'

function readSafely(def: DiyModuleDef<unknown>, frame: DiyModuleFrame): { data: unknown } | null {
  try {
    return { data: def.read(frame.content, frame.style) }
  } catch (error) {
    // One malformed module is left out; the rest of the page still draws.
    console.warn(`[diy] module "${frame.key}" could not be read`, error)
    return null
  }
}

/** One module in its outer box (common_style); nothing for an unknown key, a switched-off plugin or no data. */
const ModuleView = observer(function ModuleView({ frame }: { frame: DiyModuleFrame }) {
  const { app } = useStores()
  const def = loadedDiyModule(frame.key)
  const read = useMemo(() => (def ? readSafely(def, frame) : null), [def, frame])
  const plugin = diyModulePlugin(frame.key)
  if (!def || !read || (plugin && !app.isPluginEnabled(plugin)) || def.isEmpty?.(read.data)) return null
  const Draw = def.View
  if (def.floating) return <Draw data={read.data} frame={frame} />
  return (
    <View className={`diy-module diy-module--${frame.key}`} style={boxStyle(frame.box)} data-testid={`diy-module-${frame.key}`}>
      <Draw data={read.data} frame={frame} />
    </View>
  )
})

/**
 * A DIY body: the modules of `diy_data` in order. Their code is fetched first (each family once, in
 * parallel), then the whole body draws in one go.
 */
export function DiyBody({ modules, topGap }: { modules: DiyModuleFrame[]; topGap?: string }) {
  const keys = useMemo(() => [...new Set(modules.map((m) => m.key))], [modules])
  const ready = useDiyModules(keys)
  if (!ready) return <StatusView status='loading' />
  return (
    <View className='diy-body' style={topGap ? { paddingTop: topGap } : undefined} data-testid='diy-body'>
      {modules.map((frame) => (
        <ModuleView key={frame.id} frame={frame} />
      ))}
    </View>
  )
}
