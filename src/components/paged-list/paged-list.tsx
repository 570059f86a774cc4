import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { t } from '@/i18n'
import type { PagedList as PagedListState } from '@/hooks/use-paged-list'
import { ListEnd, StatusView } from '../status-view/status-view'

interface Props<T> {
  list: PagedListState<T>
  renderItem: (item: T, index: number) => ReactNode
  emptyMessage?: string
  className?: string
}

/** A paged list with its loading, empty, error, loading-more and no-more states. */
function PagedListView<T>({ list, renderItem, emptyMessage, className }: Props<T>) {
  return (
    <View className={className}>
      <StatusView status={list.status} message={list.status === 'empty' ? emptyMessage : list.error} onRetry={list.refresh} kind={list.failureKind} />
      {list.status === 'ready' ? list.items.map((item, index) => renderItem(item, index)) : null}
      {list.loadingMore ? <View className='list-end'>{t('common.loading')}</View> : null}
      <ListEnd visible={list.status === 'ready' && list.finished && list.items.length > 0} />
    </View>
  )
}

export const PagedList = observer(PagedListView) as typeof PagedListView
