import { View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { DELIVERY_STATUS, type DeliveryOrder } from '@/api/plugins/delivery'
import { ActionButton } from '@/components/action-button/action-button'
import { t } from '@/i18n'
import type { DeliveryMoves } from './use-delivery-moves'
import '@/i18n/locales/plugin-delivery'

const area = 'plugin-delivery'

/** Whether a delivery in `status` has a move for its courier (delivered ones have none). */
export function hasMoves(status: number): boolean {
  return status !== DELIVERY_STATUS.delivered
}

/** The buttons of a delivery's moves by status: start; problem or complete; deliver again. */
export const DeliveryActions = observer(function DeliveryActions({ order, moves }: { order: DeliveryOrder; moves: DeliveryMoves }) {
  const busy = moves.busyId === order.id
  const locked = Boolean(moves.busyId) && !busy
  switch (order.status) {
    case DELIVERY_STATUS.waiting:
      return (
        <ActionButton size='small' busy={busy} disabled={locked} onClick={() => void moves.start(order)} testId='delivery-start'>
          {t(`${area}.start`)}
        </ActionButton>
      )
    case DELIVERY_STATUS.delivering:
      return (
        <View className='dl-actions'>
          <ActionButton
            kind='plain'
            size='small'
            disabled={Boolean(moves.busyId)}
            onClick={() => moves.openProof(order, 'abnormal')}
            testId='delivery-abnormal'
          >
            {t(`${area}.abnormal`)}
          </ActionButton>
          <ActionButton size='small' disabled={Boolean(moves.busyId)} onClick={() => moves.openProof(order, 'complete')} testId='delivery-complete'>
            {t(`${area}.complete`)}
          </ActionButton>
        </View>
      )
    case DELIVERY_STATUS.abnormal:
      return (
        <ActionButton size='small' busy={busy} disabled={locked} onClick={() => void moves.start(order)} testId='delivery-redeliver'>
          {t(`${area}.redeliver`)}
        </ActionButton>
      )
    default:
      return null
  }
})
