import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { useState } from 'react'
import { getCategoryTree, type Category } from '@/api/goods'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { openPage } from '@/lib/navigate'
import './goods-category.scss'

function openCategory(category: Category): void {
  void openPage(`/pages/goods-search/goods-search?category_id=${category.id}`)
}

/** Category (tab): first level on the left, its children on the right. No pull-to-refresh. */
function GoodsCategoryPage() {
  const tree = useRemote(getCategoryTree, [], (data) => data.length === 0)
  const [activeId, setActiveId] = useState('')
  const categories = tree.data ?? []
  const active = categories.find((c) => c.id === activeId) ?? categories[0]

  return (
    <PageShell tab titleKey='pages.goods-category'>
      <StatusView status={tree.status} message={tree.error} onRetry={tree.reload} />
      {active ? (
        <View className='category'>
          <ScrollView scrollY className='category__side'>
            {categories.map((category) => (
              <View
                key={category.id}
                className={`category__side-item ${category.id === active.id ? 'category__side-item--active' : ''}`}
                onClick={() => setActiveId(category.id)}
                data-testid='category-top'
              >
                {category.name}
              </View>
            ))}
          </ScrollView>
          <ScrollView scrollY className='category__main'>
            {active.bigImage ? <Image className='category__banner' src={active.bigImage} mode='aspectFill' onClick={() => openCategory(active)} /> : null}
            <View className='category__grid'>
              {(active.children.length ? active.children : [active]).map((child) => (
                <View key={child.id} className='category__cell' onClick={() => openCategory(child)} data-testid='category-child'>
                  {child.icon ? <Image className='category__icon' src={child.icon} mode='aspectFit' /> : <View className='category__icon category__icon--blank' />}
                  <Text className='category__name'>{child.name}</Text>
                </View>
              ))}
            </View>
          </ScrollView>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(GoodsCategoryPage)
