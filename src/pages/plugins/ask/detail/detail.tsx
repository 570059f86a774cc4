import { Text, View } from '@tarojs/components'
import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { ASK_COMMENTS_PAGE, askDetailUrl, askFormUrl, getAskDetail } from '@/api/plugins/ask'
import { GoodsList } from '@/components/goods-card/goods-card'
import { PageShell } from '@/components/page-shell/page-shell'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { openPage } from '@/lib/navigate'
import { SubjectLikeButton } from '../../kit/discussion/like-button'
import { SubjectDiscussion } from '../../kit/discussion/subject-discussion'
import { RecordStatus, routeId } from '../../kit/record-status'
import { AskGoodsCard } from '../components/ask-goods-card'
import { ShopReply } from '../components/shop-reply'
import '../components/ask.scss'
import '@/i18n/locales/plugin-ask'
import '@/i18n/locales/plugin-ask-embeds'
import { pressable } from '@/lib/a11y'

/**
 * A question (api-plugins-2 §3.10): title, asker, date and views, its words, the goods it is about, the
 * shop's answer under the shop's logo, likes, comments with replies, and goods the shopper may like.
 */
function AskDetailView() {
  const id = routeId(useRouter().params.id)
  const detail = useRemote(
    whenLinked(id, () => getAskDetail(id)),
    [id],
  )
  const page = detail.data
  const question = page?.question
  useShareAppMessage(() => (question ? { title: question.title, path: askDetailUrl(question.id) } : {}))

  return (
    <PageShell titleKey='plugin-ask.title_detail' title={question?.title || undefined}>
      <RecordStatus remote={detail} notFound={t('plugin-ask.not_found')} />
      {detail.status === 'ready' && page && question ? (
        <View className='ask-page ask-detail'>
          <View className='ask-card' data-testid='ask-question'>
            <View className='ask-detail__head'>
              <Text className='ask-detail__mark'>{t('plugin-ask.q')}</Text>
              <Text className='ask-detail__title' data-testid='ask-title'>
                {question.title}
              </Text>
            </View>
            <View className='ask-detail__meta'>
              {question.asker ? <Text>{question.asker}</Text> : null}
              <Text>{question.date}</Text>
              <Text>{t('plugin-ask.views', { n: question.views })}</Text>
            </View>
            {question.contentText && question.contentText !== question.title ? (
              <SafeRichText className='ask-detail__content' html={question.contentHtml} />
            ) : null}
            {question.goods ? <AskGoodsCard goods={question.goods} /> : null}
            {question.isOwn && !question.answered ? (
              <View className='ask-detail__own'>
                <Text>{t('plugin-ask.own_waiting')}</Text>
                <Text
                  className='ask-detail__edit'
                  onClick={() => void openPage(askFormUrl({ id: question.id }))}
                  {...pressable(() => void openPage(askFormUrl({ id: question.id })))}
                  data-testid='ask-edit'
                >
                  {t('common.edit')}
                </Text>
              </View>
            ) : null}
            <View className='ask-detail__actions'>
              {page.base.discussion.canLike ? (
                <SubjectLikeButton discussion={{ plugin: 'ask', subjectId: question.id }} liked={question.liked} count={question.likes} />
              ) : null}
            </View>
          </View>
          {question.answered ? (
            <View className='ask-card'>
              <ShopReply html={question.replyHtml} date={question.replyDate} />
            </View>
          ) : (
            <View className='ask-card ask-detail__waiting' data-testid='ask-no-reply'>
              {t('plugin-ask.no_reply_yet')}
            </View>
          )}
          <SubjectDiscussion
            discussion={{ plugin: 'ask', subjectId: question.id, settings: page.base.discussion, emoji: page.emoji }}
            comments={question.commentList}
            count={question.comments}
            allUrl={`${ASK_COMMENTS_PAGE}?id=${question.id}`}
            richText
          />
          {page.guessGoods.length ? (
            <View className='ask-card'>
              <Text className='ask-card__title'>{t('plugin-ask.guess')}</Text>
              <GoodsList goods={page.guessGoods} />
            </View>
          ) : null}
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(AskDetailView)
