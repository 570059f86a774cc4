import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { markScan } from '@/api/plugins/thirdpartylogin'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { goBack, HOME_PAGE, openPage } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import './index.scss'
import '@/i18n/locales/plugin-thirdpartylogin'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-thirdpartylogin'
const WAITING = 1

/** Confirm (or cancel) a desktop login whose QR code this phone scanned (api-plugins-2 §3.13). */
const ScanConfirm = observer(function ScanConfirm({ id }: { id: string }) {
  const { app, session } = useStores()
  const allowed = useLoginGate()
  // Marking the record "scanned" on every show answers its status: 1 waits for this phone, else it is done.
  const scanned = useRemote(
    whenLoggedIn(allowed, () => markScan(id, 1)),
    [allowed, id],
  )
  const [confirming, setConfirming] = useState(false)
  const [done, setDone] = useState(false)
  useShowAgain(() => {
    if (allowed && !done) void scanned.reload()
  })
  if (!allowed) return <GuestNotice />
  if (scanned.status !== 'ready') return <StatusView status={scanned.status} message={scanned.error} onRetry={scanned.reload} />

  const confirm = async () => {
    if (confirming) return
    setConfirming(true)
    const result = await markScan(id, 2)
    setConfirming(false)
    if (result.ok) setDone(true)
  }
  const leave = () => goBack(HOME_PAGE)
  const user = session.user
  const siteName = app.settings.siteName || t('common.app_name')

  if (done || scanned.data !== WAITING) {
    return (
      <View className='tpl-scan' data-testid='scan-done'>
        <View className='tpl-scan__tick'>
          <Icon name='check' size={64} />
        </View>
        <Text className='tpl-scan__title'>{t(`${area}.scan_done`)}</Text>
        <Text className='tpl-scan__tip'>{t(`${area}.scan_done_tip`)}</Text>
        <ActionButton size='large' className='tpl-scan__button' testId='scan-close' onClick={leave}>
          {t(`${area}.scan_close`)}
        </ActionButton>
      </View>
    )
  }
  return (
    <View className='tpl-scan' data-testid='scan-waiting'>
      {user?.avatar ? (
        <Image className='tpl-scan__avatar' src={String(user.avatar)} mode='aspectFill' {...imageAlt('')} />
      ) : (
        <View className='tpl-scan__avatar' />
      )}
      <Text className='tpl-scan__name'>{String(user?.user_name_view || user?.nickname || user?.username || '')}</Text>
      <Text className='tpl-scan__title'>{t(`${area}.scan_waiting`)}</Text>
      <Text className='tpl-scan__tip'>{t(`${area}.scan_authorise`, { app: siteName })}</Text>
      <ActionButton size='large' className='tpl-scan__button' busy={confirming} testId='scan-confirm' onClick={() => void confirm()}>
        {t(`${area}.scan_confirm`)}
      </ActionButton>
      <ActionButton kind='plain' size='large' className='tpl-scan__button' disabled={confirming} testId='scan-cancel' onClick={leave}>
        {t(`${area}.scan_cancel`)}
      </ActionButton>
    </View>
  )
})

function ScanLoginPage() {
  const id = useRouter().params.id
  return (
    <PageShell titleKey={`${area}.title_scan`}>
      {id && /^\d{1,10}$/.test(id) ? (
        <ScanConfirm id={id} />
      ) : (
        <StatusView status='error' message={t(`${area}.scan_bad_link`)} action={{ label: t('common.back_home'), onClick: () => void openPage(HOME_PAGE) }} />
      )}
    </PageShell>
  )
}

export default observer(ScanLoginPage)
