import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { getArticle, type ArticleDetail, type ArticleLink } from '@/api/article'
import { PageShell } from '@/components/page-shell/page-shell'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { useShare } from '@/hooks/use-share'
import { whenLinked } from '@/lib/route-params'
import { t } from '@/i18n'
import { openUrl } from '@/lib/navigate'
import '@/styles/activity.scss'
import './article-detail.scss'
import '@/i18n/locales/article'

function NeighbourLink({ labelKey, link, testId }: { labelKey: string; link: ArticleLink | null; testId: string }) {
  return (
    <View
      className={`article-nav__item ${link ? '' : 'article-nav__item--none'}`}
      onClick={link ? () => openUrl(link.url, true) : undefined}
      data-testid={testId}
    >
      <Text className='article-nav__label'>{t(labelKey)}</Text>
      <Text className='article-nav__title'>{link ? link.title : t('article.none')}</Text>
    </View>
  )
}

const ARTICLE_PAGE = '/pages/article-detail/article-detail'

/** One article (api-core 3.29): title, date, views, the body as sanitised rich text, previous/next. */
function ArticleDetailPage() {
  const articleId = useRouter().params.id ?? ''
  const article = useRemote(
    whenLinked(articleId, () => getArticle(articleId)),
    [articleId],
    (a: ArticleDetail | null) => a === null,
  )
  const data = article.data
  useShare(data ? { title: data.shareTitle || data.title, desc: data.shareDesc, path: ARTICLE_PAGE, query: `id=${data.id}` } : null)
  return (
    <PageShell titleKey='article.title_detail' title={data?.title || undefined}>
      <StatusView
        status={article.status}
        kind={article.failureKind}
        message={article.status === 'empty' ? t('article.not_found') : article.error}
        onRetry={article.reload}
      />
      {article.status === 'ready' && data ? (
        <View className='act-page article-detail'>
          <View className='article-detail__card'>
            <Text className='article-detail__title' style={data.titleColor ? { color: data.titleColor } : undefined} data-testid='article-title'>
              {data.title}
            </Text>
            <View className='article-detail__meta'>
              {data.categoryName ? <Text className='act-badge act-badge--main'>{data.categoryName}</Text> : null}
              <Text>{data.time}</Text>
              <Text>{t('article.views', { n: data.views })}</Text>
            </View>
            <View className='article-detail__body'>
              <SafeRichText html={data.contentHtml} />
            </View>
          </View>
          <View className='article-nav'>
            <NeighbourLink labelKey='article.previous' link={data.previous} testId='article-previous' />
            <NeighbourLink labelKey='article.next' link={data.next} testId='article-next' />
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(ArticleDetailPage)
