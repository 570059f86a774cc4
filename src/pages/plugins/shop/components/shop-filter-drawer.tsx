import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { ShopCategoryNode } from '@/api/plugins/shop'
import { HintField } from '@/components/hint-field/hint-field'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import './shop-filter-drawer.scss'
import '@/i18n/locales/plugin-shop'
import { ActionButton } from '@/components/action-button/action-button'

const area = 'plugin-shop'

export interface ShopFilter {
  keywords: string
  /** '' = every category. */
  categoryId: string
}

interface Props {
  categories: ShopCategoryNode[]
  value: ShopFilter
  /** How many goods the current search found. */
  found: number
  onApply: (filter: ShopFilter) => void
  onClose: () => void
}

/** The name of a category or sub-category of the tree, '' when it is not there. */
export function categoryName(categories: ShopCategoryNode[], id: string): string {
  for (const top of categories) {
    if (top.id === id) return top.name
    const child = top.children.find((c) => c.id === id)
    if (child) return child.name
  }
  return ''
}

/**
 * The shop search's filter drawer (api-plugins-2 §3.2): keywords and one category of the shop's tree
 * (a top category or one of its sub-categories); "clear" empties both, "apply" searches again.
 */
export const ShopFilterDrawer = observer(function ShopFilterDrawer({ categories, value, found, onApply, onClose }: Props) {
  const [draft, setDraft] = useState<ShopFilter>(value)
  const chip = (id: string, name: string, top = false) => (
    <Text
      key={id || 'all'}
      className={`shop-filter__chip ${top ? 'shop-filter__chip--top' : ''} ${draft.categoryId === id ? 'shop-filter__chip--on' : ''}`}
      onClick={() => setDraft({ ...draft, categoryId: id })}
      {...pressable(() => setDraft({ ...draft, categoryId: id }))}
      data-testid='shop-filter-category'
      data-on={draft.categoryId === id ? '1' : '0'}
    >
      {name}
    </Text>
  )
  return (
    <View className='shop-filter' data-testid='shop-filter'>
      <View className='shop-filter__mask' onClick={onClose} />
      <View className='shop-filter__panel'>
        <ScrollView scrollY className='shop-filter__body'>
          <Text className='shop-filter__found' data-testid='shop-filter-found'>
            {t(`${area}.filter_found`, { n: found })}
          </Text>
          <Text className='shop-filter__title'>{t(`${area}.filter_keywords`)}</Text>
          <HintField
            className='shop-filter__input'
            value={draft.keywords}
            onChange={(keywords) => setDraft({ ...draft, keywords })}
            hint={t(`${area}.filter_keywords_hint`)}
            testId='shop-filter-keywords'
          />
          <Text className='shop-filter__title'>{t(`${area}.filter_category`)}</Text>
          <View className='shop-filter__chips'>{chip('', t(`${area}.filter_all`))}</View>
          {categories.map((top) => (
            <View key={top.id} className='shop-filter__group'>
              <View className='shop-filter__chips'>{chip(top.id, top.name, true)}</View>
              {top.children.length ? <View className='shop-filter__chips shop-filter__chips--sub'>{top.children.map((c) => chip(c.id, c.name))}</View> : null}
            </View>
          ))}
        </ScrollView>
        <View className='shop-filter__actions'>
          <ActionButton
            kind='plain'
            size='large'
            className='shop-filter__button'
            onClick={() => setDraft({ keywords: '', categoryId: '' })}
            testId='shop-filter-clear'
          >
            {t(`${area}.filter_clear`)}
          </ActionButton>
          <ActionButton
            size='large'
            className='shop-filter__button'
            onClick={() => onApply({ keywords: draft.keywords.trim(), categoryId: draft.categoryId })}
            testId='shop-filter-apply'
          >
            {t(`${area}.filter_confirm`)}
          </ActionButton>
        </View>
      </View>
    </View>
  )
})
