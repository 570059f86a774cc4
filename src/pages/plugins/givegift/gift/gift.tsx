import { View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { cancelGift, deleteGift, getGiftInit, getGifts, GIFT_STATUS, type Gift } from '@/api/plugins/givegift'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { StatusView } from '@/components/status-view/status-view'
import { useLoginGate, whenLoggedIn } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { useRemote } from '@/hooks/use-remote'
import { useShowAgain } from '@/hooks/use-show-again'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage } from '@/lib/navigate'
import { StatusTabs } from '../../kit/status-tabs'
import { GiftCard } from '../components/gift-card'
import { GiftEditSheet } from '../components/gift-edit-sheet'
import { GIFT_LIST_PAY, GiftPaySheet } from '../components/gift-pay-sheet'
import { giftCodesUrl, giftDetailUrl, GIVEGIFT_PAGES, receiveUrl } from '../components/routes'
import '../../kit/kit.scss'
import '../components/givegift.scss'
import './gift.scss'
import '@/i18n/locales/plugin-givegift'

const area = 'plugin-givegift'

/** My gifts (api-plugins-2 §3.17): the server's status tabs; edit, pay, cancel, codes, link, delete. */
function GiftListPage() {
  const allowed = useLoginGate()
  const router = useRouter()
  const [status, setStatus] = useState(router.params.status || '-1')
  const init = useRemote(whenLoggedIn(allowed, getGiftInit), [allowed])
  const fetchPage = useCallback((page: number) => getGifts(page, status), [status])
  const list = usePagedList(fetchPage, [status], { enabled: allowed })
  const [editing, setEditing] = useState<Gift | null>(null)
  const [paying, setPaying] = useState<Gift | null>(null)
  const [busyId, setBusyId] = useState('')
  // Back from a detail, the codes or paying elsewhere: statuses and claims may have changed.
  useShowAgain(() => {
    if (allowed) void list.refresh()
  })

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_gift`}>
        <GuestNotice />
      </PageShell>
    )
  }

  const tabName = (value: number) => init.data?.tabs.find((tab) => tab.value === String(value))?.label ?? ''
  const replace = (gift: Gift) => list.setItems((items) => items.map((item) => (item.id === gift.id ? gift : item)))
  const act = async (gift: Gift, question: string, run: (id: string) => Promise<{ ok: boolean }>, after: () => void) => {
    if (busyId || !(await confirmAction(question))) return
    setBusyId(gift.id)
    const result = await run(gift.id)
    setBusyId('')
    if (result.ok) after()
  }
  const cancel = (gift: Gift) =>
    act(gift, t(`${area}.confirm_cancel`), cancelGift, () => {
      // Shown as cancelled at once (status 2); the All tab keeps the row, the Unpaid tab drops it.
      const cancelled = { ...gift, status: GIFT_STATUS.cancelled, statusName: tabName(GIFT_STATUS.cancelled) || gift.statusName }
      if (status === '-1' || status === String(GIFT_STATUS.cancelled)) replace(cancelled)
      else list.setItems((items) => items.filter((item) => item.id !== gift.id))
    })
  const remove = (gift: Gift) => act(gift, t('errors.confirm_delete'), deleteGift, () => list.setItems((items) => items.filter((item) => item.id !== gift.id)))

  const actions = (gift: Gift) => {
    const busy = busyId === gift.id
    const edit = (
      <ActionButton key='edit' kind='plain' size='small' disabled={busy} testId='gift-edit' onClick={() => setEditing(gift)}>
        {t(`${area}.edit`)}
      </ActionButton>
    )
    if (gift.status === GIFT_STATUS.unpaid)
      return [
        edit,
        <ActionButton key='cancel' kind='plain' size='small' busy={busy} testId='gift-cancel' onClick={() => void cancel(gift)}>
          {t(`${area}.cancel`)}
        </ActionButton>,
        <ActionButton key='pay' size='small' disabled={busy || !init.data} testId='gift-pay' onClick={() => setPaying(gift)}>
          {t(`${area}.pay`)}
        </ActionButton>,
      ]
    if (gift.status === GIFT_STATUS.paid)
      return [
        edit,
        <ActionButton key='codes' kind='secondary' size='small' testId='gift-codes' onClick={() => void openPage(giftCodesUrl(gift.id))}>
          {t(`${area}.codes`)}
        </ActionButton>,
        <ActionButton key='link' size='small' testId='gift-link' onClick={() => void openPage(receiveUrl({ type: 'key', value: gift.key }))}>
          {t(`${area}.link`)}
        </ActionButton>,
      ]
    return [
      <ActionButton key='delete' kind='plain' size='small' busy={busy} testId='gift-delete' onClick={() => void remove(gift)}>
        {t(`${area}.delete`)}
      </ActionButton>,
    ]
  }

  return (
    <PageShell titleKey={`${area}.title_gift`}>
      {init.status === 'error' ? (
        // One retry for the page: the tabs and the list again.
        <StatusView status='error' message={init.error} onRetry={() => void Promise.all([init.reload(), list.refresh()])} />
      ) : (
        <>
          {init.data?.tabs.length ? <StatusTabs tabs={init.data.tabs} value={status} onChange={setStatus} /> : null}
          <PagedList
            className='pk-page'
            list={list}
            emptyMessage={t(`${area}.empty_gifts`)}
            renderItem={(gift) => <GiftCard key={gift.id} gift={gift} onOpen={() => void openPage(giftDetailUrl(gift.id))} actions={actions(gift)} />}
          />
        </>
      )}
      <View className='gg-bar-space' />
      <View className='gg-bar gg-bar--wide'>
        <ActionButton testId='gift-give' onClick={() => void openPage(GIVEGIFT_PAGES.goods)}>
          {t(`${area}.give_gift`)}
        </ActionButton>
      </View>
      <GiftEditSheet
        gift={editing}
        onClose={() => setEditing(null)}
        onSaved={(gift) => {
          replace(gift)
          setEditing(null)
        }}
      />
      <GiftPaySheet
        visible={Boolean(paying)}
        giftId={paying?.id ?? ''}
        amount={paying?.totalPrice ?? '0'}
        payments={init.data?.payments ?? []}
        defaultPaymentId={paying?.paymentId && paying.paymentId !== '0' ? paying.paymentId : init.data?.defaultPaymentId}
        destinations={GIFT_LIST_PAY}
        onClose={() => setPaying(null)}
        onPaid={() => {
          setPaying(null)
          void list.refresh()
        }}
      />
    </PageShell>
  )
}

export default observer(GiftListPage)
