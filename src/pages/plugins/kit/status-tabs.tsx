import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import './kit.scss'

export interface TabOption {
  value: string
  label: string
}

/** Status filter tabs of the plugin record lists ("All" sends the string "-1"). */
export const StatusTabs = observer(function StatusTabs({ tabs, value, onChange }: { tabs: TabOption[]; value: string; onChange: (value: string) => void }) {
  return (
    <View className='pk-tabs'>
      {tabs.map((tab) => (
        <View
          key={tab.value}
          className={`pk-tabs__item ${tab.value === value ? 'pk-tabs__item--on' : ''}`}
          data-testid={`tab-${tab.value}`}
          onClick={() => tab.value !== value && onChange(tab.value)}
        >
          {tab.label}
        </View>
      ))}
    </View>
  )
})
