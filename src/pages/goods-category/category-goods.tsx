import { ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Category } from '@/api/goods'
import { emptyFilters, nextSort, searchGoods, type SearchSort, type SortField } from '@/api/search'
import { GoodsCard } from '@/components/goods-card/goods-card'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import '@/i18n/locales/goods'
import '@/i18n/locales/search'

const SORTS: Array<{ field: SortField; key: string }> = [
  { field: 'default', key: 'search.sort_default' },
  { field: 'sales_count', key: 'search.sort_sales' },
  { field: 'min_price', key: 'search.sort_price' },
  { field: 'id', key: 'search.sort_new' },
]

/**
 * Goods-list mode (category_show_level 0): second levels on the left ("All" first), third-level
 * chips, a sort bar and the goods of the deepest chosen category (api-core 3.2).
 */
export const CategoryGoods = observer(function CategoryGoods({ top }: { top: Category }) {
  const [secondId, setSecondId] = useState('')
  const [thirdId, setThirdId] = useState('')
  const [sort, setSort] = useState<SearchSort>({ field: 'default', type: 'desc' })
  const second = top.children.find((c) => c.id === secondId)
  const categoryId = thirdId || secondId || top.id
  const list = usePagedList((page) => searchGoods(emptyFilters({ categoryId, sort }), page), [categoryId, sort.field, sort.type])

  return (
    <View className='category-goods'>
      <ScrollView scrollY className='category__side'>
        {[{ id: '', name: t('goods.category_all') }, ...top.children].map((child) => (
          <View
            key={child.id || 'all'}
            className={`category__side-item ${child.id === secondId ? 'category__side-item--active' : ''}`}
            onClick={() => {
              setSecondId(child.id)
              setThirdId('')
            }}
            data-testid='category-second'
          >
            {child.name}
          </View>
        ))}
      </ScrollView>
      <View className='category-goods__main'>
        {second?.children.length ? (
          <ScrollView scrollX className='category-goods__chips'>
            {[{ id: '', name: t('goods.category_all') }, ...second.children].map((child) => (
              <Text
                key={child.id || 'all'}
                className={`category-goods__chip ${child.id === thirdId ? 'category-goods__chip--on' : ''}`}
                onClick={() => setThirdId(child.id)}
              >
                {child.name}
              </Text>
            ))}
          </ScrollView>
        ) : null}
        <View className='category-goods__sorts'>
          {SORTS.map((item) => (
            <Text
              key={item.field}
              className={`category-goods__sort ${sort.field === item.field ? 'category-goods__sort--on' : ''}`}
              onClick={() => setSort(nextSort(sort, item.field))}
            >
              {t(item.key)}
              {item.field === 'min_price' && sort.field === 'min_price' ? (sort.type === 'asc' ? ' ↑' : ' ↓') : ''}
            </Text>
          ))}
        </View>
        <ScrollView scrollY className='category-goods__list' onScrollToLower={() => void list.loadMore()} lowerThreshold={120}>
          <PagedList
            list={list}
            emptyMessage={t('goods.category_goods_empty')}
            renderItem={(goods) => <GoodsCard key={goods.id} goods={goods} layout='row' />}
          />
        </ScrollView>
      </View>
    </View>
  )
})
