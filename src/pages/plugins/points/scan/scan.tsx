import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { extractClaimCode, type ScanResult } from '@/api/plugins/points'
import { ActionButton } from '@/components/action-button/action-button'
import { HintField } from '@/components/hint-field/hint-field'
import { Icon } from '@/components/icon/icon'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { t } from '@/i18n'
import { goLogin, toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { useClaimCode } from '../components/use-claim-code'
import './scan.scss'
import '@/i18n/locales/plugin-points'

const OutcomeCard = observer(function OutcomeCard({ result }: { result: ScanResult }) {
  if (result.outcome === 'landing') return null
  const success = result.outcome === 'success'
  return (
    <View className={`scan-outcome scan-outcome--${success ? 'success' : 'failed'}`} data-testid={`scan-${success ? 'success' : 'failed'}`}>
      <View className='scan-outcome__icon'>
        <Icon name={success ? 'check' : 'circle-alert'} size={56} />
      </View>
      <Text className='scan-outcome__title'>{t(success ? 'plugin-points.scan_success' : 'plugin-points.scan_failed')}</Text>
      <Text className='scan-outcome__msg'>{result.message}</Text>
    </View>
  )
})

/** Claim points from a code (api-plugins 12.2). Web cannot scan, so the code is typed. No pull-to-refresh. */
function PointsScanPage() {
  const { session } = useStores()
  const initialCode = useRouter().params.id ?? ''
  const claim = useClaimCode(initialCode, session.isLoggedIn)
  const [code, setCode] = useState(initialCode)
  const result = claim.result

  const submit = () => {
    const value = extractClaimCode(code)
    if (!value) {
      toast(t('plugin-points.scan_required'))
      return
    }
    if (!session.isLoggedIn) {
      goLogin()
      return
    }
    void claim.submit(value)
  }

  return (
    <PageShell titleKey='plugin-points.title_scan'>
      <View className='points-scan'>
        <View className='points-scan__banner'>
          <Text className='points-scan__banner-title'>{t('plugin-points.title_scan')}</Text>
          <Text className='points-scan__banner-sub'>{result?.outcome === 'landing' ? result.message : t('plugin-points.claim_entry_sub')}</Text>
        </View>
        {claim.status === 'error' ? <StatusView status='error' message={claim.error} onRetry={() => void claim.submit('')} /> : null}
        {claim.status === 'loading' ? <StatusView status='loading' /> : null}
        {result && result.outcome === 'error' ? <StatusView status='empty' message={result.message} /> : null}
        {result ? <OutcomeCard result={result} /> : null}
        <View className='points-scan__form'>
          <Text className='points-scan__label'>{t('plugin-points.scan_input_label')}</Text>
          <HintField
            className='points-scan__input'
            value={code}
            maxlength={64}
            hint={t('plugin-points.scan_hint')}
            onChange={setCode}
            onConfirm={submit}
            testId='scan-code-input'
          />
          {result?.tips ? <Text className='points-scan__tips'>{result.tips}</Text> : null}
          <ActionButton size='large' className='points-scan__submit' busy={claim.busy} onClick={submit}>
            {result?.outcome === 'success' ? t('plugin-points.scan_again') : t('plugin-points.scan_submit')}
          </ActionButton>
        </View>
      </View>
      {!session.isLoggedIn ? (
        <View className='points-scan__login'>
          <ActionButton size='large' className='points-scan__submit' onClick={() => goLogin()}>
            {t('plugin-points.scan_login')}
          </ActionButton>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(PointsScanPage)
