import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { BLOG_INDEX_PAGE, getBlogSearchInfo, searchBlogPosts } from '@/api/plugins/blog'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { SearchBar } from '@/components/search-bar/search-bar'
import { StatusView } from '@/components/status-view/status-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { routeId } from '../../kit/record-status'
import { StatusTabs } from '../../kit/status-tabs'
import { BlogFooter } from '../components/blog-footer'
import { BlogPostRow } from '../components/post-row'
import '../components/blog.scss'
import '@/i18n/locales/plugin-blog'

const ALL = ''

/** Route params arrive URL-encoded on H5 (a keyword from a link). */
function routeText(value: string | undefined): string {
  if (!value) return ''
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * Blog search (api-plugins-2 §3.5): keywords (searched on confirm) and category tabs over the paged list
 * of public posts. Opened with ?id= (a category) and ?keywords=.
 */
function BlogSearchPage() {
  const params = useRouter().params
  const [category, setCategory] = useState(params.id && params.id !== '0' ? params.id : ALL)
  const [keywords, setKeywords] = useState(routeText(params.keywords))
  const info = useRemote(getBlogSearchInfo, [])
  const base = info.data?.base
  const mainName = base?.mainName || t('plugin-blog.main_name')
  const fetchPage = useCallback((page: number) => searchBlogPosts(page, category, keywords), [category, keywords])
  const list = usePagedList(fetchPage, [category, keywords], { enabled: !category || Boolean(routeId(category)) })
  // A link to a category that is not (or no longer) there says so, instead of listing every post.
  const unknownCategory = Boolean(category) && (!routeId(category) || (info.status === 'ready' && !info.data?.categories.some((c) => c.id === category)))
  const tabs = [{ value: ALL, label: t('plugin-blog.all') }, ...(info.data?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))]

  return (
    <PageShell titleKey='plugin-blog.title_search' title={t('plugin-blog.search_title', { name: mainName })}>
      <View className={`blog-page ${base?.userCanPost ? 'blog-page--with-footer' : ''}`}>
        <SearchBar
          value={keywords}
          hint={t('plugin-blog.search_hint', { name: mainName })}
          onSearch={setKeywords}
          onInput={(value) => {
            if (!value.trim() && keywords) setKeywords('')
          }}
        />
        {unknownCategory ? (
          <StatusView
            status='empty'
            message={t('plugin-blog.category_not_found')}
            action={{ label: t('plugin-blog.back_blog'), onClick: () => void openPage(BLOG_INDEX_PAGE, { redirect: true }) }}
          />
        ) : (
          <>
            {tabs.length > 1 ? <StatusTabs tabs={tabs} value={category} onChange={setCategory} /> : null}
            <PagedList
              className='blog-list'
              list={list}
              emptyMessage={keywords ? t('plugin-blog.search_empty', { keywords }) : t('plugin-blog.empty')}
              renderItem={(post) => <BlogPostRow key={post.id} post={post} />}
            />
          </>
        )}
      </View>
      {base?.userCanPost ? <BlogFooter mainName={mainName} /> : null}
    </PageShell>
  )
}

export default observer(BlogSearchPage)
