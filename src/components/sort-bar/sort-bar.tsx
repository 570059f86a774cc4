import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import './sort-bar.scss'
import '@/i18n/locales/goods'

export type SortDirection = 'asc' | 'desc'

export interface SortOption<F extends string> {
  field: F
  label: string
  /** Shows the up/down arrows and the direction of the active sort. */
  arrows?: boolean
}

interface Props<F extends string> {
  options: Array<SortOption<F>>
  field: F
  direction: SortDirection
  onSort: (field: F) => void
  /** Further cells at the end of the bar (layout toggle, filter button); wrap each in SortBarCell. */
  children?: ReactNode
}

/** The sticky sort bar over a goods list (goods search, a label's goods...). */
export function SortBar<F extends string>({ options, field, direction, onSort, children }: Props<F>) {
  return (
    <View className='sort-bar' data-testid='sort-bar'>
      {options.map((option) => {
        const active = option.field === field
        return (
          <View
            key={option.field}
            className={`sort-bar__cell ${active ? 'sort-bar__cell--active' : ''}`}
            onClick={() => onSort(option.field)}
            {...pressable(() => onSort(option.field))}
            aria-pressed={active}
            data-testid={`sort-${option.field}`}
            data-direction={active && option.arrows ? direction : undefined}
          >
            <Text>{option.label}</Text>
            {active && option.arrows ? <Text className='sort-bar__direction'>{t(`goods.sort_${direction}`)}</Text> : null}
            {option.arrows ? (
              <View className='sort-bar__arrows' aria-hidden='true'>
                <View className={`sort-bar__arrow sort-bar__arrow--up ${active && direction === 'asc' ? 'sort-bar__arrow--on' : ''}`} />
                <View className={`sort-bar__arrow sort-bar__arrow--down ${active && direction === 'desc' ? 'sort-bar__arrow--on' : ''}`} />
              </View>
            ) : null}
          </View>
        )
      })}
      {children}
    </View>
  )
}

/** An extra cell of the sort bar: same size and look as the sort cells. */
export function SortBarCell({ active, onClick, testId, children }: { active?: boolean; onClick: () => void; testId?: string; children: ReactNode }) {
  return (
    <View className={`sort-bar__cell ${active ? 'sort-bar__cell--active' : ''}`} onClick={onClick} {...pressable(onClick)} data-testid={testId}>
      {children}
    </View>
  )
}
