import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { t } from '@/i18n'
import { Icon } from '@/components/icon/icon'
import { copyText } from '@/lib/dialogs'
import { shareUrl, type SharePayload } from '@/lib/share'
import { currentWebAddress } from '@/lib/web-address'
import { useStores } from '@/stores/root-store'
import './content-kit.scss'
import '@/i18n/locales/plugin-content'

/**
 * "Share": on the web the page's link is copied (the configured H5 address, else this one); on
 * mini-programs the platform's share sheet opens (the page answers it with useShareAppMessage).
 */
export const ShareButton = observer(function ShareButton({ payload, testId = 'share-button' }: { payload: SharePayload; testId?: string }) {
  const { app } = useStores()
  return process.env.TARO_ENV === 'h5' ? (
    <View className='pk-share' onClick={() => void copyText(shareUrl(app.settings.h5Url || currentWebAddress(), payload))} data-testid={testId}>
      <Icon name='share-2' size={30} />
      <Text>{t('plugin-content.share')}</Text>
    </View>
  ) : (
    <Button className='pk-share pk-share--native' openType='share' data-testid={testId}>
      <Icon name='share-2' size={30} />
      <Text>{t('plugin-content.share')}</Text>
    </Button>
  )
})
