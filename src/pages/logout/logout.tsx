import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { cancelAccount, getAgreement } from '@/api/account'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { SafeRichText } from '@/components/rich-text/rich-text'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { goBack, HOME_PAGE, openPage, toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { signOut } from '@/lib/local-session'
import './logout.scss'
import '@/i18n/locales/account'

/** Account cancellation (api-core 3.33): permanent, so it is confirmed twice. */
function LogoutPage() {
  const stores = useStores()
  const allowed = useLoginGate()
  const agreement = useRemote(
    whenLoggedIn(allowed, () => getAgreement('userlogout')),
    [allowed],
    (a) => !a.html,
  )
  const [working, setWorking] = useState(false)

  if (!allowed)
    return (
      <PageShell titleKey='account.title_logout'>
        <GuestNotice />
      </PageShell>
    )

  const cancel = async () => {
    if (working) return
    if (!(await confirmAction(t('account.logout_confirm_1')))) return
    if (!(await confirmAction(t('account.logout_confirm_2')))) return
    setWorking(true)
    const result = await cancelAccount()
    setWorking(false)
    if (!result.ok) return
    signOut(stores)
    toast(result.msg || t('account.logout_done'), 'success')
    setTimeout(() => void openPage(HOME_PAGE), 1500)
  }

  return (
    <PageShell titleKey='account.title_logout' className='logout'>
      <View className='logout__warning'>
        <Text className='logout__warning-title'>{t('account.logout_warning_title')}</Text>
        <Text className='logout__warning-text'>{t('account.logout_warning')}</Text>
      </View>
      <View className='logout__agreement'>
        {agreement.status === 'ready' && agreement.data ? (
          <>
            <Text className='logout__agreement-title'>{agreement.data.name}</Text>
            <SafeRichText html={agreement.data.html} />
          </>
        ) : (
          <StatusView
            status={agreement.status}
            message={agreement.status === 'empty' ? t('account.logout_no_agreement') : agreement.error}
            onRetry={agreement.reload}
          />
        )}
      </View>
      <View className='form-submit logout__actions'>
        <ActionButton size='large' testId='logout-confirm' busy={working} onClick={() => void cancel()}>
          {t('account.logout_submit')}
        </ActionButton>
        <ActionButton kind='plain' size='large' onClick={() => goBack('/pages/setup/setup')}>
          {t('common.cancel')}
        </ActionButton>
      </View>
    </PageShell>
  )
}

export default observer(LogoutPage)
