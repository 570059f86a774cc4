import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { getArticleCategories, getArticles } from '@/api/article'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { ArticleRow } from './article-row'
import '@/styles/activity.scss'
import './article-category.scss'
import '@/i18n/locales/article'

const ALL = '0'

/** Articles by category (api-core 3.28): category tabs from article/index, paged articles below. */
function ArticleCategoryPage() {
  const params = useRouter().params
  // The tab the shopper picked, else the category the link named, else all.
  const [categoryId, setCategoryId] = useState('')
  const chosen = categoryId || params.id || ALL
  const categories = useRemote(getArticleCategories, [])
  const list = usePagedList((page) => getArticles(chosen, page), [chosen])
  const tabs = [{ id: ALL, name: t('common.all') }, ...(categories.data ?? [])]

  return (
    <PageShell titleKey='article.title_category'>
      <View className='act-tabs article-tabs' data-testid='article-tabs'>
        {tabs.map((tab) => (
          <View
            key={tab.id}
            className={`act-tabs__item ${chosen === tab.id ? 'act-tabs__item--active' : ''}`}
            onClick={() => setCategoryId(tab.id)}
            {...pressable(() => setCategoryId(tab.id))}
            data-testid='article-tab'
          >
            {tab.name}
          </View>
        ))}
      </View>
      <View className='act-page'>
        <View className='article-list'>
          <PagedList list={list} emptyMessage={t('article.list_empty')} renderItem={(article) => <ArticleRow key={article.id} article={article} />} />
        </View>
      </View>
    </PageShell>
  )
}

export default observer(ArticleCategoryPage)
