import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { blogDetailUrl, getBlogCommentsInfo } from '@/api/plugins/blog'
import { PageShell } from '@/components/page-shell/page-shell'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { openPage } from '@/lib/navigate'
import { AllComments } from '../../kit/discussion/all-comments'
import { SubjectLikeButton } from '../../kit/discussion/like-button'
import { RecordStatus, routeId } from '../../kit/record-status'
import '../components/blog.scss'
import '@/i18n/locales/plugin-blog'
import { pressable } from '@/lib/a11y'
import { Icon } from '@/components/icon/icon'
import { imageAlt } from '../../kit/image-alt'

/**
 * All comments of a post (api-plugins-2 §3.5): the post (blog/index/commentsinfo: cover, title, likes, a
 * link back to it), then every comment a page at a time, with replies, likes and the composer.
 */
const openPost = (id: string) => void openPage(blogDetailUrl(id))

function BlogCommentsPage() {
  const id = routeId(useRouter().params.id)
  const info = useRemote(
    whenLinked(id, () => getBlogCommentsInfo(id)),
    [id],
  )
  const page = info.data

  return (
    <PageShell titleKey='plugin-blog.title_comments'>
      <RecordStatus remote={info} notFound={t('plugin-blog.not_found')} />
      {info.status === 'ready' && page ? (
        <View className='blog-page'>
          <View className='blog-card blog-comments-head' data-testid='blog-comments-post'>
            <View className='blog-comments-head__post' onClick={() => openPost(page.post.id)} {...pressable(() => openPost(page.post.id))}>
              {page.post.cover ? <Image className='blog-comments-head__cover' src={page.post.cover} mode='aspectFill' {...imageAlt('')} /> : null}
              <View className='blog-comments-head__side'>
                <Text className='blog-comments-head__title'>{page.post.title}</Text>
                <View className='blog-comments-head__meta'>
                  <Text>{page.post.dateText}</Text>
                  <Text>{t('plugin-blog.views', { n: page.post.views })}</Text>
                </View>
              </View>
            </View>
            <View className='blog-comments-head__bar'>
              {page.base.discussion.canLike ? (
                <SubjectLikeButton discussion={{ plugin: 'blog', subjectId: page.post.id }} liked={page.post.liked} count={page.post.likes} />
              ) : (
                <View />
              )}
              <Text
                className='blog-comments-head__read'
                onClick={() => openPost(page.post.id)}
                {...pressable(() => openPost(page.post.id))}
                data-testid='blog-comments-read'
              >
                {t('plugin-blog.read_post')}
                <Icon name='chevron-right' size={24} />
              </Text>
            </View>
          </View>
          <AllComments discussion={{ plugin: 'blog', subjectId: page.post.id, settings: page.base.discussion, emoji: page.emoji }} count={page.post.comments} />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(BlogCommentsPage)
