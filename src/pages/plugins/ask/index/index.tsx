import { Image, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { ASK_INDEX_PAGE, getAskBoard, getAskList, type AskBoard } from '@/api/plugins/ask'
import type { ApiResult } from '@/api/types'
import { Carousel } from '@/components/carousel/carousel'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { SearchBar } from '@/components/search-bar/search-bar'
import { StatusView } from '@/components/status-view/status-view'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { openUrl } from '@/lib/navigate'
import { StatusTabs } from '../../kit/status-tabs'
import { AskFooter } from '../components/ask-footer'
import { QuestionRow } from '../components/question-row'
import '../components/ask.scss'
import '@/i18n/locales/plugin-ask'
import { imageAlt } from '../../kit/image-alt'
import { pressable } from '@/lib/a11y'

/** A board without tabs cannot list anything: ShopXO's page reports it as an error. */
async function loadBoard(): Promise<ApiResult<AskBoard>> {
  const result = await getAskBoard()
  if (result.ok && !result.data.tabs.length) return { ok: false, code: -1, msg: t('plugin-ask.no_tabs'), kind: 'bad-data', data: '' }
  return result
}

/**
 * The Q&A board (api-plugins-2 §3.10): slides, search, the tabs the server sends (the second ranks its
 * questions instead of showing the answered badge), paged questions, and "ask" / "my questions".
 */
function AskIndexPage() {
  const board = useRemote(loadBoard, [])
  const data = board.data
  const [tab, setTab] = useState('')
  const [keywords, setKeywords] = useState('')
  const current = tab || data?.tabs[0]?.type || ''
  const ranked = data ? data.tabs.findIndex((t) => t.type === current) === 1 : false
  const fetchPage = useCallback((page: number) => getAskList(page, current, keywords), [current, keywords])
  const list = usePagedList(fetchPage, [current, keywords], { enabled: board.status === 'ready' })
  useShareAppMessage(() => ({ title: data?.base.title || t('plugin-ask.title'), path: ASK_INDEX_PAGE }))

  return (
    <PageShell titleKey='plugin-ask.title' title={data?.base.title || undefined}>
      <View className={`ask-page ${data?.base.userCanAsk ? 'ask-page--with-footer' : ''}`}>
        {board.status !== 'ready' || !data ? (
          <StatusView status={board.status} message={board.error} onRetry={board.reload} />
        ) : (
          <>
            <SearchBar
              value={keywords}
              hint={t('plugin-ask.search_hint')}
              onSearch={setKeywords}
              onInput={(value) => {
                if (!value.trim() && keywords) setKeywords('')
              }}
            />
            {data.slides.length ? (
              <Carousel
                className='ask-slides'
                testId='ask-slides'
                items={data.slides}
                itemKey={(slide) => slide.image}
                dots
                render={(slide, index) => (
                  <Image
                    className='ask-slides__image'
                    src={slide.image}
                    mode='aspectFill'
                    onClick={() => openUrl(slide.url)}
                    {...imageAlt(slide.name || t('plugin-ask.slide_n', { n: index + 1 }))}
                    {...(slide.url ? pressable(() => openUrl(slide.url)) : {})}
                  />
                )}
              />
            ) : null}
            <StatusTabs tabs={data.tabs.map((tab) => ({ value: tab.type, label: tab.name }))} value={current} onChange={setTab} />
            <PagedList
              className='ask-list'
              list={list}
              emptyMessage={keywords ? t('plugin-ask.search_empty', { keywords }) : t('plugin-ask.empty')}
              renderItem={(question, index) => <QuestionRow key={question.id} question={question} rank={ranked ? index + 1 : undefined} />}
            />
          </>
        )}
      </View>
      {data?.base.userCanAsk ? <AskFooter /> : null}
    </PageShell>
  )
}

export default observer(AskIndexPage)
