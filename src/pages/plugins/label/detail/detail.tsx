import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getLabel, getLabelGoods, labelSortParam, type LabelSortField } from '@/api/plugins/label'
import { GoodsCard, type GoodsLayout } from '@/components/goods-card/goods-card'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { SortBar, SortBarCell, type SortDirection } from '@/components/sort-bar/sort-bar'
import { StatusView } from '@/components/status-view/status-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import './detail.scss'
import '@/i18n/locales/goods'
import '@/i18n/locales/plugin-label'

const SORTS: Array<{ field: LabelSortField; arrows: boolean }> = [
  { field: 'all', arrows: false },
  { field: 'sales', arrows: true },
  { field: 'access', arrows: true },
  { field: 'price', arrows: true },
  { field: 'new', arrows: true },
]

interface Sort {
  field: LabelSortField
  direction: SortDirection
}

/** Tapping the active sort turns its arrow; another sort starts descending (a price the cheapest first); "all" has no direction. */
function nextSort(current: Sort, field: LabelSortField): Sort {
  if (field === 'all') return { field, direction: 'desc' }
  if (current.field === field) return { field, direction: current.direction === 'desc' ? 'asc' : 'desc' }
  return { field, direction: field === 'price' ? 'asc' : 'desc' }
}

/**
 * The goods carrying one label (api-plugins-2 §3.4): the label chip and its goods count, sort tabs
 * sent as `ov` = "<field>-<direction>" (as the arrow shows), a grid/list toggle, paged goods.
 */
function LabelGoodsPage() {
  const id = useRouter().params.id ?? ''
  const label = useRemote(
    whenLinked(id, () => getLabel(id)),
    [id],
    (data) => data === null,
  )
  const [sort, setSort] = useState<Sort>({ field: 'all', direction: 'desc' })
  const [layout, setLayout] = useState<GoodsLayout>('grid')
  const ov = labelSortParam(sort.field, sort.direction)
  const fetchPage = useCallback((page: number) => getLabelGoods(id, page, ov), [id, ov])
  const goods = usePagedList(fetchPage, [id, ov], { enabled: label.status === 'ready' })

  if (label.status !== 'ready' || !label.data) {
    return (
      <PageShell titleKey='plugin-label.title'>
        <StatusView
          status={label.status}
          kind={label.failureKind}
          message={label.status === 'empty' ? t('plugin-label.not_found') : label.error}
          onRetry={label.reload}
        />
      </PageShell>
    )
  }

  const chip = label.data
  return (
    <PageShell titleKey='plugin-label.title' title={chip.name}>
      <View className='label-page__head'>
        <Text className='label-page__chip' style={{ background: chip.bgColor, color: chip.textColor }} data-testid='label-chip'>
          {chip.name}
        </Text>
        {goods.status === 'ready' ? (
          <Text className='label-page__count' data-testid='label-goods-count'>
            {t('plugin-label.goods_count', { n: goods.total })}
          </Text>
        ) : null}
      </View>
      <SortBar
        options={SORTS.map((option) => ({ field: option.field, label: t(`plugin-label.sort_${option.field}`), arrows: option.arrows }))}
        field={sort.field}
        direction={sort.direction}
        onSort={(field) => setSort(nextSort(sort, field))}
      >
        <SortBarCell onClick={() => setLayout(layout === 'grid' ? 'row' : 'grid')} testId='layout-toggle'>
          <Text>{layout === 'grid' ? t('goods.layout_row') : t('goods.layout_grid')}</Text>
        </SortBarCell>
      </SortBar>
      <PagedList
        className={`goods-list goods-list--${layout}`}
        list={goods}
        emptyMessage={t('plugin-label.empty')}
        renderItem={(item) => <GoodsCard key={item.id} goods={item} layout={layout} />}
      />
    </PageShell>
  )
}

export default observer(LabelGoodsPage)
