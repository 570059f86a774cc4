import { Image, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { ArticleSummary } from '@/api/article'
import { t } from '@/i18n'
import { openUrl } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import '@/i18n/locales/article'

/** An article in the list: title (in its colour), summary, cover, views and date. */
export const ArticleRow = observer(function ArticleRow({ article }: { article: ArticleSummary }) {
  return (
    <View className='article-row' onClick={() => openUrl(article.url)} {...pressable(() => openUrl(article.url))} data-testid='article-row'>
      <View className='article-row__main'>
        <Text className='article-row__title' style={article.titleColor ? { color: article.titleColor } : undefined}>
          {article.title}
        </Text>
        {article.describe ? <Text className='article-row__describe'>{article.describe}</Text> : null}
        <View className='article-row__meta'>
          <Text>{article.time.slice(0, 10)}</Text>
          <Text>{t('article.views', { n: article.views })}</Text>
        </View>
      </View>
      {article.cover ? <Image className='article-row__cover' src={article.cover} mode='aspectFill' lazyLoad {...imageAlt('')} /> : null}
    </View>
  )
})
