import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { emptyFilters, searchGoods } from '@/api/search'
import { GoodsCard } from '@/components/goods-card/goods-card'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import '@/i18n/locales/diy'

/** A category tab of a DIY page: that category's goods in two columns, the next page at the bottom (search/datalist). */
export const DiyCategoryGoods = observer(function DiyCategoryGoods({ categoryId }: { categoryId: string }) {
  const list = usePagedList((page) => searchGoods(emptyFilters({ categoryId }), page), [categoryId])
  return (
    <View data-testid='diy-category-goods'>
      <PagedList
        list={list}
        className='goods-list goods-list--grid diy-category-goods'
        emptyMessage={t('diy.category_empty')}
        renderItem={(goods) => <GoodsCard key={goods.id} goods={goods} />}
      />
    </View>
  )
})

export default DiyCategoryGoods
