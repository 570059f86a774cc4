import { Image, ScrollView, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { addToHistory, getSearchStart } from '@/api/search'
import { PageShell } from '@/components/page-shell/page-shell'
import { SEARCH_RESULTS_PAGE, SearchBar } from '@/components/search-bar/search-bar'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage } from '@/lib/navigate'
import { pressable, imageAlt } from '@/lib/a11y'
import { getItem, removeItem, setItem } from '@/stores/storage'
import './goods-search-start.scss'
import '@/i18n/locales/search'

/** Search start: the box, recent searches (stored), popular keywords and top lists from search/start. */
function GoodsSearchStartPage() {
  const params = useRouter().params as Record<string, string | undefined>
  const [history, setHistory] = useState<string[]>(() => getItem('cache_search_history_key') ?? [])
  const start = useRemote(getSearchStart, [])
  const [rankingIndex, setRankingIndex] = useState(0)

  const search = (keywords: string) => {
    const next = addToHistory(history, keywords)
    setHistory(next)
    setItem('cache_search_history_key', next)
    void openPage(`${SEARCH_RESULTS_PAGE}?keywords=${encodeURIComponent(keywords.trim())}`)
  }

  const clearHistory = async () => {
    if (!(await confirmAction(t('search.confirm_clear_history')))) return
    setHistory([])
    removeItem('cache_search_history_key')
  }

  const rankings = start.data?.rankings ?? []
  const ranking = rankings[Math.min(rankingIndex, rankings.length - 1)]
  return (
    <PageShell titleKey='search.title_start'>
      <View className='search-start__bar'>
        <SearchBar autoFocus hint={params.keywords ? decodeURIComponent(params.keywords) : undefined} required={!params.keywords} onSearch={search} />
      </View>

      {history.length ? (
        <View className='search-start__section' data-testid='search-history'>
          <View className='search-start__head'>
            <Text className='search-start__title'>{t('search.history')}</Text>
            <Text className='search-start__action' onClick={clearHistory} {...pressable(clearHistory)} data-testid='clear-history'>
              {t('search.clear_history')}
            </Text>
          </View>
          <View className='search-start__chips'>
            {history.map((word) => (
              <Text key={word} className='search-start__chip' onClick={() => search(word)} {...pressable(() => search(word))} data-testid='history-item'>
                {word}
              </Text>
            ))}
          </View>
        </View>
      ) : null}

      <StatusView status={start.status === 'ready' ? 'ready' : start.status} message={start.error} onRetry={start.reload} />
      {start.data?.keywords.length ? (
        <View className='search-start__section' data-testid='hot-keywords'>
          <View className='search-start__head'>
            <Text className='search-start__title'>{t('search.hot')}</Text>
          </View>
          <View className='search-start__chips'>
            {start.data.keywords.map((word, index) => (
              <Text
                key={word}
                className={`search-start__chip ${index < 3 ? 'search-start__chip--hot' : ''}`}
                onClick={() => search(word)}
                data-testid='hot-item'
              >
                {word}
              </Text>
            ))}
          </View>
        </View>
      ) : null}

      {ranking ? (
        <View className='search-start__section search-start__ranking' data-testid='ranking'>
          <ScrollView scrollX className='search-start__ranking-tabs'>
            {rankings.map((item, index) => (
              <Text
                key={item.name}
                className={`search-start__ranking-tab ${item === ranking ? 'search-start__ranking-tab--active' : ''}`}
                onClick={() => setRankingIndex(index)}
                {...pressable(() => setRankingIndex(index))}
              >
                {item.name}
              </Text>
            ))}
          </ScrollView>
          {ranking.goods.map((goods, index) => (
            <View
              key={goods.id}
              className='search-start__rank-item'
              onClick={() => openPage(goods.url)}
              {...pressable(() => openPage(goods.url))}
              data-testid='ranking-item'
            >
              <Text className={`search-start__rank-no search-start__rank-no--${Math.min(index + 1, 4)}`}>{index + 1}</Text>
              <Image className='search-start__rank-image' src={goods.image} mode='aspectFill' lazyLoad {...imageAlt('')} />
              <Text className='search-start__rank-title'>{goods.title}</Text>
            </View>
          ))}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(GoodsSearchStartPage)
