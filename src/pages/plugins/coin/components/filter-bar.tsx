import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { accountOptions, getCoinFilters, type CoinFilters, type CoinOption } from '@/api/plugins/coin'
import { useRemote } from '@/hooks/use-remote'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { whenLoggedIn } from '@/hooks/use-login-gate'
import { OptionSheet } from './option-sheet'

export interface FilterSpec {
  key: string
  title: string
  options: CoinOption[]
}

interface Props {
  filters: FilterSpec[]
  values: Record<string, string>
  onChange: (key: string, value: string) => void
}

/** A row of filter titles; each opens a drop-down sheet with "All" (api-plugins-1 §6.9). */
export const FilterBar = observer(function FilterBar({ filters, values, onChange }: Props) {
  const [open, setOpen] = useState('')
  const current = filters.find((f) => f.key === open)
  return (
    <>
      <View className='coin-filters'>
        {filters.map((f) => {
          const chosen = f.options.find((o) => o.value === values[f.key])
          return (
            <View
              key={f.key}
              className={`coin-filters__item ${chosen ? 'coin-filters__item--on' : ''}`}
              data-testid={`coin-filter-${f.key}`}
              onClick={() => setOpen(f.key)}
              {...pressable(() => setOpen(f.key))}
            >
              <Text>{chosen ? chosen.label : f.title}</Text>
              <Icon name='chevron-down' size={24} />
            </View>
          )
        })}
      </View>
      {current ? (
        <OptionSheet
          open
          title={current.title}
          options={current.options}
          value={values[current.key] ?? ''}
          withAll
          onSelect={(value) => onChange(current.key, value)}
          onClose={() => setOpen('')}
          testId='coin-filter-sheet'
        />
      ) : null}
    </>
  )
})

/** The filter choices of the history lists (user/init); the lists work without them if it fails. */
/** The filters of the recharge and withdrawal lists: account, status, network. */
export function requestFilters(data: CoinFilters | null | undefined): FilterSpec[] {
  return [
    { key: 'accountsId', title: t('plugin-coin.account_type'), options: accountOptions(data?.accounts ?? []) },
    { key: 'status', title: t('plugin-coin.status_type'), options: data?.statuses ?? [] },
    { key: 'networkId', title: t('plugin-coin.network_type'), options: data?.networks ?? [] },
  ]
}

export function useCoinFilterData(allowed: boolean) {
  return useRemote(whenLoggedIn(allowed, getCoinFilters), [allowed]).data
}
