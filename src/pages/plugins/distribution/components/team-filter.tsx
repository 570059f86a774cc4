import { Text, View } from '@tarojs/components'
import { PickerOnDemand } from '@/components/picker-on-demand/picker-on-demand'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { NO_TEAM_FILTERS, type TeamFilters } from '@/api/plugins/distribution-team'
import { ActionButton } from '@/components/action-button/action-button'
import { localDay } from '@/lib/date'
import { toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { dt } from './text'
import '@/i18n/locales/plugin-distribution-centre'

/** What is wrong with the filters (an end before its start), or null. */
export function teamFilterProblem(f: TeamFilters): string | null {
  if (f.userStart && f.userEnd && f.userEnd < f.userStart) return dt('range_end_before_start')
  if (f.orderStart && f.orderEnd && f.orderEnd < f.orderStart) return dt('range_end_before_start')
  return null
}

function Check({ on, label, onChange, testId }: { on: boolean; label: string; onChange: (on: boolean) => void; testId?: string }) {
  return (
    <View
      className='dist-filter__check'
      onClick={() => onChange(!on)}
      {...pressable(() => onChange(!on))}
      role='checkbox'
      aria-checked={on}
      data-testid={testId}
    >
      <View className={`dist-filter__box ${on ? 'dist-filter__box--on' : ''}`} />
      <Text>{label}</Text>
    </View>
  )
}

/** The team filter bar (api-plugins-1 §4.6): registration time, order time (each reversible), ordered or not. */
export const TeamFilterBar = observer(function TeamFilterBar({ value, onSearch }: { value: TeamFilters; onSearch: (filters: TeamFilters) => void }) {
  const [draft, setDraft] = useState<TeamFilters>(value)
  const today = localDay()
  const set = (change: Partial<TeamFilters>) => setDraft((d) => ({ ...d, ...change }))
  const day = (key: 'userStart' | 'userEnd' | 'orderStart' | 'orderEnd') => (
    <PickerOnDemand mode='date' value={draft[key] || today} end={today} onChange={(e) => set({ [key]: String(e.detail.value) })}>
      <Text className={`dist-filter__day ${draft[key] ? '' : 'dist-filter__day--empty'}`} data-testid={`dist-filter-${key}`}>
        {draft[key] || dt(key.endsWith('Start') ? 'range_start' : 'range_end')}
      </Text>
    </PickerOnDemand>
  )
  const toggleBuy = (type: string, on: boolean) => set({ buyTypes: on ? [...draft.buyTypes, type] : draft.buyTypes.filter((t) => t !== type) })
  const search = () => {
    const problem = teamFilterProblem(draft)
    if (problem) {
      toast(problem)
      return
    }
    onSearch(draft)
  }

  return (
    <View className='dist-filter' data-testid='dist-team-filter'>
      <View className='dist-filter__row'>
        <Text className='dist-filter__label'>{dt('filter_registered')}</Text>
        {day('userStart')}
        <Text>-</Text>
        {day('userEnd')}
        <Check on={draft.userReverse} label={dt('filter_reverse')} onChange={(on) => set({ userReverse: on })} />
      </View>
      <View className='dist-filter__row'>
        <Text className='dist-filter__label'>{dt('filter_ordered_at')}</Text>
        {day('orderStart')}
        <Text>-</Text>
        {day('orderEnd')}
        <Check on={draft.orderReverse} label={dt('filter_reverse')} onChange={(on) => set({ orderReverse: on })} />
      </View>
      <View className='dist-filter__row'>
        <Text className='dist-filter__label'>{dt('filter_bought')}</Text>
        <Check on={draft.buyTypes.includes('0')} label={dt('filter_not_bought')} onChange={(on) => toggleBuy('0', on)} testId='dist-filter-buy-0' />
        <Check on={draft.buyTypes.includes('1')} label={dt('filter_has_bought')} onChange={(on) => toggleBuy('1', on)} testId='dist-filter-buy-1' />
      </View>
      <View className='dist-filter__actions'>
        <ActionButton
          kind='plain'
          size='small'
          onClick={() => {
            setDraft(NO_TEAM_FILTERS)
            onSearch(NO_TEAM_FILTERS)
          }}
          testId='dist-filter-reset'
        >
          {dt('filter_reset')}
        </ActionButton>
        <ActionButton size='small' onClick={search} testId='dist-filter-search'>
          {dt('search')}
        </ActionButton>
      </View>
    </View>
  )
})
