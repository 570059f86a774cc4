import { Image, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { brandsIn, getBrandWall, type BrandCategory } from '@/api/plugins/brand'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage } from '@/lib/navigate'
import { imageAlt } from '../../kit/image-alt'
import './index.scss'
import '@/i18n/locales/plugin-brand'

const ALL = '0'
const brandGoods = (id: string) => `/pages/goods-search/goods-search?brand=${id}`

/** The category sheet behind "more": every category as a tile, the chosen one marked. */
function CategorySheet({
  categories,
  chosen,
  onChoose,
  onClose,
}: {
  categories: BrandCategory[]
  chosen: string
  onChoose: (id: string) => void
  onClose: () => void
}) {
  const tiles = [{ id: ALL, name: t('plugin-brand.all'), icon: '' }, ...categories]
  return (
    <View className='brand-sheet' data-testid='brand-category-sheet'>
      <View className='brand-sheet__mask' onClick={onClose} />
      <View className='brand-sheet__panel'>
        <Text className='brand-sheet__title'>{t('plugin-brand.choose_category')}</Text>
        <View className='brand-sheet__grid'>
          {tiles.map((category) => (
            <Text
              key={category.id}
              className={`brand-sheet__tile ${category.id === chosen ? 'brand-sheet__tile--on' : ''}`}
              onClick={() => onChoose(category.id)}
              {...pressable(() => onChoose(category.id))}
              aria-current={category.id === chosen ? 'true' : undefined}
              data-testid='brand-sheet-category'
            >
              {category.name}
            </Text>
          ))}
        </View>
        <Text className='brand-sheet__close' onClick={onClose} {...pressable(onClose)}>
          {t('plugin-brand.collapse')}
        </Text>
      </View>
    </View>
  )
}

/**
 * Brand wall (api-plugins-2 §3.1): brands by brand category, filtered here (0 = all); a brand opens
 * the goods search for that brand. Reloaded on every show and on pull-down.
 */
function BrandWallPage() {
  const wall = useRemote(getBrandWall, [], (data) => data.brands.length === 0)
  const [categoryId, setCategoryId] = useState(ALL)
  const [sheetOpen, setSheetOpen] = useState(false)
  useShowAgain(() => void wall.reload())

  const categories = wall.data?.categories ?? []
  const brands = wall.data ? brandsIn(wall.data, categoryId) : []
  const choose = (id: string) => {
    setCategoryId(id)
    setSheetOpen(false)
  }

  return (
    <PageShell titleKey='plugin-brand.title'>
      {wall.status !== 'ready' ? (
        <StatusView status={wall.status} message={wall.status === 'empty' ? t('plugin-brand.empty_all') : wall.error} onRetry={wall.reload} />
      ) : (
        <View className='brand-wall'>
          {categories.length ? (
            <View className='brand-wall__nav'>
              <ScrollView scrollX className='brand-wall__chips' data-testid='brand-categories'>
                {[{ id: ALL, name: t('plugin-brand.all') }, ...categories].map((category) => (
                  <Text
                    key={category.id}
                    className={`brand-wall__chip ${category.id === categoryId ? 'brand-wall__chip--on' : ''}`}
                    onClick={() => choose(category.id)}
                    {...pressable(() => choose(category.id))}
                    aria-current={category.id === categoryId ? 'true' : undefined}
                    data-testid='brand-category'
                  >
                    {category.name}
                  </Text>
                ))}
              </ScrollView>
              <Text className='brand-wall__more' onClick={() => setSheetOpen(true)} {...pressable(() => setSheetOpen(true))} data-testid='brand-more'>
                {t('plugin-brand.more')}
              </Text>
            </View>
          ) : null}
          {brands.length ? (
            <View className='brand-wall__grid'>
              {brands.map((brand) => (
                <View
                  key={brand.id}
                  className='brand-wall__item'
                  onClick={() => void openPage(brandGoods(brand.id))}
                  {...pressable(() => void openPage(brandGoods(brand.id)))}
                  data-testid='brand-item'
                >
                  <Image className='brand-wall__logo' src={brand.logo} mode='aspectFit' {...imageAlt('')} />
                  <Text className='brand-wall__name'>{brand.name}</Text>
                </View>
              ))}
            </View>
          ) : (
            <StatusView status='empty' message={t('plugin-brand.empty')} />
          )}
        </View>
      )}
      {sheetOpen ? <CategorySheet categories={categories} chosen={categoryId} onChoose={choose} onClose={() => setSheetOpen(false)} /> : null}
    </PageShell>
  )
}

export default observer(BrandWallPage)
