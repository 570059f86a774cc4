import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { pressable } from '@/lib/a11y'
import './kit.scss'

export interface TabOption {
  value: string
  label: string
}

/** Status filter tabs of the plugin record lists ("All" sends the string "-1"). */
export const StatusTabs = observer(function StatusTabs({ tabs, value, onChange }: { tabs: TabOption[]; value: string; onChange: (value: string) => void }) {
  return (
    <View className='pk-tabs'>
      {tabs.map((tab) => {
        const on = tab.value === value
        const pick = () => !on && onChange(tab.value)
        return (
          <View
            key={tab.value}
            className={`pk-tabs__item ${on ? 'pk-tabs__item--on' : ''}`}
            data-testid={`tab-${tab.value}`}
            onClick={pick}
            {...pressable(pick)}
            aria-current={on ? 'true' : undefined}
          >
            {tab.label}
          </View>
        )
      })}
    </View>
  )
})
