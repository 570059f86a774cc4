import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getMessages, type UserMessage } from '@/api/message'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import '@/styles/activity.scss'
import './message.scss'
import '@/i18n/locales/activity'

const MessageCard = observer(function MessageCard({ message }: { message: UserMessage }) {
  return (
    <View className={`act-card message-card ${message.isRead ? '' : 'message-card--unread'}`} data-testid='message-row'>
      <View className='message-card__head'>
        {message.isRead ? null : <View className='message-card__dot' />}
        <Text className='message-card__title'>{message.title}</Text>
        <Text className={`act-badge ${message.isRead ? 'act-badge--muted' : 'act-badge--main'}`} data-testid='message-read-state'>
          {message.isRead ? t('activity.message_read') : t('activity.message_unread')}
        </Text>
      </View>
      <Text className='message-card__detail'>{message.detail}</Text>
      <View className='message-card__foot'>
        <Text className='message-card__type'>{[message.typeText, message.businessType].filter(Boolean).join(' · ') || t('activity.message_type_default')}</Text>
        <Text className='message-card__time'>{message.time}</Text>
      </View>
    </View>
  )
})

/** My messages (api-core 3.23): paged, newest first; opening the list marks them read on the server. */
function MessagePage() {
  const allowed = useLoginGate()
  const list = usePagedList(getMessages, [], { enabled: allowed })
  return (
    <PageShell titleKey='activity.title_message'>
      {allowed ? (
        <View className='act-page'>
          <PagedList list={list} emptyMessage={t('activity.message_empty')} renderItem={(message) => <MessageCard key={message.id} message={message} />} />
        </View>
      ) : (
        <GuestNotice />
      )}
    </PageShell>
  )
}

export default observer(MessagePage)
