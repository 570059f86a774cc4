import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import './status-view.scss'

/** Loading / empty / error states for every list and detail page (api-core: status 1, 0, 2). */
export type LoadStatus = 'loading' | 'empty' | 'error' | 'ready'

interface Props {
  status: LoadStatus
  message?: string
  onRetry?: () => void
  /** Extra action under the message, e.g. "log in now". */
  action?: { label: string; onClick: () => void }
}

export const StatusView = observer(function StatusView({ status, message, onRetry, action }: Props) {
  if (status === 'ready') return null
  return (
    <View className={`status-view status-view--${status}`} data-testid={`status-${status}`}>
      {status === 'loading' ? <View className='status-view__spinner' /> : <View className={`status-view__icon status-view__icon--${status}`} />}
      <Text className='status-view__text'>
        {message || (status === 'loading' ? t('common.loading') : status === 'empty' ? t('common.empty') : t('common.error'))}
      </Text>
      {status === 'error' && onRetry ? (
        <Button className='status-view__button' size='mini' onClick={onRetry}>
          {t('common.retry')}
        </Button>
      ) : null}
      {action ? (
        <Button className='status-view__button status-view__button--main' size='mini' onClick={action.onClick}>
          {action.label}
        </Button>
      ) : null}
    </View>
  )
})

/** "No more data" line under a finished list. */
export const ListEnd = observer(function ListEnd({ visible }: { visible: boolean }) {
  return visible ? <View className='list-end'>{t('common.no_more')}</View> : null
})
