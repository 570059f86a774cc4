import { useState } from 'react'
import { completeDelivery, DELIVERY_STATUS, reportDeliveryAbnormal, startDelivery, type DeliveryOrder, type DeliveryTab } from '@/api/plugins/delivery'
import { t } from '@/i18n'
import { confirmAction } from '@/lib/dialogs'
import { toast } from '@/lib/navigate'
import type { ProofMode, ProofValues } from './proof-sheet'
import '@/i18n/locales/plugin-delivery'

/** A delivery moved from one status to another: the tab counts follow without a reload. */
export function moveCount(tabs: DeliveryTab[], from: number, to: number): DeliveryTab[] {
  return tabs.map((tab) => (tab.value === from ? { ...tab, count: Math.max(0, tab.count - 1) } : tab.value === to ? { ...tab, count: tab.count + 1 } : tab))
}

export interface DeliveryMoves {
  /** The delivery whose request is running ('' when none). */
  busyId: string
  start: (order: DeliveryOrder) => Promise<void>
  openProof: (order: DeliveryOrder, mode: ProofMode) => void
  /** Props of <ProofSheet> for the open form. */
  sheet: { mode: ProofMode | null; deliveryId: string; busy: boolean; onSubmit: (values: ProofValues) => void; onClose: () => void }
}

/**
 * The courier's moves of a delivery (spec §4): start or deliver again after a confirm, complete or
 * report a problem through the proof sheet. `onMoved` gets the new status once the server agreed.
 */
export function useDeliveryMoves(onMoved: (id: string, from: number, to: number) => void): DeliveryMoves {
  const [busyId, setBusyId] = useState('')
  const [open, setOpen] = useState<{ order: DeliveryOrder; mode: ProofMode } | null>(null)

  const start = async (order: DeliveryOrder) => {
    if (busyId) return
    const again = order.status === DELIVERY_STATUS.abnormal
    if (!(await confirmAction(t(`plugin-delivery.${again ? 'redeliver_confirm' : 'start_confirm'}`)))) return
    setBusyId(order.id)
    const result = await startDelivery(order.id)
    setBusyId('')
    if (!result.ok) return
    toast(result.msg, 'success')
    onMoved(order.id, order.status, result.data || DELIVERY_STATUS.delivering)
  }

  const submit = async (values: ProofValues) => {
    if (!open || busyId) return
    const { order, mode } = open
    setBusyId(order.id)
    const result =
      mode === 'abnormal'
        ? await reportDeliveryAbnormal(order.id, values.reason, values.describe, values.images)
        : await completeDelivery(order.id, values.describe, values.images)
    setBusyId('')
    // A refusal was toasted by the client; the sheet stays open with everything typed.
    if (!result.ok) return
    setOpen(null)
    toast(result.msg, 'success')
    onMoved(order.id, order.status, result.data || (mode === 'abnormal' ? DELIVERY_STATUS.abnormal : DELIVERY_STATUS.delivered))
  }

  return {
    busyId,
    start,
    openProof: (order, mode) => setOpen({ order, mode }),
    sheet: {
      mode: open?.mode ?? null,
      deliveryId: open?.order.id ?? '',
      busy: Boolean(open && busyId === open.order.id),
      onSubmit: (values) => void submit(values),
      onClose: () => setOpen(null),
    },
  }
}
