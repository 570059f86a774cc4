import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { verifyPickupCode } from '@/api/plugins/shop'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { HintField } from '@/components/hint-field/hint-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { useLoginGate } from '@/hooks/use-login-gate'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { normalisePickupCode, pickupCodeError } from './check-rules'
import '../../kit/kit.scss'
import './check.scss'
import '@/i18n/locales/plugin-shop'

const area = 'plugin-shop'

interface Outcome {
  ok: boolean
  text: string
}

/**
 * Shop staff verify a self-pickup order by its code (api-plugins-2 §3.2). The answer shows green or red
 * with the code it was for; a success clears the field for the next customer, a refusal keeps the code
 * so a typo can be fixed. The web build has no scanner: the code is typed.
 */
function ShopCheckPage() {
  const allowed = useLoginGate()
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const submit = async (value = code) => {
    if (busy) return
    const problem = pickupCodeError(value)
    if (problem) {
      setOutcome({ ok: false, text: problem })
      return
    }
    const typed = normalisePickupCode(value)
    setBusy(true)
    const result = await verifyPickupCode(typed)
    setBusy(false)
    const message = result.ok ? result.data.message : result.msg
    setOutcome({ ok: result.ok, text: t(`${area}.check_result`, { message: message || t('errors.request_failed'), code: typed }) })
    if (result.ok) setCode('')
  }

  const scan = async () => {
    const scanned = await Taro.scanCode({}).catch(() => null)
    if (scanned?.result) {
      setCode(scanned.result)
      void submit(scanned.result)
    }
  }

  return (
    <PageShell titleKey={`${area}.title_check`}>
      {allowed ? (
        <View className='pk-page'>
          <View className='pk-card shop-check'>
            <Text className='shop-check__label'>{t(`${area}.check_label`)}</Text>
            <View className='shop-check__row'>
              <HintField
                className='shop-check__input'
                value={code}
                onChange={setCode}
                hint={t(`${area}.check_hint`)}
                testId='shop-check-code'
                onConfirm={() => void submit()}
              />
              {process.env.TARO_ENV === 'h5' ? null : (
                <Text className='shop-check__scan' onClick={() => void scan()} {...pressable(() => void scan())} data-testid='shop-check-scan'>
                  {t(`${area}.check_scan`)}
                </Text>
              )}
            </View>
            {outcome ? (
              <Text
                className={`shop-check__outcome shop-check__outcome--${outcome.ok ? 'ok' : 'bad'}`}
                data-testid='shop-check-outcome'
                data-ok={outcome.ok ? '1' : '0'}
              >
                {outcome.text}
              </Text>
            ) : null}
            <ActionButton busy={busy} onClick={() => void submit()} testId='shop-check-submit'>
              {busy ? t(`${area}.check_submitting`) : t(`${area}.check_submit`)}
            </ActionButton>
            <Text className='shop-check__tip'>{t(`${area}.check_tip`)}</Text>
          </View>
        </View>
      ) : (
        <GuestNotice />
      )}
    </PageShell>
  )
}

export default observer(ShopCheckPage)
