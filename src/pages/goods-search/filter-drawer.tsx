import { Button, Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { FILTER_GROUPS, type FilterGroupKey, type FilterOption, type SearchFilters, type SearchOptions } from '@/api/search'
import { t } from '@/i18n'
import { pressable, imageAlt } from '@/lib/a11y'
import '@/i18n/locales/search'
import '@/i18n/locales/catalog'

/** Drawer groups in order: the filters' key, the options' key, the title and a test id. */
const GROUPS: Array<{ key: FilterGroupKey; options: keyof Omit<SearchOptions, 'brand' | 'cartCount'>; title: string; testId: string }> = [
  { key: 'brandIds', options: 'brands', title: 'search.filter_brand', testId: 'filter-brands' },
  { key: 'categoryIds', options: 'categories', title: 'search.filter_category', testId: 'filter-categories' },
  { key: 'prices', options: 'prices', title: 'search.filter_price', testId: 'filter-prices' },
  { key: 'origins', options: 'origins', title: 'catalog.filter_origin', testId: 'filter-origins' },
  { key: 'params', options: 'params', title: 'catalog.filter_params', testId: 'filter-params' },
  { key: 'specs', options: 'specs', title: 'catalog.filter_specs', testId: 'filter-specs' },
]

const COLLAPSED_COUNT = 6

export function toggleValue(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value]
}

const FilterGroup = observer(function FilterGroup(props: {
  title: string
  options: FilterOption[]
  chosen: string[]
  onToggle: (value: string) => void
  testId: string
}) {
  const [expanded, setExpanded] = useState(false)
  if (!props.options.length) return null
  const visible = expanded ? props.options : props.options.slice(0, COLLAPSED_COUNT)
  return (
    <View className='filter-drawer__group' data-testid={props.testId}>
      <View className='filter-drawer__group-head'>
        <Text className='filter-drawer__group-title'>{props.title}</Text>
        {props.options.length > COLLAPSED_COUNT ? (
          <Text className='filter-drawer__more' onClick={() => setExpanded(!expanded)} {...pressable(() => setExpanded(!expanded))}>
            {expanded ? t('search.filter_show_less') : t('search.filter_show_more')}
          </Text>
        ) : null}
      </View>
      <View className='filter-drawer__chips'>
        {visible.map((option) => (
          <View
            key={option.value}
            className={`filter-drawer__chip ${props.chosen.includes(option.value) ? 'filter-drawer__chip--on' : ''}`}
            onClick={() => props.onToggle(option.value)}
            {...pressable(() => props.onToggle(option.value))}
            data-testid='filter-chip'
          >
            {option.logo ? <Image className='filter-drawer__logo' src={option.logo} mode='aspectFit' {...imageAlt('')} /> : null}
            <Text>{option.name}</Text>
          </View>
        ))}
      </View>
    </View>
  )
})

interface Props {
  options: SearchOptions
  filters: SearchFilters
  onApply: (filters: SearchFilters) => void
  onClose: () => void
}

/** Brand, category, price, origin, parameter and spec chips; "reset" clears them and the sort, "apply" reloads the list. */
export const FilterDrawer = observer(function FilterDrawer({ options, filters, onApply, onClose }: Props) {
  const [draft, setDraft] = useState(filters)
  const toggle = (key: FilterGroupKey) => (value: string) => setDraft((current) => ({ ...current, [key]: toggleValue(current[key], value) }))
  const cleared = Object.fromEntries(FILTER_GROUPS.map((key) => [key, []])) as unknown as Pick<SearchFilters, FilterGroupKey>
  return (
    <View className='filter-drawer' data-testid='filter-drawer'>
      <View className='filter-drawer__mask' onClick={onClose} />
      <View className='filter-drawer__panel'>
        <ScrollView scrollY className='filter-drawer__body'>
          {GROUPS.map((group) => (
            <FilterGroup
              key={group.key}
              title={t(group.title)}
              options={options[group.options]}
              chosen={draft[group.key]}
              onToggle={toggle(group.key)}
              testId={group.testId}
            />
          ))}
        </ScrollView>
        <View className='filter-drawer__actions'>
          <Button
            className='filter-drawer__button'
            onClick={() => setDraft({ ...draft, ...cleared, sort: { field: 'default', type: 'desc' } })}
            data-testid='filter-reset'
          >
            {t('search.filter_reset')}
          </Button>
          <Button className='filter-drawer__button filter-drawer__button--main' onClick={() => onApply(draft)} data-testid='filter-apply'>
            {t('search.filter_confirm')}
          </Button>
        </View>
      </View>
    </View>
  )
})
