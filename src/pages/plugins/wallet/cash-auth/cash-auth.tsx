import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { checkCashCode as verifyCashCode, getCashAuth, sendCashCode } from '@/api/plugins/wallet'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { VerifyCodeButton } from '@/components/verify-code-button/verify-code-button'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { WALLET_PAGES } from '../components/routes'
import { checkCashCode } from '../components/wallet-forms'
import '../../kit/kit.scss'
import '../components/wallet.scss'
import './cash-auth.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'

/** Withdrawal security check (api-plugins-1 §5.7): minimum-amount gate, channel, 4-digit code, then cash-create. */
function CashAuthPage() {
  const allowed = useLoginGate()
  const auth = useRemote(whenLoggedIn(allowed, getCashAuth), [allowed])
  const [channelIndex, setChannelIndex] = useState(-1)
  const [code, setCode] = useState('')
  const [checking, setChecking] = useState(false)

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_cash_auth`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = auth.data
  const channel = data && channelIndex >= 0 ? data.channels[channelIndex] : undefined
  const canWithdraw = data ? data.minimum <= 0 || Number(data.balance) >= data.minimum : false

  const send = async () => {
    if (!channel) {
      toast(t(`${area}.choose_channel_required`))
      return false
    }
    const result = await sendCashCode(channel.field)
    return result.ok
  }

  const submit = async () => {
    const error = checkCashCode(channel?.field ?? '', code)
    if (error || !channel) {
      toast(error)
      return
    }
    setChecking(true)
    const result = await verifyCashCode(channel.field, code.trim())
    setChecking(false)
    if (result.ok) void openPage(WALLET_PAGES.cashCreate, { redirect: true })
  }

  return (
    <PageShell titleKey={`${area}.title_cash_auth`}>
      <StatusView status={auth.status} message={auth.error} onRetry={auth.reload} />
      {auth.status === 'ready' && data ? (
        <View className='pk-page'>
          <View className='pk-card'>
            <View className='wallet-line'>
              <Text>{t(`${area}.current_available`)}</Text>
              <Price value={data.balance} />
            </View>
            <View className='wallet-line'>
              <Text>{t(`${area}.cash_minimum`)}</Text>
              <Price value={data.minimumText} />
            </View>
          </View>
          {!canWithdraw ? (
            <View className='pk-notice' data-testid='wallet-cash-not-allowed'>
              <Text className='pk-notice__line'>{t(`${area}.cash_not_allowed`)}</Text>
            </View>
          ) : data.channels.length ? (
            <>
              <View className='pk-card'>
                <View className='form-row'>
                  <Text className='form-row__label'>{t(`${area}.choose_channel`)}</Text>
                </View>
                <View className='wallet-radio' data-testid='wallet-channels'>
                  {data.channels.map((item, index) => (
                    <Text
                      key={item.field}
                      className={`wallet-radio__item ${index === channelIndex ? 'wallet-radio__item--on' : ''}`}
                      data-testid={`wallet-channel-${item.field}`}
                      onClick={() => setChannelIndex(index)}
                      {...pressable(() => setChannelIndex(index))}
                      aria-pressed={index === channelIndex}
                    >
                      {item.msg}
                    </Text>
                  ))}
                </View>
                <FormField
                  label={t(`${area}.code_label`)}
                  value={code}
                  onChange={(value) => setCode(value.replace(/\D/g, '').slice(0, 4))}
                  type='number'
                  maxlength={4}
                  hint={t(`${area}.code_hint`)}
                  testId='wallet-code'
                  suffix={<VerifyCodeButton onSend={send} testId='wallet-code-send' resetKey={channel?.field} />}
                />
              </View>
              <ActionButton size='small' className='wallet-submit' testId='wallet-verify-submit' busy={checking} onClick={() => void submit()}>
                {checking ? t(`${area}.submitting`) : t(`${area}.verify_submit`)}
              </ActionButton>
            </>
          ) : (
            <View className='pk-card'>
              <Text className='pk-notice__line'>{t(`${area}.no_channel`)}</Text>
              <View className='pk-card__actions'>
                <ActionButton kind='plain' size='small' onClick={() => void openPage('/pages/login/login?opt_type=bind_email&opt_form=bind_email')}>
                  {t(`${area}.bind_email`)}
                </ActionButton>
                <ActionButton size='small' onClick={() => void openPage('/pages/login/login?opt_form=bind_verify')}>
                  {t(`${area}.bind_mobile`)}
                </ActionButton>
              </View>
            </View>
          )}
          <View className='pk-notice'>
            <Text className='wallet-section-title'>{t(`${area}.tips_title`)}</Text>
            <Text className='pk-notice__line'>{t(`${area}.tips_1`)}</Text>
            <Text className='pk-notice__line'>{t(`${area}.tips_2`)}</Text>
          </View>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CashAuthPage)
