import { Text, View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { CASHBACK_PENDING_SETTLEMENT, CASHBACK_SETTLED, getCashbacks, settleCashback, type Cashback } from '@/api/plugins/excellentbuyreturntocash'
import { ActionButton } from '@/components/action-button/action-button'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { openPage, toast } from '@/lib/navigate'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { useLoginGate } from '@/hooks/use-login-gate'
import { statusText } from '../../kit/status-text'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import '../../kit/kit.scss'
import './profit.scss'
import '@/i18n/locales/plugin-excellentbuyreturntocash'
import { dialogColors } from '@/lib/dialog-colors'

const TABS = ['-1', '0', '1', '2', '3', '4']
const area = 'plugin-excellentbuyreturntocash'
const openDetail = (id: string) => void openPage(`/pages/plugins/excellentbuyreturntocash/profit-detail/profit-detail?id=${id}`)

/** Cashback records (api-plugins-1 §7.1): tabs per state, order link, settle the due ones. */
function CashbackProfitPage() {
  const router = useRouter()
  const allowed = useLoginGate()
  const [status, setStatus] = useState(TABS.includes(router.params.status ?? '') ? String(router.params.status) : '-1')
  const fetchPage = useCallback((page: number) => getCashbacks(page, status), [status])
  const list = usePagedList(fetchPage, [status], { enabled: allowed })
  const [settlingId, setSettlingId] = useState('')

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_profit`}>
        <GuestNotice />
      </PageShell>
    )
  }

  const openOrder = (row: Cashback) => {
    if (!row.orderId || row.orderId === '0') {
      toast(t(`${area}.order_id_invalid`))
      return
    }
    void openPage(`/pages/user-order-detail/user-order-detail?id=${row.orderId}`)
  }

  const settle = async (row: Cashback) => {
    setSettlingId(row.id)
    const result = await settleCashback(row.id)
    setSettlingId('')
    if (!result.ok) {
      await Taro.showModal({ title: t(`${area}.notice`), content: result.msg, showCancel: false, confirmText: t('common.confirm'), ...dialogColors() }).catch(
        () => undefined,
      )
      return
    }
    toast(t(`${area}.settled`), 'success')
    list.setItems((items) =>
      items.map((item) => (item.id === row.id ? { ...item, status: CASHBACK_SETTLED, statusName: t(`${area}.status_3`), estimateMark: '' } : item)),
    )
  }

  return (
    <PageShell titleKey={`${area}.title_profit`}>
      <StatusTabs
        tabs={TABS.map((value) => ({ value, label: t(value === '-1' ? `${area}.status_all` : `${area}.status_${value}`) }))}
        value={status}
        onChange={setStatus}
      />
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={t(`${area}.empty`)}
        renderItem={(row) => (
          <View key={row.id} className='pk-card' data-testid='cashback-row' data-status={row.status}>
            <View onClick={() => openDetail(row.id)} {...pressable(() => openDetail(row.id))}>
              <View className='pk-card__head'>
                <Text>{row.addTime}</Text>
                <Text className='pk-card__status' data-testid='cashback-status'>
                  {statusText(`${area}.status_`, row.status, row.statusName)}
                </Text>
              </View>
              <DetailRows
                rows={[
                  [t(`${area}.order_amount`), <Price key='t' value={row.totalPrice} />],
                  [t(`${area}.refund_amount`), <Price key='r' value={row.refundPrice} />],
                  [t(`${area}.valid_amount`), <Price key='v' value={row.validPrice} />],
                  [t(`${area}.cashback_amount`), <Price key='p' value={row.profitPrice} />],
                ]}
              />
            </View>
            <View className='pk-card__actions'>
              <ActionButton kind='plain' size='small' onClick={() => openOrder(row)}>
                {t(`${area}.order_details`)}
              </ActionButton>
              {row.status === CASHBACK_PENDING_SETTLEMENT ? (
                <ActionButton size='small' testId='cashback-settle' busy={settlingId === row.id} onClick={() => void settle(row)}>
                  {settlingId === row.id ? t(`${area}.settling`) : t(`${area}.settle_now`)}
                </ActionButton>
              ) : null}
            </View>
          </View>
        )}
      />
    </PageShell>
  )
}

export default observer(CashbackProfitPage)
