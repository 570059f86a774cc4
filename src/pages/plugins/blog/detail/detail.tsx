import { Text, View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { BLOG_COMMENTS_PAGE, BLOG_FORM_PAGE, getBlogDetail, type BlogDetailPage, type BlogLink } from '@/api/plugins/blog'
import { GoodsList } from '@/components/goods-card/goods-card'
import { PageShell } from '@/components/page-shell/page-shell'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { VideoPlayer } from '@/components/video-player/video-player'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { friendShare } from '@/lib/share'
import { openPage, openUrl } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { SubjectLikeButton } from '../../kit/discussion/like-button'
import { SubjectDiscussion } from '../../kit/discussion/subject-discussion'
import { RecordStatus, routeId } from '../../kit/record-status'
import { ShareButton } from '../../kit/share-button'
import { postSharePayload } from '../components/post-share'
import { RecommendedList } from '../components/recommended-list'
import '../components/blog.scss'
import '@/i18n/locales/plugin-blog'
import { pressable } from '@/lib/a11y'

function NeighbourLink({ labelKey, link, testId }: { labelKey: string; link: BlogLink | null; testId: string }) {
  const open = () => {
    if (link) openUrl(link.url, true)
  }
  return (
    <View className={`blog-nav__item ${link ? '' : 'blog-nav__item--none'}`} onClick={open} {...(link ? pressable(open) : {})} data-testid={testId}>
      <Text className='blog-nav__label'>{t(labelKey)}</Text>
      <Text className='blog-nav__title'>{link ? link.title : t('plugin-blog.none')}</Text>
    </View>
  )
}

/** The video shows unless it is a live stream, which only WeChat plays (api-plugins-2 §3.5). */
const playsVideo = (page: BlogDetailPage) => Boolean(page.post.videoUrl) && (!page.post.liveVideo || process.env.TARO_ENV === 'weapp')

/**
 * A post (api-plugins-2 §3.5): title, date and views, the video, the body as sanitised rich text, like
 * and share, the goods it recommends, previous / next, comments with replies and likes, recommended posts.
 */
const editPost = (id: string) => void openPage(`${BLOG_FORM_PAGE}?id=${id}`)

function BlogDetailView() {
  const stores = useStores()
  const id = routeId(useRouter().params.id)
  const detail = useRemote(
    whenLinked(id, () => getBlogDetail(id)),
    [id],
  )
  const page = detail.data
  const post = page?.post
  useShareAppMessage(() => (post ? friendShare(postSharePayload(post, stores)) : {}))

  return (
    <PageShell titleKey='plugin-blog.title_detail' title={post?.title || undefined}>
      <RecordStatus remote={detail} notFound={t('plugin-blog.not_found')} />
      {detail.status === 'ready' && page && post ? (
        <View className='blog-page blog-detail'>
          <View className='blog-card blog-article' data-testid='blog-article'>
            <Text className='blog-article__title' data-testid='blog-title'>
              {post.title}
            </Text>
            <View className='blog-article__meta'>
              {post.categoryName ? <Text className='blog-article__category'>{post.categoryName}</Text> : null}
              <Text>{post.dateText}</Text>
              <Text>{t('plugin-blog.views', { n: post.views })}</Text>
            </View>
            {post.isOwn && post.status !== 1 ? (
              <View className='blog-article__notice' data-testid='blog-own-status'>
                <Text>{t('plugin-blog.own_status', { status: post.statusName })}</Text>
                <Text className='blog-article__edit' onClick={() => editPost(post.id)} {...pressable(() => editPost(post.id))}>
                  {t('common.edit')}
                </Text>
              </View>
            ) : null}
            {playsVideo(page) ? <VideoPlayer className='blog-article__video' src={post.videoUrl} poster={post.cover} /> : null}
            <SafeRichText className='blog-article__body' html={post.content} />
            <View className='blog-article__actions'>
              {page.base.discussion.canLike ? (
                <SubjectLikeButton discussion={{ plugin: 'blog', subjectId: post.id }} liked={post.liked} count={post.likes} />
              ) : (
                <View />
              )}
              <ShareButton payload={postSharePayload(post, stores)} testId='blog-share' />
            </View>
          </View>
          {post.goods.length ? (
            <View className='blog-card'>
              <Text className='blog-card__title'>{t('plugin-blog.post_goods')}</Text>
              <GoodsList goods={post.goods} />
            </View>
          ) : null}
          <View className='blog-nav'>
            <NeighbourLink labelKey='plugin-blog.previous' link={page.previous} testId='blog-previous' />
            <NeighbourLink labelKey='plugin-blog.next' link={page.next} testId='blog-next' />
          </View>
          <SubjectDiscussion
            discussion={{ plugin: 'blog', subjectId: post.id, settings: page.base.discussion, emoji: page.emoji }}
            comments={post.commentList}
            count={post.comments}
            allUrl={`${BLOG_COMMENTS_PAGE}?id=${post.id}`}
          />
          <RecommendedList links={page.recommended} />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(BlogDetailView)
