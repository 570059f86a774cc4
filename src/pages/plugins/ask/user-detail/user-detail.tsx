import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { askDetailUrl, askFormUrl, getMyQuestion } from '@/api/plugins/ask'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { openPage } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import { RecordStatus, routeId } from '../../kit/record-status'
import { ShopReply } from '../components/shop-reply'
import '../../kit/kit.scss'
import '../components/ask.scss'
import '@/i18n/locales/plugin-ask'
import '@/i18n/locales/plugin-ask-embeds'
import { pressable } from '@/lib/a11y'

/**
 * One of my questions (api-plugins-2 §3.10, login): the fields the server lists, my words, and the shop's
 * answer once there is one; links to edit it (while unanswered) and to its public page.
 */
function AskUserDetailPage() {
  const id = routeId(useRouter().params.id)
  const allowed = useLoginGate()
  const detail = useRemote(
    whenLoggedIn(
      allowed,
      whenLinked(id, () => getMyQuestion(id)),
    ),
    [allowed, id],
  )
  const question = detail.data

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-ask.title_mine_detail'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='plugin-ask.title_mine_detail' title={question?.title || undefined}>
      <RecordStatus remote={detail} notFound={t('plugin-ask.not_found')} />
      {detail.status === 'ready' && question ? (
        <View className='ask-page'>
          <View className='ask-card' data-testid='ask-user-detail'>
            <DetailRows rows={question.fields.map((field) => [field.label, field.value])} />
          </View>
          <View className='ask-card'>
            <Text className='ask-card__title'>{t('plugin-ask.my_words')}</Text>
            <SafeRichText className='ask-detail__content' html={question.contentHtml} />
          </View>
          <View className='ask-card'>
            {question.answered ? <ShopReply html={question.replyHtml} date='' /> : <Text className='ask-detail__waiting'>{t('plugin-ask.no_reply_yet')}</Text>}
          </View>
          <View className='ask-user-detail__links'>
            {question.answered ? null : (
              <Text
                className='ask-user-detail__link'
                onClick={() => void openPage(askFormUrl({ id: question.id }))}
                {...pressable(() => void openPage(askFormUrl({ id: question.id })))}
                data-testid='ask-user-edit'
              >
                {t('common.edit')}
              </Text>
            )}
            <Text
              className='ask-user-detail__link'
              onClick={() => void openPage(askDetailUrl(question.id))}
              {...pressable(() => void openPage(askDetailUrl(question.id)))}
              data-testid='ask-user-public'
            >
              {t('plugin-ask.open_public')}
            </Text>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(AskUserDetailPage)
