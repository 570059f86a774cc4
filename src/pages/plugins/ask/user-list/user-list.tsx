import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { ASK_USER_DETAIL_PAGE, askFormUrl, deleteQuestions, getMyQuestions, type MyQuestion } from '@/api/plugins/ask'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { DetailRows } from '../../kit/detail-rows'
import '../../kit/kit.scss'
import '../components/ask.scss'
import '@/i18n/locales/plugin-ask'
import '@/i18n/locales/plugin-ask-embeds'
import { pressable } from '@/lib/a11y'

/**
 * My questions (api-plugins-2 §3.10, login): rows in data.data_list described by the server's field_list,
 * each opening its detail; edit while unanswered; delete after a confirm (v6.6.0 deleted at once).
 */
function AskUserListPage() {
  const allowed = useLoginGate()
  const list = usePagedList(getMyQuestions, [], { enabled: allowed })
  const [deleting, setDeleting] = useState('')
  useShowAgain(() => void list.refresh())

  const remove = async (question: MyQuestion) => {
    if (deleting || !(await confirmAction(t('plugin-ask.confirm_delete', { title: question.title })))) return
    setDeleting(question.id)
    const result = await deleteQuestions([question.id])
    setDeleting('')
    if (!result.ok) return
    toast(result.msg || t('plugin-ask.deleted'), 'success')
    list.setItems((items) => items.filter((q) => q.id !== question.id))
  }

  if (!allowed) {
    return (
      <PageShell titleKey='plugin-ask.title_mine'>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey='plugin-ask.title_mine'>
      <View className='ask-page ask-page--with-footer'>
        <PagedList
          list={list}
          emptyMessage={t('plugin-ask.mine_empty')}
          renderItem={(question) => (
            <View key={question.id} className='ask-card ask-mine' data-testid='ask-mine-row'>
              <View
                onClick={() => void openPage(`${ASK_USER_DETAIL_PAGE}?id=${question.id}`)}
                {...pressable(() => void openPage(`${ASK_USER_DETAIL_PAGE}?id=${question.id}`))}
                data-testid='ask-mine-open'
              >
                <DetailRows rows={question.fields.map((field) => [field.label, field.value])} />
              </View>
              <View className='pk-card__actions'>
                {question.answered ? null : (
                  <ActionButton kind='plain' size='small' onClick={() => void openPage(askFormUrl({ id: question.id }))} testId='ask-mine-edit'>
                    {t('common.edit')}
                  </ActionButton>
                )}
                <ActionButton kind='secondary' size='small' busy={deleting === question.id} onClick={() => void remove(question)} testId='ask-mine-delete'>
                  {t('common.delete')}
                </ActionButton>
              </View>
            </View>
          )}
        />
      </View>
      <View className='ask-footer'>
        <Text
          className='ask-footer__item ask-footer__item--main'
          onClick={() => void openPage(askFormUrl())}
          {...pressable(() => void openPage(askFormUrl()))}
          data-testid='ask-mine-new'
        >
          {t('plugin-ask.ask')}
        </Text>
      </View>
    </PageShell>
  )
}

export default observer(AskUserListPage)
