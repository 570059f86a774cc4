import { Button, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { createConvert, getConvertInfo, type CoinAccount } from '@/api/plugins/coin'
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
import { AMOUNT_MAXLENGTH, convertPreview, convertProblem } from '../components/coin-rules'
import { coinPage } from '../components/links-sheet'
import '../../kit/kit.scss'
import '../components/coin.scss'
import './convert.scss'
import '@/i18n/locales/plugin-coin'

const area = 'plugin-coin'

/** Convert between two own accounts (api-plugins-1 §6.5): the server answers the rate for the chosen pair. */
function CoinConvertPage() {
  const allowed = useLoginGate()
  const [pair, setPair] = useState({ send: '', receive: '' })
  const info = useRemote(
    whenLoggedIn(allowed, () => getConvertInfo(pair.send, pair.receive)),
    [allowed, pair.send, pair.receive],
  )
  const [amount, setAmount] = useState('')
  const [busy, setBusy] = useState(false)

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_convert`}>
        <GuestNotice />
      </PageShell>
    )
  }
  const data = info.data
  const choose = (side: 'send' | 'receive', id: string, other: CoinAccount) => {
    if (id === other.id) return toast(t(`${area}.same_account`))
    setPair(side === 'send' ? { send: id, receive: other.id } : { send: other.id, receive: id })
  }
  const preview = data ? convertPreview(amount, data.receive.platformRate) : '0.00'

  const submit = async () => {
    if (!data) return
    const problem = convertProblem({ sendId: data.send.id, receiveId: data.receive.id, coin: amount, balance: data.send.normalCoin })
    if (problem) return toast(t(`${area}.${problem}`))
    setBusy(true)
    const result = await createConvert(data.send.id, data.receive.id, amount.trim())
    setBusy(false)
    if (!result.ok) return
    toast(t(`${area}.converted`), 'success')
    void openPage(coinPage('convert-list'), { redirect: true })
  }

  return (
    <PageShell titleKey={`${area}.title_convert`}>
      <StatusView status={info.status} message={info.error} onRetry={info.reload} />
      {info.status === 'ready' && data ? (
        <View className='pk-page'>
          <View className='coin-card' data-testid='coin-convert-from'>
            <Text className='coin-card__label'>{t(`${area}.from`)}</Text>
            <AccountPicker accounts={data.accounts} account={data.send} onChange={(id) => choose('send', id, data.receive)} testId='coin-convert-send' />
            <View className='coin-card__line'>
              <Text>{t(`${area}.balance_colon`)}</Text>
              <Text data-testid='coin-convert-balance'>
                {data.send.symbol} {data.send.normalCoin}
              </Text>
            </View>
            <FormField
              label={t(`${area}.amount`)}
              type='digit'
              maxlength={AMOUNT_MAXLENGTH}
              value={amount}
              onChange={setAmount}
              hint={t(`${area}.convert_hint`)}
              testId='coin-convert-amount'
            />
          </View>
          <View
            className='coin-convert__swap'
            data-testid='coin-convert-swap'
            onClick={() => setPair({ send: data.receive.id, receive: data.send.id })}
            {...pressable(() => setPair({ send: data.receive.id, receive: data.send.id }), t(`${area}.swap`))}
          >
            <Icon name='arrow-up-down' size={36} />
          </View>
          <View className='coin-card' data-testid='coin-convert-to'>
            <Text className='coin-card__label'>{t(`${area}.to`)}</Text>
            <AccountPicker accounts={data.accounts} account={data.receive} onChange={(id) => choose('receive', id, data.send)} testId='coin-convert-receive' />
            <Text className='coin-card__big' data-testid='coin-convert-preview'>
              {data.receive.symbol} {preview}
            </Text>
            <Text className='coin-card__label' data-testid='coin-convert-formula'>
              {`${amount.trim() || 0} ${data.send.symbol} × ${data.receive.platformRate} = ${preview} ${data.receive.symbol}`}
            </Text>
          </View>
          <Button
            className={`coin-submit ${busy ? 'coin-submit--disabled' : ''}`}
            disabled={busy || undefined}
            data-testid='coin-convert-submit'
            onClick={() => void submit()}
          >
            {t(`${area}.convert_now`)}
          </Button>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(CoinConvertPage)
