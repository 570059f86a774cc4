import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useState } from 'react'
import { findReceiver, getWalletHome, saveTransfer, type Receiver } from '@/api/plugins/wallet'
import { ActionButton } from '@/components/action-button/action-button'
import { FormField } from '@/components/form-field/form-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { Price } from '@/components/price/price'
import { StatusView } from '@/components/status-view/status-view'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { formatPrice } from '@/lib/money'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useStores } from '@/stores/root-store'
import { walletTabUrl } from '../components/routes'
import { checkTransfer } from '../components/wallet-forms'
import '../../kit/kit.scss'
import '../components/wallet.scss'
import './transfer.scss'
import '@/i18n/locales/plugin-wallet'

const area = 'plugin-wallet'

/** Transfer (api-plugins-1 §5.9): look the receiver up, then send money with a note. */
function TransferPage() {
  const { app } = useStores()
  const allowed = useLoginGate()
  const home = useRemote(whenLoggedIn(allowed, getWalletHome), [allowed])
  const [keywords, setKeywords] = useState('')
  const [receiver, setReceiver] = useState<Receiver | null>(null)
  const [lookupError, setLookupError] = useState('')
  const [looking, setLooking] = useState(false)
  const [money, setMoney] = useState('')
  const [note, setNote] = useState('')
  const [saving, setSaving] = useState(false)

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_transfer`}>
        <GuestNotice />
      </PageShell>
    )
  }

  // Another account typed: the earlier lookup no longer applies.
  const changeKeywords = (value: string) => {
    setKeywords(value)
    setReceiver(null)
    setLookupError('')
  }

  const lookup = async () => {
    if (!keywords.trim()) {
      toast(t(`${area}.receiver_required`))
      return
    }
    setLooking(true)
    const result = await findReceiver(keywords.trim())
    setLooking(false)
    if (result.ok) {
      setReceiver(result.data)
      setLookupError('')
    } else {
      setReceiver(null)
      setLookupError(result.msg)
    }
  }

  const submit = async () => {
    const error = checkTransfer({ keywords, receiverId: receiver?.id ?? '', money })
    if (error || !receiver) {
      toast(error)
      return
    }
    if (!(await confirmAction(t(`${area}.transfer_confirm`, { name: receiver.name, money: formatPrice(money, app.currencySymbol) })))) return
    setSaving(true)
    const result = await saveTransfer({ keywords: keywords.trim(), money: money.trim(), note: note.trim(), receiverId: receiver.id })
    setSaving(false)
    if (result.ok) {
      toast(result.msg || t(`${area}.transfer_submit`), 'success')
      void openPage(walletTabUrl('transfer'), { redirect: true })
    }
  }

  return (
    <PageShell titleKey={`${area}.title_transfer`}>
      <StatusView status={home.status} message={home.error} onRetry={home.reload} />
      {home.status === 'ready' && home.data ? (
        <View className='pk-page'>
          <View className='pk-card'>
            <View className='wallet-line'>
              <Text>{t(`${area}.my_balance`)}</Text>
              <Price value={home.data.balance.normal} />
            </View>
          </View>
          <View className='pk-card'>
            <FormField
              label={t(`${area}.receiver`)}
              value={keywords}
              onChange={changeKeywords}
              hint={t(`${area}.receiver_hint`)}
              testId='wallet-transfer-keywords'
              suffix={
                <ActionButton kind='plain' size='small' className='wallet-lookup' testId='wallet-transfer-lookup' busy={looking} onClick={() => void lookup()}>
                  {t(`${area}.receiver_confirm`)}
                </ActionButton>
              }
            />
            {receiver ? (
              <View className='wallet-receiver' data-testid='wallet-transfer-receiver'>
                {receiver.name}
              </View>
            ) : null}
            {lookupError ? (
              <View className='wallet-error' data-testid='wallet-transfer-error'>
                {lookupError}
              </View>
            ) : null}
            <FormField
              label={t(`${area}.transfer_money`)}
              value={money}
              onChange={setMoney}
              type='digit'
              maxlength={12}
              hint={t(`${area}.transfer_money_hint`)}
              testId='wallet-transfer-money'
            />
            <FormField
              label={t(`${area}.transfer_note`)}
              value={note}
              onChange={setNote}
              maxlength={200}
              hint={t(`${area}.note_hint`)}
              testId='wallet-transfer-note'
            />
          </View>
          <ActionButton size='small' className='wallet-submit' testId='wallet-transfer-submit' busy={saving} onClick={() => void submit()}>
            {saving ? t(`${area}.submitting`) : t(`${area}.transfer_submit`)}
          </ActionButton>
        </View>
      ) : null}
    </PageShell>
  )
}

export default observer(TransferPage)
