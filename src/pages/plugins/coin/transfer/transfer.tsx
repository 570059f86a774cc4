import { Button, Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { createTransfer, getTransferInfo, type TransferReceiver } from '@/api/plugins/coin'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { AMOUNT_MAXLENGTH, transferProblem } from '../components/coin-rules'
import { coinPage } from '../components/links-sheet'
import '../../kit/kit.scss'
import '../components/coin.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

/** Transfer to another user's account by its key (api-plugins-1 §6.7): look the key up, then send. */
function CoinTransferPage() {
  const router = useRouter()
  const accountId = String(router.params.id ?? '')
  const allowed = useLoginGate()
  const info = useRemote(
    whenLoggedIn(allowed, () => getTransferInfo(accountId, '')),
    [allowed, accountId],
  )
  const [key, setKey] = useState('')
  const [receiver, setReceiver] = useState<TransferReceiver | null>(null)
  const [form, setForm] = useState({ coin: '', note: '' })
  const [looking, setLooking] = useState(false)
  const [busy, setBusy] = useState(false)

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_transfer`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const account = info.data?.account

  const lookUp = async (value = key) => {
    if (!value.trim()) return toast(t(`${area}.receive_required`))
    setLooking(true)
    const result = await getTransferInfo(account?.id ?? accountId, value.trim())
    setLooking(false)
    setReceiver(result.ok ? result.data.receiver : null)
    if (!result.ok) toast(result.msg)
  }

  const scan = async () => {
    const scanned = await Taro.scanCode({}).catch(() => null)
    if (scanned?.result) {
      setKey(scanned.result)
      void lookUp(scanned.result)
    }
  }

  const submit = async () => {
    if (!account) return
    // A key typed after the last look-up is not the receiver shown: ask for a new look-up.
    const current = receiver && receiver.key === key.trim() ? receiver : null
    const problem = transferProblem({ receiveId: current?.id ?? '', coin: form.coin, balance: account.normalCoin })
    if (problem) return toast(t(`${area}.${problem}`))
    setBusy(true)
    const result = await createTransfer({ accountsId: account.id, receiveId: current?.id ?? '', coin: form.coin.trim(), note: form.note.trim() })
    setBusy(false)
    if (!result.ok) return
    toast(t(`${area}.transferred`), 'success')
    void openPage(coinPage('transfer-list', `id=${account.id}`), { redirect: true })
  }

  return (
    <PageShell titleKey={`${area}.title_transfer`}>
      <StatusView status={info.status} message={info.error} onRetry={info.reload} />
      {info.status === 'ready' && account ? (
        <View className='pk-page'>
          <View className='coin-card'>
            <View className='coin-card__line'>
              <Text>{account.platformName}</Text>
              <Text data-testid='coin-transfer-balance'>
                {account.symbol} {account.normalCoin}
              </Text>
            </View>
          </View>
          <View className='coin-card'>
            <FormField
              label={t(`${area}.receiver_key`)}
              value={key}
              onChange={setKey}
              hint={t(`${area}.receive_required`)}
              testId='coin-transfer-key'
              suffix={
                <Text className='coin-card__link' onClick={() => void scan()} {...pressable(() => void scan())}>
                  {t(`${area}.scan`)}
                </Text>
              }
            />
            <View className='coin-card__line'>
              <Text data-testid='coin-transfer-receiver'>
                {receiver && receiver.key === key.trim() ? t(`${area}.receiver_found`, { name: receiver.username, platform: receiver.platformName }) : ''}
              </Text>
              <ActionButton kind='plain' size='small' testId='coin-transfer-confirm' busy={looking} onClick={() => void lookUp()}>
                {t('common.confirm')}
              </ActionButton>
            </View>
            <FormField
              label={t(`${area}.transfer_coin`)}
              type='digit'
              maxlength={AMOUNT_MAXLENGTH}
              value={form.coin}
              onChange={(coin) => setForm((f) => ({ ...f, coin }))}
              hint={t(`${area}.transfer_coin_required`)}
              testId='coin-transfer-amount'
            />
            <FormField
              label={t(`${area}.note`)}
              value={form.note}
              onChange={(note) => setForm((f) => ({ ...f, note }))}
              hint={t(`${area}.transfer_note_hint`)}
              testId='coin-transfer-note'
            />
          </View>
          <Button
            className={`coin-submit ${busy ? 'coin-submit--disabled' : ''}`}
            disabled={busy || undefined}
            data-testid='coin-transfer-submit'
            onClick={() => void submit()}
          >
            {t(`${area}.transfer_now`)}
          </Button>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CoinTransferPage)
