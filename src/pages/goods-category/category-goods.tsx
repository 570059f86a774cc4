import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import type { Category } from '@/api/category'
import type { GoodsSummary } from '@/api/goods-summary'
import { emptyFilters, nextSort, searchGoods, type SearchSort, type SortField } from '@/api/search'
import { openGoods } from '@/components/goods-card/goods-card'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { pressable, imageAlt } from '@/lib/a11y'
import { quantityInCart, withBackOption } from './category-cart'
import type { CategoryCart } from './use-category-cart'
import '@/i18n/locales/goods'
import '@/i18n/locales/search'
import '@/i18n/locales/catalog'

const SORTS: Array<{ field: SortField; key: string }> = [
  { field: 'default', key: 'search.sort_default' },
  { field: 'sales_count', key: 'search.sort_sales' },
  { field: 'access_count', key: 'catalog.sort_access' },
  { field: 'min_price', key: 'search.sort_price' },
  { field: 'id', key: 'search.sort_new' },
]

/** − n + of one goods; only + while none is in the cart. */
export const StepButtons = observer(function StepButtons({
  count,
  disabled,
  onStep,
  testId,
}: {
  count: number
  disabled: boolean
  onStep: (delta: 1 | -1) => void
  testId: string
}) {
  const tap = (delta: 1 | -1) => (e: { stopPropagation: () => void }) => {
    e.stopPropagation()
    if (!disabled) onStep(delta)
  }
  return (
    <View className={`cat-step ${disabled ? 'cat-step--busy' : ''}`} data-testid={testId} data-count={count}>
      {count > 0 ? (
        <>
          <View
            className='cat-step__button cat-step__button--minus'
            onClick={tap(-1)}
            {...pressable(() => !disabled && onStep(-1))}
            aria-label={t('goods.decrease')}
            data-testid={`${testId}-minus`}
          />
          <Text className='cat-step__count' data-testid={`${testId}-count`}>
            {count}
          </Text>
        </>
      ) : null}
      <View
        className='cat-step__button cat-step__button--plus'
        onClick={tap(1)}
        {...pressable(() => !disabled && onStep(1))}
        aria-label={t('goods.increase')}
        data-testid={`${testId}-plus`}
      />
    </View>
  )
})

const GoodsRow = observer(function GoodsRow({ goods, cart }: { goods: GoodsSummary; cart: CategoryCart }) {
  const count = quantityInCart(goods.id, cart.store.items)
  return (
    <View
      className='cat-goods'
      onClick={() => openGoods({ ...goods, url: withBackOption(goods.url) })}
      {...pressable(() => openGoods({ ...goods, url: withBackOption(goods.url) }))}
      data-testid='category-goods-row'
      data-id={goods.id}
    >
      <Image className='cat-goods__image' src={goods.image} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} />
      <View className='cat-goods__info'>
        <Text className='cat-goods__title'>{goods.title}</Text>
        {goods.errorMsg ? <Text className='cat-goods__error'>{goods.errorMsg}</Text> : null}
        <View className='cat-goods__bottom'>
          <Price value={goods.price} />
          {goods.errorMsg ? null : (
            <StepButtons count={count} disabled={cart.busy} onStep={(delta) => void cart.stepGoods(goods, delta)} testId='category-step' />
          )}
        </View>
      </View>
    </View>
  )
})

/**
 * Goods-list mode (category_show_level 0): second levels on the left ("All" first), third-level
 * chips, a sort bar and the goods of the deepest chosen category with −/+ (api-core 3.2).
 */
export const CategoryGoods = observer(function CategoryGoods({ top, keywords, cart }: { top: Category; keywords: string; cart: CategoryCart }) {
  const [secondId, setSecondId] = useState('')
  const [thirdId, setThirdId] = useState('')
  const [sort, setSort] = useState<SearchSort>({ field: 'default', type: 'desc' })
  const second = top.children.find((c) => c.id === secondId)
  const categoryId = thirdId || secondId || top.id
  const list = usePagedList((page) => searchGoods(emptyFilters({ categoryId, keywords, sort }), page), [categoryId, keywords, sort.field, sort.type])

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
            {...pressable(() => {
              setSecondId(child.id)
              setThirdId('')
            })}
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
                {...pressable(() => setThirdId(child.id))}
                data-testid='category-third'
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
              {...pressable(() => setSort(nextSort(sort, item.field)))}
              data-testid={`category-sort-${item.field}`}
            >
              {t(item.key)}
              {item.field !== 'default' && sort.field === item.field ? (sort.type === 'asc' ? ' ↑' : ' ↓') : ''}
            </Text>
          ))}
        </View>
        <ScrollView scrollY className='category-goods__list' onScrollToLower={() => void list.loadMore()} lowerThreshold={120}>
          <PagedList list={list} emptyMessage={t('goods.category_goods_empty')} renderItem={(goods) => <GoodsRow key={goods.id} goods={goods} cart={cart} />} />
        </ScrollView>
      </View>
    </View>
  )
})
