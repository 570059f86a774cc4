import { useCallback, useRef, useState } from 'react'
import { cancelOrder, collectOrder, deleteOrder, type Order } from '@/api/order'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import type { OrderAction } from '@/lib/order-actions'
import '@/i18n/locales/order'

export type OrderChange = { kind: 'removed'; id: string } | { kind: 'changed'; id: string }

const CONFIRM_TEXT: Partial<Record<OrderAction, string>> = {
  cancel: 'order.confirm_cancel',
  collect: 'errors.confirm_collect',
  delete: 'errors.confirm_delete',
}

/**
 * The per-order buttons of the list and the detail page. Irreversible ones are confirmed first;
 * one request per order at a time. `pay` hands the order to the payment sheet.
 */
export function useOrderActions(onChange: (change: OrderChange) => void, onPay: (order: Order) => void) {
  const [busyId, setBusyId] = useState('')
  const busy = useRef(false)

  const run = useCallback(
    async (order: Order, action: OrderAction) => {
      if (action === 'pay') {
        onPay(order)
        return
      }
      if (action === 'remind') {
        // ShopXO has no call for it: the shopper is told the shop was reminded.
        toast(t('order.remind_done'), 'success')
        return
      }
      if (action === 'comment') {
        void openPage(`/pages/user-order-comments/user-order-comments?id=${order.id}`)
        return
      }
      if (busy.current) return
      const question = CONFIRM_TEXT[action]
      if (question && !(await confirmAction(t(question)))) return
      busy.current = true
      setBusyId(order.id)
      const call = action === 'cancel' ? cancelOrder : action === 'collect' ? collectOrder : deleteOrder
      const result = await call(order.id)
      busy.current = false
      setBusyId('')
      if (!result.ok) return
      toast(result.msg || t('common.success'))
      onChange(action === 'delete' ? { kind: 'removed', id: order.id } : { kind: 'changed', id: order.id })
    },
    [onChange, onPay],
  )

  return { busyId, run }
}

export function afterSaleUrl(orderId: string, detailId: string): string {
  return `/pages/user-orderaftersale-detail/user-orderaftersale-detail?oid=${orderId}&did=${detailId}`
}
