import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { createRecharge, getRechargeConfig, type CreatedRecharge } from '@/api/plugins/wallet'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { checkRecharge } from '../components/wallet-forms'
import { RECHARGE_PAGE_PAY, WalletPaySheet } from '../components/wallet-pay-sheet'
import '../../kit/kit.scss'
import '../components/wallet.scss'
import './recharge.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'
/** The amount input takes digits only, at most 6 (api-plugins-1 §5.6). */
const MAX_DIGITS = 6

/** Recharge (api-plugins-1 §5.6): presets or another amount, create the recharge, then pay it in the popup. */
function RechargePage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const config = useRemote(whenLoggedIn(allowed, getRechargeConfig), [allowed])
  const [money, setMoney] = useState(() => (/^\d{1,6}$/.test(router.params.money ?? '') ? String(router.params.money) : ''))
  const [submitting, setSubmitting] = useState(false)
  const [order, setOrder] = useState<CreatedRecharge | null>(null)

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_recharge`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = config.data

  const submit = async () => {
    const error = checkRecharge(money)
    if (error) {
      toast(error)
      return
    }
    setSubmitting(true)
    const result = await createRecharge(money)
    setSubmitting(false)
    if (result.ok) setOrder(result.data)
  }

  return (
    <PageShell titleKey={`${area}.title_recharge`}>
      <StatusView status={config.status} message={config.error} onRetry={config.reload} />
      {config.status === 'ready' && data ? (
        <View className='pk-page'>
          <View className='pk-card'>
            <View className='wallet-line'>
              <Text>{t(`${area}.account_balance`)}</Text>
              <Price value={data.balance} size='large' />
            </View>
          </View>
          <View className='pk-card'>
            {data.presets.length ? (
              <>
                <Text className='wallet-section-title'>{t(`${area}.choose_amount`)}</Text>
                <View className='wallet-grid'>
                  {data.presets.map((preset) => (
                    <View
                      key={preset.value}
                      className={`wallet-grid__item ${money === preset.value ? 'wallet-grid__item--on' : ''}`}
                      data-testid='wallet-preset'
                      onClick={() => setMoney(preset.value)}
                      {...pressable(() => setMoney(preset.value))}
                      aria-pressed={money === preset.value}
                    >
                      {preset.value}
                      {preset.tips ? <Text className='wallet-grid__tips'>{preset.tips}</Text> : null}
                    </View>
                  ))}
                </View>
              </>
            ) : null}
            <FormField
              label={t(data.presets.length ? `${area}.other_amount` : `${area}.recharge_money`)}
              value={money}
              onChange={(value) => setMoney(value.replace(/\D/g, '').slice(0, MAX_DIGITS))}
              type='digit'
              maxlength={MAX_DIGITS}
              hint={t(`${area}.enter_amount`)}
              testId='wallet-recharge-money'
            />
          </View>
          {data.notes.length ? (
            <View className='pk-notice'>
              <Text className='wallet-section-title'>{t(`${area}.recharge_notes`)}</Text>
              {data.notes.map((line) => (
                <Text key={line} className='pk-notice__line'>
                  {line}
                </Text>
              ))}
            </View>
          ) : null}
          <ActionButton size='small' className='wallet-submit' testId='wallet-recharge-submit' busy={submitting} onClick={() => void submit()}>
            {submitting ? t(`${area}.submitting`) : t(`${area}.recharge_now`)}
          </ActionButton>
          <WalletPaySheet
            visible={Boolean(order)}
            rechargeId={order?.id ?? ''}
            amount={order?.money ?? ''}
            payments={order?.payments ?? []}
            defaultPaymentId={order?.defaultPaymentId}
            destinations={RECHARGE_PAGE_PAY}
            onClose={() => setOrder(null)}
          />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(RechargePage)
