import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import {
  getShopSearchInfo,
  INITIAL_SHOP_SORT,
  nextShopSort,
  searchShopGoods,
  shopSortDirection,
  type ShopSearchQuery,
  type ShopSortField,
} from '@/api/plugins/shop'
import { GoodsCard, type GoodsLayout } from '@/components/goods-card/goods-card'
import { HintField } from '@/components/hint-field/hint-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { SortBar, SortBarCell } from '@/components/sort-bar/sort-bar'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { pressable } from '@/lib/a11y'
import { RecordStatus } from '../../kit/record-status'
import { categoryName, ShopFilterDrawer, type ShopFilter } from '../components/shop-filter-drawer'
import './search.scss'
import '@/i18n/locales/goods'
import '@/i18n/locales/plugin-shop'
import { Icon } from '@/components/icon/icon'

const area = 'plugin-shop'

const SORTS: Array<{ field: ShopSortField; key: string }> = [
  { field: 'default', key: 'sort_default' },
  { field: 'sales_count', key: 'sort_sales' },
  { field: 'access_count', key: 'sort_access' },
  { field: 'min_price', key: 'sort_price' },
  { field: 'id', key: 'sort_new' },
]

function decoded(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * Goods inside one shop (api-plugins-2 §3.2): keywords, sort tabs (each tab turns its own direction,
 * first tap ascending), a filter drawer with the shop's category tree, grid/list, paged goods. The list
 * is asked for only once the shop is known.
 */
function ShopSearchPage() {
  const params = useRouter().params
  const shopId = (params.shop_id ?? '').trim()
  const [query, setQuery] = useState<ShopSearchQuery>(() => ({
    shopId,
    keywords: decoded(params.keywords),
    categoryId: (params.category_id ?? '').trim(),
    categoryFromLink: Boolean((params.category_id ?? '').trim()),
    sort: INITIAL_SHOP_SORT,
  }))
  const [typed, setTyped] = useState(query.keywords)
  const [layout, setLayout] = useState<GoodsLayout>('grid')
  const [drawerOpen, setDrawerOpen] = useState(false)

  const info = useRemote(
    whenLinked(shopId, () => getShopSearchInfo(shopId)),
    [shopId],
    (data) => data === null,
  )
  const listKey = JSON.stringify(query)
  // The query's JSON text restarts the list whenever any part of the query changes.
  const goods = usePagedList((page) => searchShopGoods(query, page), [listKey], { enabled: info.status === 'ready' })

  const shop = info.data?.shop
  const categories = info.data?.categories ?? []
  const activeCategory = query.categoryId ? categoryName(categories, query.categoryId) : ''
  const applyFilter = (filter: ShopFilter) => {
    setDrawerOpen(false)
    setTyped(filter.keywords)
    setQuery({ ...query, keywords: filter.keywords, categoryId: filter.categoryId, categoryFromLink: false })
  }

  if (info.status !== 'ready' || !shop) {
    return (
      <PageShell titleKey={`${area}.title_search`}>
        <RecordStatus remote={info} notFound={t(`${area}.not_found`)} />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={`${area}.title_search`} title={shop.name}>
      <View className='shop-search__top'>
        <HintField
          className='shop-search__input'
          value={typed}
          onChange={setTyped}
          hint={t(`${area}.search_hint`)}
          testId='shop-search-keywords'
          onConfirm={() => setQuery({ ...query, keywords: typed.trim() })}
        />
        <Text
          className='shop-search__button'
          onClick={() => setQuery({ ...query, keywords: typed.trim() })}
          {...pressable(() => setQuery({ ...query, keywords: typed.trim() }))}
          data-testid='shop-search-go'
        >
          {t(`${area}.search_submit`)}
        </Text>
      </View>
      <SortBar
        options={SORTS.map((sort) => ({ field: sort.field, label: t(`${area}.${sort.key}`), arrows: sort.field !== 'default' }))}
        field={query.sort.field}
        direction={shopSortDirection(query.sort)}
        onSort={(field) => setQuery({ ...query, sort: nextShopSort(query.sort, field) })}
      >
        <SortBarCell onClick={() => setLayout(layout === 'grid' ? 'row' : 'grid')} testId='layout-toggle'>
          <Text>{layout === 'grid' ? t('goods.layout_row') : t('goods.layout_grid')}</Text>
        </SortBarCell>
        <SortBarCell active={Boolean(query.categoryId)} onClick={() => setDrawerOpen(true)} testId='shop-filter-open'>
          <Text>{t(`${area}.filter`)}</Text>
        </SortBarCell>
      </SortBar>
      {activeCategory ? (
        <View className='shop-search__active'>
          <Text
            className='shop-search__chip'
            onClick={() => setQuery({ ...query, categoryId: '', categoryFromLink: false })}
            {...pressable(() => setQuery({ ...query, categoryId: '', categoryFromLink: false }), t(`${area}.category_clear`, { name: activeCategory }))}
            data-testid='shop-search-category'
          >
            {activeCategory}
            <Icon name='x' size={24} />
          </Text>
        </View>
      ) : null}
      <PagedList
        className={`goods-list goods-list--${layout} shop-search__list`}
        list={goods}
        emptyMessage={t(`${area}.search_empty`)}
        renderItem={(item) => <GoodsCard key={item.id} goods={item} layout={layout} />}
      />
      {drawerOpen ? (
        <ShopFilterDrawer
          categories={categories}
          value={{ keywords: query.keywords, categoryId: query.categoryId }}
          found={goods.total}
          onApply={applyFilter}
          onClose={() => setDrawerOpen(false)}
        />
      ) : null}
    </PageShell>
  )
}

export default observer(ShopSearchPage)
