import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ReactNode } from 'react'
import { blogDetailUrl, type BlogPost } from '@/api/plugins/blog'
import { t } from '@/i18n'
import { LAZY_IMAGE } from '@/lib/image-loading'
import { openPage } from '@/lib/navigate'
import './blog.scss'
import '@/i18n/locales/plugin-blog'
import { pressable } from '@/lib/a11y'
import { imageAlt } from '../../kit/image-alt'

/** One post in a list: cover, title, summary, date and counts; taps open the post. */
export const BlogPostRow = observer(function BlogPostRow({ post, children, onOpen }: { post: BlogPost; children?: ReactNode; onOpen?: () => void }) {
  const open = onOpen ?? (() => void openPage(blogDetailUrl(post.id)))
  return (
    <View className='blog-row' data-testid='blog-row'>
      <View className='blog-row__main' onClick={open} {...pressable(open)}>
        {post.cover ? <Image className='blog-row__cover' src={post.cover} mode='aspectFill' {...imageAlt('', LAZY_IMAGE)} /> : null}
        <View className='blog-row__side'>
          <Text className='blog-row__title' data-testid='blog-row-title'>
            {post.title}
          </Text>
          {post.describe ? <Text className='blog-row__describe'>{post.describe}</Text> : null}
          <View className='blog-row__meta'>
            <Text>{post.dateText}</Text>
            <Text>{t('plugin-blog.views', { n: post.views })}</Text>
            <Text>{t('plugin-blog.comments', { n: post.comments })}</Text>
          </View>
        </View>
      </View>
      {children}
    </View>
  )
})
