import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import type { FailureKind } from '@/api/types'
import { t } from '@/i18n'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { Icon } from '../icon/icon'
import type { IconName } from '../icon/icon-names'
import './status-view.scss'

/** Loading / empty / error states for every list and detail page (api-core: status 1, 0, 2). */
export type LoadStatus = 'loading' | 'empty' | 'error' | 'ready'

interface Props {
  status: LoadStatus
  message?: string
  onRetry?: () => void
  /** Extra action under the message, e.g. "log in now". */
  action?: { label: string; onClick: () => void }
  /** Why it failed (a Remote's failureKind): picks the picture, and a broken link gets "home", not "retry". */
  kind?: FailureKind | ''
}

function iconOf(status: LoadStatus, kind: Props['kind']): IconName {
  if (status === 'empty') return 'inbox'
  if (kind === 'network' || kind === 'timeout') return 'wifi-off'
  if (kind === 'missing-link') return 'link'
  return 'circle-alert'
}

export const StatusView = observer(function StatusView({ status, message, onRetry, action, kind }: Props) {
  if (status === 'ready') return null
  // A link without its id cannot be fixed by asking again: offer the way home instead.
  const brokenLink = status === 'error' && kind === 'missing-link'
  const shownAction = action ?? (brokenLink ? { label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) } : undefined)
  return (
    <View className={`status-view status-view--${status}`} data-testid={`status-${status}`} role={status === 'error' ? 'alert' : 'status'}>
      {status === 'loading' ? (
        <View className='status-view__spinner' />
      ) : (
        <View className={`status-view__icon status-view__icon--${status}`}>
          <Icon name={iconOf(status, kind)} size={56} />
        </View>
      )}
      <Text className='status-view__text'>
        {message || (status === 'loading' ? t('common.loading') : status === 'empty' ? t('common.empty') : t('common.error'))}
      </Text>
      {status === 'error' && onRetry && !brokenLink ? (
        <Button className='status-view__button' size='mini' onClick={onRetry} {...pressable(onRetry)}>
          {t('common.retry')}
        </Button>
      ) : null}
      {shownAction ? (
        <Button
          className='status-view__button status-view__button--main'
          size='mini'
          onClick={shownAction.onClick}
          {...pressable(shownAction.onClick)}
          data-testid='status-action'
        >
          {shownAction.label}
        </Button>
      ) : null}
    </View>
  )
})

/** "No more data" line under a finished list. */
export const ListEnd = observer(function ListEnd({ visible }: { visible: boolean }) {
  return visible ? <View className='list-end'>{t('common.no_more')}</View> : null
})
