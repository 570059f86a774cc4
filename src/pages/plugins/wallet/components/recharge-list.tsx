import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useRef, useState } from 'react'
import type { PaymentMethod } from '@/api/buy'
import { deleteRecharge, getRecharges, type Recharge } from '@/api/plugins/wallet'
import { ActionButton } from '@/components/action-button/action-button'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { confirmAction } from '@/lib/dialogs'
import { openPage, toast } from '@/lib/navigate'
import { statusText } from '../../kit/status-text'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import { WALLET_PAGES } from './routes'
import { RECHARGE_LIST_PAY, WalletPaySheet } from './wallet-pay-sheet'

const area = 'plugin-wallet'
const CHIPS = ['-1', '0', '1']

/** Tab "recharge" (api-plugins-1 §5.3): recharges; pending ones can be paid or deleted. */
export const RechargeList = observer(function RechargeList({ onPaid }: { onPaid: () => void }) {
  const [status, setStatus] = useState('-1')
  const payments = useRef<{ list: PaymentMethod[]; defaultId: string }>({ list: [], defaultId: '' })
  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getRecharges(page, status)
      if (result.ok) payments.current = { list: result.data.payments, defaultId: result.data.defaultPaymentId }
      return result
    },
    [status],
  )
  const list = usePagedList(fetchPage, [status])
  const [paying, setPaying] = useState<Recharge | null>(null)
  const [busyId, setBusyId] = useState('')

  const remove = async (row: Recharge) => {
    if (!(await confirmAction(t(`${area}.delete_confirm`)))) return
    setBusyId(row.id)
    const result = await deleteRecharge(row.id)
    setBusyId('')
    if (!result.ok) return
    toast(t(`${area}.deleted`), 'success')
    list.setItems((items) => items.filter((r) => r.id !== row.id))
  }

  const markPaid = () => {
    if (!paying) return
    const id = paying.id
    list.setItems((items) => items.map((r) => (r.id === id ? { ...r, status: 1, statusName: t(`${area}.recharge_status_1`), payMoney: r.money } : r)))
    onPaid()
  }

  return (
    <View>
      <StatusTabs
        tabs={CHIPS.map((value) => ({ value, label: t(value === '-1' ? `${area}.all` : `${area}.recharge_status_${value}`) }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.recharges_empty`)}
        renderItem={(row) => (
          <View key={row.id} className='pk-card' data-testid='wallet-recharge' data-status={row.status}>
            <View
              onClick={() => void openPage(`${WALLET_PAGES.rechargeDetail}?id=${row.id}`)}
              {...pressable(() => void openPage(`${WALLET_PAGES.rechargeDetail}?id=${row.id}`))}
            >
              <View className='pk-card__head'>
                <Text>{row.addTime}</Text>
                <Text className='pk-card__status' data-testid='wallet-recharge-status'>
                  {statusText(`${area}.recharge_status_`, row.status, row.statusName)}
                </Text>
              </View>
              <DetailRows
                rows={[
                  [t(`${area}.recharge_no`), row.rechargeNo],
                  [t(`${area}.recharge_money`), <Price key='m' value={row.money} />],
                  [t(`${area}.pay_money`), <Price key='p' value={row.payMoney} />],
                ]}
              />
            </View>
            {row.status === 0 ? (
              <View className='pk-card__actions'>
                <ActionButton kind='plain' size='small' busy={busyId === row.id} onClick={() => void remove(row)}>
                  {t(`${area}.delete`)}
                </ActionButton>
                <ActionButton size='small' testId='wallet-recharge-pay' busy={busyId === row.id} onClick={() => setPaying(row)}>
                  {t(`${area}.go_pay`)}
                </ActionButton>
              </View>
            ) : null}
          </View>
        )}
      />
      <WalletPaySheet
        visible={Boolean(paying)}
        rechargeId={paying?.id ?? ''}
        amount={paying?.money ?? ''}
        payments={payments.current.list}
        defaultPaymentId={paying?.paymentId && paying.paymentId !== '0' ? paying.paymentId : payments.current.defaultId}
        destinations={RECHARGE_LIST_PAY}
        onClose={() => setPaying(null)}
        onPaid={markPaid}
      />
    </View>
  )
})
