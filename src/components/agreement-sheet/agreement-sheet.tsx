import { Button, ScrollView, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getAgreement, type Agreement } from '@/api/account'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import './agreement-sheet.scss'
import '@/i18n/locales/account'

/** The config keys of the agreements login and about link to, and the document each names (api-core 3.32). */
export const AGREEMENT_DOCUMENTS: Record<string, string> = {
  agreement_userregister_url: 'userregister',
  agreement_userprivacy_url: 'userprivacy',
}

/**
 * One agreement read from agreement/index and shown in the app through the sanitiser, instead of
 * opening the server's page: the shop's HTML never runs with the app's origin.
 */
export const AgreementSheet = observer(function AgreementSheet({ document, onClose }: { document: string; onClose: () => void }) {
  const agreement = useRemote<Agreement>(
    () => getAgreement(document),
    [document],
    (a) => !a.html,
  )
  return (
    <View className='agreement-sheet' data-testid='agreement-sheet'>
      <View className='agreement-sheet__mask' onClick={onClose} />
      <View className='agreement-sheet__panel'>
        <Text className='agreement-sheet__title'>{agreement.data?.name || t('account.agreement_title')}</Text>
        <ScrollView scrollY className='agreement-sheet__body'>
          {agreement.status === 'ready' && agreement.data ? (
            <SafeRichText html={agreement.data.html} />
          ) : (
            <StatusView
              status={agreement.status}
              message={agreement.status === 'empty' ? t('account.agreement_empty') : agreement.error}
              onRetry={agreement.reload}
            />
          )}
        </ScrollView>
        <Button className='agreement-sheet__close' onClick={onClose} data-testid='agreement-close'>
          {t('account.agreement_close')}
        </Button>
      </View>
    </View>
  )
})
