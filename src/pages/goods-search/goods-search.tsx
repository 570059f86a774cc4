import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { emptyFilters, FILTER_GROUPS, getSearchOptions, nextSort, searchGoods, type SearchFilters, type SortField } from '@/api/search'
import { GoodsCard, type GoodsLayout } from '@/components/goods-card/goods-card'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { SearchBar } from '@/components/search-bar/search-bar'
import { SortBar, SortBarCell } from '@/components/sort-bar/sort-bar'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { useShare } from '@/hooks/use-share'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import { FilterDrawer } from './filter-drawer'
import './goods-search.scss'
import '@/i18n/locales/goods'
import '@/i18n/locales/search'
import '@/i18n/locales/catalog'

const SORTS: Array<{ field: SortField; key: string; arrows: boolean }> = [
  { field: 'default', key: 'search.sort_default', arrows: false },
  { field: 'sales_count', key: 'search.sort_sales', arrows: false },
  { field: 'access_count', key: 'catalog.sort_access', arrows: false },
  { field: 'min_price', key: 'search.sort_price', arrows: true },
  { field: 'id', key: 'search.sort_new', arrows: false },
]

function decoded(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** Search results: keyword box, sort bar, filter drawer, grid/list toggle and paged goods. */
function GoodsSearchPage() {
  const { app, cart } = useStores()
  const params = useRouter().params as Record<string, string | undefined>
  const [filters, setFilters] = useState<SearchFilters>(() =>
    emptyFilters({ keywords: decoded(params.keywords), categoryId: params.category_id || '', brandId: params.brand || '' }),
  )
  const [layout, setLayout] = useState<GoodsLayout>(() => (app.settings.searchResultsAsRows ? 'row' : 'grid'))
  const [drawerOpen, setDrawerOpen] = useState(false)

  const optionsKey = `${filters.keywords}|${filters.categoryId}|${filters.brandId}`
  const options = useRemote(() => getSearchOptions(filters), [optionsKey])
  const listKey = JSON.stringify(filters)
  const list = usePagedList((page) => searchGoods(filters, page), [listKey])

  useEffect(() => {
    if (options.data) cart.setCount(options.data.cartCount)
  }, [options.data, cart])

  const activeFilters = FILTER_GROUPS.reduce((sum, key) => sum + filters[key].length, 0)
  const brand = options.data?.brand
  const title = useMemo(() => filters.keywords || brand?.name || '', [filters.keywords, brand])
  // The search shares its category, brand and keywords (api-core 3.9).
  useShare({
    title: title || undefined,
    path: '/pages/goods-search/goods-search',
    query: `category_id=${filters.categoryId}&brand=${filters.brandId}&keywords=${encodeURIComponent(filters.keywords)}`,
  })

  return (
    <PageShell titleKey='search.title_results' title={title || undefined}>
      <View className='goods-search__top'>
        <View className='goods-search__bar'>
          <SearchBar value={filters.keywords} variant='plain' required={false} onSearch={(keywords) => setFilters({ ...filters, keywords })} />
        </View>
        <View
          className='goods-search__cart'
          onClick={() => openPage('/pages/cart-page/cart-page')}
          {...pressable(() => openPage('/pages/cart-page/cart-page'))}
          data-testid='search-cart'
        >
          <Icon name='shopping-cart' size={44} label={t('goods.cart')} />
          {cart.badge ? <Text className='goods-search__badge'>{cart.badge}</Text> : null}
        </View>
      </View>
      <SortBar
        options={SORTS.map((sort) => ({ field: sort.field, label: t(sort.key), arrows: sort.arrows }))}
        field={filters.sort.field}
        direction={filters.sort.type}
        onSort={(field) => setFilters({ ...filters, sort: nextSort(filters.sort, field) })}
      >
        <SortBarCell onClick={() => setLayout(layout === 'grid' ? 'row' : 'grid')} testId='layout-toggle'>
          <Text>{layout === 'grid' ? t('goods.layout_row') : t('goods.layout_grid')}</Text>
        </SortBarCell>
        <SortBarCell active={activeFilters > 0} onClick={() => options.data && setDrawerOpen(true)} testId='open-filter'>
          <Text>{t('search.filter')}</Text>
          {activeFilters ? <Text className='goods-search__filter-count'>{activeFilters}</Text> : null}
        </SortBarCell>
      </SortBar>

      {brand ? (
        <View className='goods-search__brand'>
          <Text className='goods-search__brand-name'>{brand.name}</Text>
          {brand.describe ? <Text className='goods-search__brand-desc'>{brand.describe}</Text> : null}
        </View>
      ) : null}
      {list.status === 'ready' && list.total > 0 ? <Text className='goods-search__total'>{t('search.total', { n: list.total })}</Text> : null}

      <PagedList
        className={`goods-list goods-list--${layout}`}
        list={list}
        emptyMessage={t('search.results_empty')}
        renderItem={(goods) => <GoodsCard key={goods.id} goods={goods} layout={layout} />}
      />

      {drawerOpen && options.data ? (
        <FilterDrawer
          options={options.data}
          filters={filters}
          onClose={() => setDrawerOpen(false)}
          onApply={(next) => {
            setDrawerOpen(false)
            setFilters(next)
          }}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(GoodsSearchPage)
