import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useDidShow } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getCategoryTree, type Category } from '@/api/category'
import { PageShell } from '@/components/page-shell/page-shell'
import { SearchBar } from '@/components/search-bar/search-bar'
import { SpecPickerOnDemand } from '@/components/spec-picker/spec-picker-on-demand'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openPage, takeTabSwitchParams } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { useStores } from '@/stores/root-store'
import { CategoryCartBar } from './category-cart-bar'
import { CategoryGoods } from './category-goods'
import { useCategoryCart, type CategoryCart } from './use-category-cart'
import './goods-category.scss'
import '@/i18n/locales/goods'
import '@/i18n/locales/catalog'

function openCategory(category: Category): void {
  void openPage(`/pages/goods-search/goods-search?category_id=${category.id}`)
}

const CategoryIcon = ({ category }: { category: Category }) =>
  category.icon || category.realImage ? (
    <Image className='category__icon' src={category.icon || category.realImage || ''} mode='aspectFit' {...imageAlt('')} />
  ) : (
    <View className='category__icon category__icon--blank'>
      <Text>{category.name.slice(0, 1)}</Text>
    </View>
  )

/** Level 1: every top-level category as a tile. */
const CategoryGrid = observer(function CategoryGrid({ categories }: { categories: Category[] }) {
  return (
    <View className='category__grid category__grid--top'>
      {categories.map((category) => (
        <View
          key={category.id}
          className='category__cell'
          onClick={() => openCategory(category)}
          {...pressable(() => openCategory(category))}
          data-testid='category-top'
        >
          <CategoryIcon category={category} />
          <Text className='category__name'>{category.name}</Text>
        </View>
      ))}
    </View>
  )
})

/** Levels 2 and 3: the chosen top category's banner, then its children (and grandchildren at level 3). */
const CategoryPanel = observer(function CategoryPanel({ active, level }: { active: Category; level: number }) {
  const tiles = (items: Category[]) => (
    <View className='category__grid'>
      {items.map((child) => (
        <View
          key={child.id}
          className='category__cell'
          onClick={() => openCategory(child)}
          {...pressable(() => openCategory(child))}
          data-testid='category-child'
        >
          <CategoryIcon category={child} />
          <Text className='category__name'>{child.name}</Text>
        </View>
      ))}
    </View>
  )
  const children = active.children.length ? active.children : [active]
  const withHeadings = level >= 3 && children.some((child) => child.children.length)
  return (
    <ScrollView scrollY className='category__main'>
      {active.banner || active.bigImage ? (
        <Image
          className='category__banner'
          src={active.banner || active.bigImage}
          mode='aspectFill'
          onClick={() => openCategory(active)}
          {...pressable(() => openCategory(active))}
          data-testid='category-banner'
          {...imageAlt(active.name)}
        />
      ) : null}
      {active.viceName || active.describe ? (
        <View className='category__intro'>
          <Text className='category__intro-name'>{active.name}</Text>
          <Text className='category__intro-text'>{active.viceName || active.describe}</Text>
        </View>
      ) : null}
      {withHeadings
        ? children.map((child) => (
            <View key={child.id} className='category__section'>
              <View className='category__section-head' onClick={() => openCategory(child)} {...pressable(() => openCategory(child))}>
                <Text className='category__section-title'>{child.name}</Text>
                <Text className='category__section-more'>›</Text>
              </View>
              {tiles(child.children.length ? child.children : [child])}
            </View>
          ))
        : tiles(children)}
    </ScrollView>
  )
})

/** Goods-list mode: the top strip with its "more" drawer, the goods of the chosen category and the cart bar. */
const GoodsListMode = observer(function GoodsListMode({
  categories,
  active,
  keywords,
  onChoose,
}: {
  categories: Category[]
  active: Category
  keywords: string
  onChoose: (id: string) => void
}) {
  const cart: CategoryCart = useCategoryCart()
  const [drawer, setDrawer] = useState(false)
  const choose = (id: string) => {
    setDrawer(false)
    onChoose(id)
  }
  return (
    <View className='category category--goods'>
      <View className='category__strip-row'>
        <ScrollView scrollX className='category__strip'>
          {categories.map((category) => (
            <Text
              key={category.id}
              className={`category__strip-item ${category.id === active.id ? 'category__strip-item--active' : ''}`}
              onClick={() => choose(category.id)}
              {...pressable(() => choose(category.id))}
              data-testid='category-top'
            >
              {category.name}
            </Text>
          ))}
        </ScrollView>
        <Text className='category__strip-more' onClick={() => setDrawer(!drawer)} {...pressable(() => setDrawer(!drawer))} data-testid='category-more'>
          {t('goods.category_more')}
        </Text>
      </View>
      {drawer ? (
        <View className='category__drawer' data-testid='category-drawer'>
          <View className='category__grid'>
            {categories.map((category) => (
              <View
                key={category.id}
                className='category__cell'
                onClick={() => choose(category.id)}
                {...pressable(() => choose(category.id))}
                data-testid='category-drawer-item'
              >
                <CategoryIcon category={category} />
                <Text className={`category__name ${category.id === active.id ? 'category__name--on' : ''}`}>{category.name}</Text>
              </View>
            ))}
          </View>
        </View>
      ) : null}
      <CategoryGoods key={active.id} top={active} keywords={keywords} cart={cart} />
      <CategoryCartBar cart={cart} />
      {cart.picking ? (
        <SpecPickerOnDemand
          visible
          goods={cart.picking}
          actions={[{ type: 'cart', name: t('goods.add_to_cart'), color: 'main' }]}
          busy={cart.busy}
          onClose={cart.closePicker}
          onConfirm={(_action, choice) => void cart.addWithSpec(choice)}
        />
      ) : null}
    </View>
  )
})

/** Category (tab) in the layout config.category_show_level asks for. No pull-to-refresh. */
function GoodsCategoryPage() {
  const { app } = useStores()
  const tree = useRemote(getCategoryTree, [], (data) => data.length === 0)
  const [activeId, setActiveId] = useState('')
  // Goods-list mode: the search box filters this page's list instead of opening the search page.
  const [keywords, setKeywords] = useState('')
  const categories = tree.data ?? []
  const active = categories.find((c) => c.id === activeId) ?? categories[0]
  const level = app.settings.categoryLevel

  useDidShow(() => {
    const params = takeTabSwitchParams()
    if (params.id) setActiveId(params.id)
  })

  return (
    <PageShell tab titleKey='pages.goods-category'>
      <View className='category__search'>
        {level === 0 ? (
          <SearchBar variant='plain' hint={t('catalog.category_filter_hint')} onSearch={setKeywords} onInput={(v) => !v.trim() && setKeywords('')} />
        ) : (
          <SearchBar readOnly variant='plain' showButton={false} />
        )}
      </View>
      <StatusView status={tree.status} message={tree.error} onRetry={tree.reload} />
      {active && level === 1 ? <CategoryGrid categories={categories} /> : null}
      {active && level === 0 ? <GoodsListMode categories={categories} active={active} keywords={keywords} onChoose={setActiveId} /> : null}
      {active && level !== 0 && level !== 1 ? (
        <View className='category'>
          <ScrollView scrollY className='category__side'>
            {categories.map((category) => (
              <View
                key={category.id}
                className={`category__side-item ${category.id === active.id ? 'category__side-item--active' : ''}`}
                onClick={() => setActiveId(category.id)}
                {...pressable(() => setActiveId(category.id))}
                data-testid='category-top'
              >
                {category.name}
              </View>
            ))}
          </ScrollView>
          <CategoryPanel active={active} level={level} />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(GoodsCategoryPage)
