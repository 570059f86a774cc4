import { View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import type { TabbedModule } from '@/api/diy-modules/tabs'
import { DiyTabBar } from './tab-bar'

/** A tab bar over the active tab's body; switching tabs swaps the data locally (no request). */
export function Tabbed<T>({ module, render, testId }: { module: TabbedModule<T>; render: (body: T) => ReactNode; testId: string }) {
  const [active, setActive] = useState(0)
  const tab = module.tabs[Math.min(active, module.tabs.length - 1)]
  return (
    <View className='diy-tabbed' data-testid={testId}>
      <DiyTabBar tabs={module.tabs} active={active} onChange={setActive} {...module.bar} testId={`${testId}-bar`} />
      {tab ? render(tab.body) : null}
    </View>
  )
}
