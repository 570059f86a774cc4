import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback } from 'react'
import { askFormUrl, getGoodsQuestions } from '@/api/plugins/ask'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { routeId } from '../../kit/record-status'
import { GoodsQuestion } from '../components/goods-question'
import '../components/ask.scss'
import '@/i18n/locales/plugin-ask'
import { pressable } from '@/lib/a11y'

/**
 * The questions about one goods (api-plugins-2 §3.10, login): ask/index/datalist with goods_id and
 * is_comments, each with the shop's answer and the shoppers' answers on demand; "ask about this goods".
 */
function AskGoodsListPage() {
  const goodsId = routeId(useRouter().params.goods_id)
  const allowed = useLoginGate()
  const fetchPage = useCallback((page: number) => getGoodsQuestions(goodsId, page), [goodsId])
  const list = usePagedList(fetchPage, [goodsId], { enabled: allowed && Boolean(goodsId) })
  useShowAgain(() => void list.refresh())

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-ask.title_goods'>
        <GuestNotice />
      </PageShell>
    )
  }
  if (!goodsId) {
    return (
      <PageShell titleKey='plugin-ask.title_goods'>
        <StatusView status='error' kind='missing-link' message={t('errors.needs_link')} />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='plugin-ask.title_goods'>
      <View className='ask-page ask-page--with-footer'>
        {list.status === 'ready' ? (
          <Text className='ask-goods-list__count' data-testid='ask-goods-count'>
            {t('plugin-ask.goods_count', { n: list.total })}
          </Text>
        ) : null}
        {list.status === 'error' && list.failureKind === 'server' ? (
          // The server refused the goods (unknown or off the shelves): say so, with a way home.
          <StatusView status='empty' message={list.error} action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }} />
        ) : (
          <PagedList
            list={list}
            emptyMessage={t('plugin-ask.goods_empty')}
            renderItem={(question) => <GoodsQuestion key={question.id} question={question} />}
          />
        )}
      </View>
      <View className='ask-footer'>
        <Text
          className='ask-footer__item ask-footer__item--main'
          onClick={() => void openPage(askFormUrl({ goodsId }))}
          {...pressable(() => void openPage(askFormUrl({ goodsId })))}
          data-testid='ask-goods-new'
        >
          {t('plugin-ask.ask_goods')}
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(AskGoodsListPage)
