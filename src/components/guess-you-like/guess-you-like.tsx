import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { GoodsSummary } from '@/api/goods-summary'
import { emptyFilters, searchGoods } from '@/api/search'
import { GoodsList } from '@/components/goods-card/goods-card'
import { ListEnd } from '@/components/status-view/status-view'
import type { PagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import './guess-you-like.scss'
import '@/i18n/locales/cart'

/** search/datalist with no filter: the shop's goods in its default order (api-core 3.3 "guess you like"). */
export const fetchGuessPage = (page: number) => searchGoods(emptyFilters(), page)

/**
 * Two-column goods grid under the cart; hidden until the first page has goods. The page owns the
 * paged list (its reach-bottom loads the next page) and passes null when the config turns it off.
 */
export const GuessYouLike = observer(function GuessYouLike({ list }: { list: PagedList<GoodsSummary> | null }) {
  if (!list || list.status !== 'ready' || !list.items.length) return null
  return (
    <View className='guess-you-like' data-testid='guess-you-like'>
      <View className='guess-you-like__head'>
        <View className='guess-you-like__line' />
        <Text className='guess-you-like__title'>{t('cart.guess_you_like')}</Text>
        <View className='guess-you-like__line' />
      </View>
      <GoodsList goods={list.items} layout='grid' />
      {list.loadingMore ? <View className='list-end'>{t('common.loading')}</View> : null}
      <ListEnd visible={list.finished} />
    </View>
  )
})
