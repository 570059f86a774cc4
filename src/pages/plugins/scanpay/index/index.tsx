import { Image, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import { checkScanpayPayment, createScanpayOrder, getScanpayCounter, payScanpayOrder, type ScanpayCounter } from '@/api/plugins/scanpay'
import type { ApiResult } from '@/api/types'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PluginPaySheetOnDemand } from '@/components/plugin-pay-sheet/plugin-pay-sheet-on-demand'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { useRemote } from '@/hooks/use-remote'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { formatPrice } from '@/lib/money'
import { HOME_PAGE, openPage, toast } from '@/lib/navigate'
import { useStores } from '@/stores/root-store'
import { amountProblem, DEFAULT_MAX_AMOUNT, normaliseAmount } from '../components/amount'
import { AmountPad } from '../components/amount-pad'
import { NoteSheet } from '../components/note-sheet'
import { SCANPAY_PAGES } from '../components/routes'
import '../components/scanpay.scss'
import '@/i18n/locales/plugin-scanpay'
import { imageAlt } from '../../kit/image-alt'

const area = 'plugin-scanpay'
const noCode = (): Promise<ApiResult<ScanpayCounter>> => Promise.resolve({ ok: false, code: -1, msg: t(`${area}.no_code`), kind: 'server', data: '' })

/** The record made for the amount and note on screen; a changed amount or note makes a new one. */
interface Created {
  id: string
  amount: string
  note: string
}

/**
 * Pay a merchant (api-plugins-2 §3.12): the merchant of the scanned code, the amount on the in-page
 * keypad, an optional note, then the payment sheet. Bad amounts are refused with a message and kept.
 */
function ScanpayPage() {
  const params = useRouter().params
  const merchantId = (params.id ?? '').trim()
  const type = (params.type ?? '0').trim() || '0'
  const allowed = useLoginGate()
  const { app } = useStores()
  const remote = useRemote(
    whenLoggedIn(allowed, () => (merchantId ? getScanpayCounter(merchantId, type) : noCode())),
    [allowed, merchantId, type],
  )
  const [amount, setAmount] = useState('')
  const [error, setError] = useState('')
  const [note, setNote] = useState('')
  const [noteOpen, setNoteOpen] = useState(false)
  const [creating, setCreating] = useState(false)
  const [created, setCreated] = useState<Created | null>(null)
  const [paying, setPaying] = useState(false)
  const counter = remote.data
  const max = counter?.maxAmount || DEFAULT_MAX_AMOUNT
  const destinations = useMemo(() => ({ appointPage: created ? SCANPAY_PAGES.result(created.id) : HOME_PAGE, redirect: true }), [created])

  const problemText = (value: string): string => {
    const problem = amountProblem(value, max)
    return problem ? t(`${area}.amount_${problem}`, { max: formatPrice(max, app.currencySymbol) }) : ''
  }

  const pay = async () => {
    if (!counter || creating) return
    const problem = problemText(amount)
    if (problem) {
      setError(problem)
      toast(problem)
      return
    }
    const price = normaliseAmount(amount)
    if (created && created.amount === price && created.note === note) {
      setPaying(true)
      return
    }
    setCreating(true)
    const result = await createScanpayOrder({
      merchantId: counter.merchant.id,
      type: counter.merchant.type,
      price,
      note,
      paymentId: counter.payments[0]?.id ?? '',
    })
    setCreating(false)
    // A refusal (the server's own amount rules) was toasted; the amount stays for correcting.
    if (!result.ok) {
      setError(result.msg)
      return
    }
    setCreated({ id: result.data, amount: price, note })
    setPaying(true)
  }

  const goHome = { label: t(`${area}.go_home`), onClick: () => void openPage(HOME_PAGE) }
  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_index`}>
        <GuestNotice />
      </PageShell>
    )
  }
  return (
    <PageShell titleKey={`${area}.title_index`}>
      {remote.status !== 'ready' || !counter ? (
        <StatusView status={remote.status} message={remote.error} onRetry={merchantId ? () => void remote.reload() : undefined} action={goHome} />
      ) : (
        <View className='sp-page' data-testid='scanpay-counter'>
          <View className='sp-merchant'>
            {counter.merchant.logo ? <Image className='sp-merchant__logo' src={counter.merchant.logo} mode='aspectFill' {...imageAlt('')} /> : null}
            <View className='sp-merchant__body'>
              <Text className='sp-merchant__name' data-testid='scanpay-merchant'>
                {t(`${area}.pay_to`, { name: counter.merchant.name })}
              </Text>
              {counter.merchant.alias ? <Text className='sp-merchant__alias'>{counter.merchant.alias}</Text> : null}
            </View>
          </View>
          <AmountPad
            value={amount}
            symbol={app.currencySymbol}
            error={error}
            onChange={(value) => {
              setAmount(value)
              setError('')
            }}
          />
          <View className='sp-note' onClick={() => setNoteOpen(true)} {...pressable(() => setNoteOpen(true))} data-testid='scanpay-note-row'>
            <Text className='sp-note__label'>{t(`${area}.note`)}</Text>
            <Text className={note ? 'sp-note__text' : 'sp-note__text sp-note__text--empty'} data-testid='scanpay-note-text'>
              {note || t(`${area}.add_note`)}
            </Text>
            {note ? <Text className='sp-note__edit'>{t(`${area}.edit_note`)}</Text> : null}
          </View>
          <ActionButton size='large' className='sp-page__pay' busy={creating} onClick={() => void pay()} testId='scanpay-pay'>
            {creating ? t(`${area}.creating`) : t(`${area}.pay`)}
          </ActionButton>
          <NoteSheet
            visible={noteOpen}
            value={note}
            onClose={() => setNoteOpen(false)}
            onSave={(text) => {
              setNote(text)
              setNoteOpen(false)
            }}
          />
          <PluginPaySheetOnDemand
            visible={paying && Boolean(created)}
            recordId={created?.id ?? ''}
            amount={created?.amount ?? ''}
            payments={counter.payments}
            defaultPaymentId={counter.payments[0]?.id}
            idKey='id'
            pay={payScanpayOrder}
            check={checkScanpayPayment}
            destinations={destinations}
            onClose={() => setPaying(false)}
            onPaid={() => setCreated(null)}
            testId='scanpay-sheet'
          />
        </View>
      )}
    </PageShell>
  )
}

export default observer(ScanpayPage)
