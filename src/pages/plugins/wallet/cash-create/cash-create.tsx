import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { createCash, getCashInit } from '@/api/plugins/wallet'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { twoDecimals } from '@/lib/money'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { walletTabUrl, WALLET_PAGES } from '../components/routes'
import { checkCash, estimateFee, type CashValues } from '../components/wallet-forms'
import '../../kit/kit.scss'
import '../components/wallet.scss'
import './cash-create.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'
/** Taro's H5 number input empties itself without a positive maxlength; 12 fits any amount. */
const MONEY_MAXLENGTH = 12
const EMPTY: CashValues = { money: '', cashType: '', bankName: '', bankAccounts: '', bankUsername: '' }

/** Withdrawal form (api-plugins-1 §5.8): verified state, money limits, live fee, method with its own fields. */
function CashCreatePage() {
  const allowed = useLoginGate()
  const init = useRemote(whenLoggedIn(allowed, getCashInit), [allowed])
  const [values, setValues] = useState<CashValues>(EMPTY)
  const [submitting, setSubmitting] = useState(false)
  const data = init.data
  // Prefill once from the last request's account (default_data).
  useEffect(() => {
    if (data)
      setValues((v) =>
        v === EMPTY ? { ...EMPTY, ...data.defaults, cashType: data.types.some((c) => c.value === data.defaults.cashType) ? data.defaults.cashType : '' } : v,
      )
  }, [data])

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_cash_create`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const set = (key: keyof CashValues) => (value: string) => setValues((v) => ({ ...v, [key]: value }))

  const submit = async () => {
    if (!data) return
    const error = checkCash(values, { minimum: data.minimum, max: data.max })
    if (error) {
      toast(error)
      return
    }
    setSubmitting(true)
    // Hidden fields of another method are not sent.
    const result = await createCash({
      ...values,
      money: values.money.trim(),
      bankName: values.cashType === '0' ? values.bankName : '',
      bankAccounts: values.cashType === '0' || values.cashType === '2' ? values.bankAccounts : '',
    })
    setSubmitting(false)
    if (result.ok) {
      toast(result.msg || t(`${area}.cash_submit`), 'success')
      void openPage(walletTabUrl('cash'), { redirect: true })
    }
  }

  const fee = data ? estimateFee(values.money, data.commissionRate) : ''
  return (
    <PageShell titleKey={`${area}.title_cash_create`}>
      <StatusView status={init.status} message={init.error} onRetry={init.reload} />
      {init.status === 'ready' && data && !data.verified ? (
        <View className='pk-page' data-testid='wallet-cash-timeout'>
          <StatusView status='empty' message={t(`${area}.check_timeout`)} />
          <ActionButton size='small' className='wallet-submit' onClick={() => void openPage(WALLET_PAGES.cashAuth, { redirect: true })}>
            {t(`${area}.back_to_auth`)}
          </ActionButton>
        </View>
      ) : null}
      {init.status === 'ready' && data && data.verified ? (
        <View className='pk-page'>
          <View className='pk-card'>
            <FormField
              label={t(`${area}.cash_money`)}
              value={values.money}
              onChange={set('money')}
              type='digit'
              maxlength={MONEY_MAXLENGTH}
              hint={t(`${area}.money_hint`, { min: twoDecimals(data.minimum > 0 ? data.minimum : 0.01), max: twoDecimals(data.max) })}
              testId='wallet-cash-money'
            />
            {data.commissionRate !== 0 ? (
              <View className='wallet-line' data-testid='wallet-cash-fee'>
                <Text>{t(`${area}.estimated_fee`)}</Text>
                {fee ? <Price value={fee} /> : <Text>-</Text>}
              </View>
            ) : null}
            <View className='wallet-line'>
              <Text>{t(`${area}.info_minimum`)}</Text>
              <Price value={data.minimum} />
            </View>
            <View className='wallet-line'>
              <Text>{t(`${area}.info_withdrawable`)}</Text>
              <Price value={data.max} />
            </View>
            <View className='wallet-line'>
              <Text>{t(`${area}.info_available`)}</Text>
              <Price value={data.balance.normal} />
            </View>
            <View className='wallet-line'>
              <Text>
                {t(`${area}.info_give`)}
                {data.retainGive ? ` (${t(`${area}.give_not_withdrawable`)})` : ''}
              </Text>
              <Price value={data.balance.give} />
            </View>
          </View>
          <View className='pk-card'>
            <Text className='wallet-section-title'>{t(`${area}.cash_type`)}</Text>
            <View className='wallet-radio' data-testid='wallet-cash-types'>
              {data.types.map((type) => (
                <Text
                  key={type.value}
                  className={`wallet-radio__item ${values.cashType === type.value ? 'wallet-radio__item--on' : ''}`}
                  data-testid={`wallet-cash-type-${type.value}`}
                  onClick={() => set('cashType')(type.value)}
                  {...pressable(() => set('cashType')(type.value))}
                  aria-pressed={values.cashType === type.value}
                >
                  {type.name}
                </Text>
              ))}
            </View>
            {values.cashType === '0' ? (
              <FormField
                label={t(`${area}.bank_name`)}
                value={values.bankName}
                onChange={set('bankName')}
                maxlength={60}
                hint={t(`${area}.bank_name_hint`)}
                testId='wallet-bank-name'
              />
            ) : null}
            {values.cashType === '0' || values.cashType === '2' ? (
              <FormField
                label={t(`${area}.bank_accounts`)}
                value={values.bankAccounts}
                onChange={set('bankAccounts')}
                maxlength={60}
                hint={t(`${area}.bank_accounts_hint`)}
                testId='wallet-bank-accounts'
              />
            ) : null}
            <FormField
              label={t(`${area}.bank_username`)}
              value={values.bankUsername}
              onChange={set('bankUsername')}
              maxlength={30}
              hint={t(`${area}.bank_username_hint`)}
              testId='wallet-bank-username'
            />
          </View>
          <ActionButton size='small' className='wallet-submit' testId='wallet-cash-submit' busy={submitting} onClick={() => void submit()}>
            {submitting ? t(`${area}.submitting`) : t(`${area}.cash_submit`)}
          </ActionButton>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CashCreatePage)
