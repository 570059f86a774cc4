import { useCallback, useState } from 'react'
import { cancelStoreOrder, collectStoreOrder, type StoreOrder } from '@/api/plugins/realstore-pages'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import '@/i18n/locales/plugin-realstore'

export interface StoreOrderActions {
  /** The store order an action is running for ('' when idle). */
  busyId: string
  /** The store order being paid (its payment sheet is open), or null. */
  paying: StoreOrder | null
  cancel: (order: StoreOrder) => Promise<void>
  collect: (order: StoreOrder) => Promise<void>
  pay: (order: StoreOrder) => void
  closePay: () => void
}

/** Cancel and confirm-receipt ask first and run one at a time; `onDone` reloads what shows the order. */
export function useStoreOrderActions(onDone: () => void): StoreOrderActions {
  const [busyId, setBusyId] = useState('')
  const [paying, setPaying] = useState<StoreOrder | null>(null)

  const run = useCallback(
    async (order: StoreOrder, question: string, request: (id: string) => Promise<{ ok: boolean; msg: string }>) => {
      if (busyId || !(await confirmAction(question))) return
      setBusyId(order.id)
      const result = await request(order.id)
      setBusyId('')
      if (!result.ok) return
      toast(result.msg || t('common.success'), 'success')
      onDone()
    },
    [busyId, onDone],
  )

  return {
    busyId,
    paying,
    cancel: (order) => run(order, t('plugin-realstore.confirm_cancel'), cancelStoreOrder),
    collect: (order) => run(order, t('plugin-realstore.confirm_collect'), collectStoreOrder),
    pay: (order) => setPaying(order),
    closePay: () => setPaying(null),
  }
}
