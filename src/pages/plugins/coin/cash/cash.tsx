import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import { createCash, getCashInfo } from '@/api/plugins/coin'
import { FormField } from '@/components/form-field/form-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { Icon } from '@/components/icon/icon'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { AccountPicker } from '../components/account-picker'
import { AMOUNT_MAXLENGTH, cashProblem } from '../components/coin-rules'
import { coinPage } from '../components/links-sheet'
import { OptionSheet } from '../components/option-sheet'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

/** Coin withdrawal (api-plugins-1 §6.6): amount (or all), address, network and a note. */
function CoinCashPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const [accountId, setAccountId] = useState(String(router.params.id ?? ''))
  const info = useRemote(
    whenLoggedIn(allowed, () => getCashInfo(accountId)),
    [allowed, accountId],
  )
  const [form, setForm] = useState({ coin: '', address: '', note: '', networkId: '' })
  const [networkOpen, setNetworkOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const networks = useMemo(() => info.data?.networks ?? [], [info.data])
  const set = (key: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [key]: value }))

  useEffect(() => {
    if (!form.networkId && networks.length) setForm((f) => ({ ...f, networkId: networks[0].value }))
  }, [networks, form.networkId])

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_cash`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const account = info.data?.account

  const submit = async () => {
    if (!account) return
    const problem = cashProblem({
      networkCount: networks.length,
      networkId: form.networkId,
      coin: form.coin,
      address: form.address,
      balance: account.normalCoin,
    })
    if (problem) return toast(t(`${area}.${problem}`))
    setBusy(true)
    const result = await createCash({
      accountsId: account.id,
      networkId: form.networkId,
      address: form.address.trim(),
      coin: form.coin.trim(),
      note: form.note.trim(),
    })
    setBusy(false)
    if (!result.ok) return
    toast(t(`${area}.submitted`), 'success')
    void openPage(coinPage('cash-list', `id=${account.id}`), { redirect: true })
  }

  return (
    <PageShell titleKey={`${area}.title_cash`}>
      <StatusView status={info.status} message={info.error} onRetry={info.reload} />
      {info.status === 'ready' && info.data && account ? (
        <View className='pk-page'>
          <View className='coin-card'>
            <AccountPicker accounts={info.data.accounts} account={account} onChange={setAccountId} />
            <View className='coin-card__line'>
              <Text>{t(`${area}.withdrawable`)}</Text>
              <Text data-testid='coin-cash-balance'>
                {account.symbol} {account.normalCoin}
              </Text>
            </View>
            <View className='coin-card__line'>
              <Text />
              <Text
                className='coin-card__link'
                onClick={() => void openPage(coinPage('cash-list', `id=${account.id}`))}
                {...pressable(() => void openPage(coinPage('cash-list', `id=${account.id}`)))}
              >
                {t(`${area}.title_cash_list`)}
                <Icon name='chevron-right' size={24} />
              </Text>
            </View>
          </View>
          <View className='coin-card'>
            <FormField
              label={t(`${area}.cash_amount`)}
              type='digit'
              maxlength={AMOUNT_MAXLENGTH}
              value={form.coin}
              onChange={set('coin')}
              hint={t(`${area}.cash_coin_required`)}
              testId='coin-cash-amount'
              suffix={
                <Text
                  className='coin-card__link'
                  data-testid='coin-cash-all'
                  onClick={() => set('coin')(account.normalCoin)}
                  {...pressable(() => set('coin')(account.normalCoin))}
                >
                  {t(`${area}.withdraw_all`)}
                </Text>
              }
            />
            <FormField
              label={t(`${area}.cash_address`)}
              value={form.address}
              onChange={set('address')}
              hint={t(`${area}.address_required`)}
              testId='coin-cash-address'
            />
            <View className='coin-card__line' onClick={() => setNetworkOpen(true)} {...pressable(() => setNetworkOpen(true))} data-testid='coin-network'>
              <Text>{t(`${area}.cash_network`)}</Text>
              <Text className='coin-card__link'>
                {networks.find((n) => n.value === form.networkId)?.label ?? t(`${area}.choose`)}
                <Icon name='chevron-down' size={24} />
              </Text>
            </View>
            <FormField label={t(`${area}.note`)} value={form.note} onChange={set('note')} hint={t(`${area}.cash_note_hint`)} testId='coin-cash-note' />
          </View>
          <Button
            className={`coin-submit ${busy ? 'coin-submit--disabled' : ''}`}
            disabled={busy || undefined}
            data-testid='coin-cash-submit'
            onClick={() => void submit()}
          >
            {t(`${area}.apply_cash`)}
          </Button>
          <OptionSheet
            open={networkOpen}
            title={t(`${area}.cash_network`)}
            options={networks}
            value={form.networkId}
            onSelect={set('networkId')}
            onClose={() => setNetworkOpen(false)}
            testId='coin-network-sheet'
          />
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CoinCashPage)
