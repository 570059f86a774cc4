import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { askDetailUrl, getAskCommentsInfo } from '@/api/plugins/ask'
import { PageShell } from '@/components/page-shell/page-shell'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { whenLinked } from '@/lib/route-params'
import { openPage } from '@/lib/navigate'
import { AllComments } from '../../kit/discussion/all-comments'
import { RecordStatus, routeId } from '../../kit/record-status'
import '../components/ask.scss'
import '@/i18n/locales/plugin-ask'
import { pressable } from '@/lib/a11y'

/**
 * All comments of a question (api-plugins-2 §3.10): the question (ask/index/commentsinfo, a tap opens
 * it), whether the shop has answered, then every comment a page at a time with replies and likes.
 */
function AskCommentsPage() {
  const id = routeId(useRouter().params.id)
  const info = useRemote(
    whenLinked(id, () => getAskCommentsInfo(id)),
    [id],
  )
  const question = info.data?.question

  return (
    <PageShell titleKey='plugin-ask.title_comments'>
      <RecordStatus remote={info} notFound={t('plugin-ask.not_found')} />
      {info.status === 'ready' && info.data && question ? (
        <View className='ask-page'>
          <View
            className='ask-card ask-comments-head'
            onClick={() => void openPage(askDetailUrl(question.id))}
            {...pressable(() => void openPage(askDetailUrl(question.id)))}
            data-testid='ask-comments-question'
          >
            <Text className='ask-comments-head__title'>{question.title}</Text>
            <View className='ask-comments-head__meta'>
              <Text>{question.date}</Text>
              <Text>{question.answered ? t('plugin-ask.answered') : t('plugin-ask.waiting')}</Text>
            </View>
          </View>
          <AllComments
            discussion={{ plugin: 'ask', subjectId: question.id, settings: info.data.base.discussion, emoji: info.data.emoji }}
            count={question.comments}
            richText
          />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(AskCommentsPage)
