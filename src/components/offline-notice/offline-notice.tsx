import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import { networkState } from '@/lib/web-app/network-state'
import './offline-notice.scss'

/** A strip at the top of the page while the web app shows stored content (no network). */
export const OfflineNotice = observer(function OfflineNotice() {
  if (!networkState.offline) return null
  return (
    <View className='offline-notice' role='status' data-testid='offline-notice'>
      <Text>{t('common.offline_notice')}</Text>
    </View>
  )
})
