import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo } from 'react'
import { BLOG_INDEX_PAGE, parseBlogHomeBlock } from '@/api/plugins/blog'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { BlogPostRow } from './post-row'
import './blog.scss'
import '@/i18n/locales/plugin-blog'
import { Icon } from '@/components/icon/icon'
import { pressable } from '@/lib/a11y'

interface Props {
  /** `plugins_blog_data` of the home answer. */
  data: unknown
  /** 0: the block above the goods floors; 1: after them. The shop's base says where it goes. */
  location: 0 | 1
  onSettled?: () => void
}

/** The home page's blog list (api-plugins-2 §1): title, "more" to the blog home, the newest posts. */
export const BlogHomeBlock = observer(function BlogHomeBlock({ data, location, onSettled }: Props) {
  const { app } = useStores()
  const block = useMemo(() => parseBlogHomeBlock(data), [data])
  // The data came with the home answer: the block knows at once whether it shows.
  useEffect(() => {
    onSettled?.()
  }, [onSettled])
  const openBlog = () => void openPage(BLOG_INDEX_PAGE)
  if (!app.isPluginEnabled('blog') || !block || block.base.homeLocation !== location) return null
  return (
    <View className='blog-home' data-testid='blog-home-block'>
      <View className='blog-card__head'>
        <Text className='blog-card__title'>{block.base.homeTitle || block.base.title || t('plugin-blog.title')}</Text>
        <Text className='blog-card__more' onClick={openBlog} {...pressable(openBlog)} data-testid='blog-home-more'>
          {t('plugin-blog.more')}
          <Icon name='chevron-right' size={24} />
        </Text>
      </View>
      {block.posts.map((post) => (
        <BlogPostRow key={post.id} post={post} />
      ))}
    </View>
  )
})
