import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { verifyStoreCode } from '@/api/plugins/realstore-pages'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { useLoginGate } from '@/hooks/use-login-gate'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { codeProblem } from '../components/code-rules'
import '../../kit/kit.scss'
import '../components/realstore.scss'
import '@/i18n/locales/plugin-realstore'

interface Outcome {
  ok: boolean
  message: string
  code: string
}

/**
 * Staff verify a code (api-plugins-2 §3.7 check): a pickup code hands a store order over, a punch-card code
 * takes one use. The web build has no scanner, so the code is typed. A code that cannot be right is refused
 * here with a message and stays in the box; the server's answer shows green or red with the code, and the
 * box clears after a success.
 */
function StoreCheckPage() {
  const allowed = useLoginGate()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const submit = async () => {
    if (busy) return
    const problem = codeProblem(code)
    if (problem) {
      toast(problem)
      return
    }
    const typed = code.trim()
    setBusy(true)
    const result = await verifyStoreCode(typed)
    setBusy(false)
    if (result.ok) {
      setOutcome({ ok: true, message: result.data.message || t('plugin-realstore.check_done'), code: typed })
      setCode('')
    } else setOutcome({ ok: false, message: result.msg, code: typed })
  }

  return (
    <PageShell titleKey='plugin-realstore.title_check'>
      {!allowed ? (
        <GuestNotice />
      ) : (
        <View className='rs-page'>
          <Text className='rs-notice rs-notice--plain'>{t('plugin-realstore.check_intro')}</Text>
          <View className='form-card'>
            <FormField label={t('plugin-realstore.check_code')} value={code} onChange={setCode} hint={t('plugin-realstore.check_hint')} testId='check-code' />
          </View>
          <View className='form-submit'>
            <ActionButton size='large' busy={busy} onClick={() => void submit()} testId='check-submit'>
              {t('plugin-realstore.check_submit')}
            </ActionButton>
          </View>
          {outcome ? (
            <View
              className={`rs-check-result ${outcome.ok ? 'rs-check-result--ok' : 'rs-check-result--bad'}`}
              data-testid='check-result'
              data-ok={outcome.ok ? '1' : '0'}
            >
              <Text className='rs-check-result__message'>{outcome.message}</Text>
              <Text className='rs-check-result__code'>{t('plugin-realstore.check_result_code', { code: outcome.code })}</Text>
            </View>
          ) : null}
        </View>
      )}
    </PageShell>
  )
}

export default observer(StoreCheckPage)
