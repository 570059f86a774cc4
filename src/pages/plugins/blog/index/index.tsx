import { Image, Text, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { BLOG_INDEX_PAGE, BLOG_SEARCH_PAGE, blogDetailUrl, getBlogHome, type BlogCategory, type BlogHome } from '@/api/plugins/blog'
import { Carousel } from '@/components/carousel/carousel'
import { GoodsList } from '@/components/goods-card/goods-card'
import { PageShell } from '@/components/page-shell/page-shell'
import { SearchBar } from '@/components/search-bar/search-bar'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage, openUrl } from '@/lib/navigate'
import { BlogFooter } from '../components/blog-footer'
import { BlogPostRow } from '../components/post-row'
import { RecommendedList } from '../components/recommended-list'
import '../components/blog.scss'
import '@/i18n/locales/plugin-blog'
import { pressable } from '@/lib/a11y'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

const isEmpty = (home: BlogHome) => !home.latest.length && !home.categories.length && !home.hot.length

const openCategory = (id: string) => void openPage(`${BLOG_SEARCH_PAGE}?id=${id}`)
const openPost = (id: string) => void openPage(blogDetailUrl(id))

function CategoryGrid({ categories }: { categories: BlogCategory[] }) {
  return (
    <View className='blog-categories' data-testid='blog-categories'>
      {categories.map((category) => (
        <View
          key={category.id}
          className='blog-categories__item'
          onClick={() => openCategory(category.id)}
          {...pressable(() => openCategory(category.id))}
          data-testid='blog-category'
        >
          {category.icon ? (
            <Image className='blog-categories__icon' src={category.icon} mode='aspectFill' {...imageAlt('')} />
          ) : (
            <Text className='blog-categories__icon blog-categories__icon--letter' aria-hidden='true'>
              {category.name.slice(0, 1)}
            </Text>
          )}
          <Text className='blog-categories__name'>{category.name}</Text>
          <Text className='blog-categories__count'>{t('plugin-blog.category_posts', { n: category.posts })}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * The blog home (api-plugins-2 §3.5): search, slides, the category grid, a carousel of hot posts, the
 * recommended list, all posts and recommended goods; "publish" and "mine" when shoppers may post.
 */
function BlogIndexPage() {
  const home = useRemote(getBlogHome, [], isEmpty)
  const data = home.data
  const mainName = data?.base.mainName || t('plugin-blog.main_name')
  const title = data?.base.title || t('plugin-blog.title')
  useShareAppMessage(() => ({ title, path: BLOG_INDEX_PAGE }))
  const openSearch = () => void openPage(BLOG_SEARCH_PAGE)

  return (
    <PageShell titleKey='plugin-blog.title' title={data?.base.title || undefined}>
      <View className={`blog-page ${data?.base.userCanPost ? 'blog-page--with-footer' : ''}`}>
        <SearchBar readOnly openUrl={BLOG_SEARCH_PAGE} hint={t('plugin-blog.search_hint', { name: mainName })} showButton={false} />
        {home.status !== 'ready' || !data ? (
          <StatusView status={home.status} message={home.status === 'empty' ? t('plugin-blog.empty') : home.error} onRetry={home.reload} />
        ) : (
          <>
            {data.slides.length ? (
              <Carousel
                className='blog-slides'
                testId='blog-slides'
                items={data.slides}
                itemKey={(slide) => slide.image}
                dots
                render={(slide, index) => (
                  <Image
                    className='blog-slides__image'
                    src={slide.image}
                    mode='aspectFill'
                    onClick={() => openUrl(slide.url)}
                    {...imageAlt(slide.name || t('plugin-blog.slide_n', { n: index + 1 }))}
                    {...(slide.url ? pressable(() => openUrl(slide.url)) : {})}
                  />
                )}
              />
            ) : null}
            {data.base.categoryNav && data.categories.length ? <CategoryGrid categories={data.categories} /> : null}
            {data.hot.length ? (
              <View className='blog-card'>
                <Text className='blog-card__title'>{t('plugin-blog.hot')}</Text>
                <Carousel
                  className='blog-hot'
                  testId='blog-hot'
                  items={data.hot}
                  itemKey={(post) => post.id}
                  interval={data.base.hotAutoPlay ? 4000 : 0}
                  dots
                  render={(post) => (
                    <View className='blog-hot__item' onClick={() => openPost(post.id)} {...pressable(() => openPost(post.id))}>
                      {post.cover ? <Image className='blog-hot__cover' src={post.cover} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} /> : null}
                      <Text className='blog-hot__title'>{post.title}</Text>
                    </View>
                  )}
                />
              </View>
            ) : null}
            <RecommendedList links={data.recommended} />
            <View className='blog-card'>
              <View className='blog-card__head'>
                <Text className='blog-card__title'>{t('plugin-blog.all_posts', { name: mainName })}</Text>
                <Text className='blog-card__more' onClick={openSearch} {...pressable(openSearch)} data-testid='blog-more'>
                  {t('plugin-blog.more')}
                  <Icon name='chevron-right' size={24} />
                </Text>
              </View>
              {data.latest.length ? (
                data.latest.map((post) => <BlogPostRow key={post.id} post={post} />)
              ) : (
                <StatusView status='empty' message={t('plugin-blog.empty')} />
              )}
            </View>
            {data.goods.length ? (
              <View className='blog-card'>
                <Text className='blog-card__title'>{t('plugin-blog.goods')}</Text>
                <GoodsList goods={data.goods} />
              </View>
            ) : null}
          </>
        )}
      </View>
      {data?.base.userCanPost ? <BlogFooter mainName={mainName} /> : null}
    </PageShell>
  )
}

export default observer(BlogIndexPage)
