import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { getPickupOrders, takePickupOrder, type PickupOrder } from '@/api/plugins/distribution-pickup'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { HintField } from '@/components/hint-field/hint-field'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { Price } from '@/components/price/price'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { toast } from '@/lib/navigate'
import { pressable } from '@/lib/a11y'
import { DetailRows } from '../../kit/detail-rows'
import { StatusTabs } from '../../kit/status-tabs'
import { BottomSheet } from '../components/bottom-sheet'
import { dt, titleOf } from '../components/text'
import '../../kit/kit.scss'
import '../components/dist.scss'
import { Icon } from '@/components/icon/icon'
import '@/i18n/locales/plugin-distribution-pickup'

const TABS = ['-1', '0', '1']

/** Pickup orders of my point (api-plugins-1 §4.12): hand an order out when its pickup code matches. */
function PickupOrdersPage() {
  const params = useRouter().params
  const allowed = useLoginGate()
  const [status, setStatus] = useState(TABS.includes(params.status ?? '') ? String(params.status) : '-1')
  const [keywords, setKeywords] = useState('')
  const fetchPage = useCallback((page: number) => getPickupOrders(page, status, keywords), [status, keywords])
  const list = usePagedList(fetchPage, [status, keywords], { enabled: allowed })
  const [taking, setTaking] = useState<PickupOrder | null>(null)
  const [code, setCode] = useState('')
  const [searching, setSearching] = useState(false)
  const [search, setSearch] = useState('')
  const [busy, setBusy] = useState(false)

  if (!allowed) {
    return (
      <PageShell titleKey={titleOf('extraction_order')}>
        <GuestNotice />
      </PageShell>
    )
  }

  const take = async () => {
    if (!taking || busy) return
    if (!code.trim()) {
      toast(dt('pickup_code_required'))
      return
    }
    setBusy(true)
    const result = await takePickupOrder(taking, code.trim())
    setBusy(false)
    if (!result.ok) return
    toast(result.msg || dt('pickup_done'), 'success')
    const done = taking
    // The row shows its new state at once (api-plugins-1 §4.12: it becomes "processed").
    list.setItems((items) =>
      items.map((item) => (item.id === done.id ? { ...item, status: result.data.status, statusName: result.data.statusName || dt('pickup_tab_1') } : item)),
    )
    setTaking(null)
    setCode('')
  }

  return (
    <PageShell titleKey={titleOf('extraction_order')}>
      <StatusTabs tabs={TABS.map((value) => ({ value, label: dt(`pickup_tab_${value === '-1' ? 'all' : value}`) }))} value={status} onChange={setStatus} />
      {keywords ? (
        <View className='pk-notice dist-only'>
          <Text className='pk-notice__line'>{dt('pickup_searching', { keywords })}</Text>
          <Text
            className='pk-notice__line dist-only__all'
            onClick={() => {
              setKeywords('')
              setSearch('')
            }}
          >
            {dt('pickup_search_clear')}
          </Text>
        </View>
      ) : null}
      <PagedList
        className='pk-page'
        list={list}
        emptyMessage={dt('pickup_orders_empty')}
        renderItem={(order) => (
          <View key={order.id} className='pk-card' data-testid='dist-pickup-order' data-status={order.status}>
            <View className='pk-card__head'>
              <Text>{order.addTime}</Text>
              <Text className='pk-card__status'>{order.statusName}</Text>
            </View>
            <DetailRows
              rows={[
                [dt('order_no'), order.orderNo],
                [dt('pay_amount'), <Price key='p' value={order.payPrice} />],
              ]}
            />
            {order.status === 0 ? (
              <View className='dist-actions'>
                <ActionButton size='small' onClick={() => setTaking(order)} testId='dist-pickup-take'>
                  {dt('pickup_take')}
                </ActionButton>
              </View>
            ) : null}
          </View>
        )}
      />
      <View className='dist-list-space' />
      <View
        className='dist-fab'
        onClick={() => setSearching(true)}
        {...pressable(() => setSearching(true), dt('pickup_search_title'))}
        data-testid='dist-pickup-search'
      >
        <Icon name='search' size={44} />
      </View>

      {taking ? (
        <BottomSheet
          title={dt('pickup_code')}
          onClose={() => setTaking(null)}
          testId='dist-pickup-code-sheet'
          footer={
            <ActionButton size='large' busy={busy} onClick={() => void take()} testId='dist-pickup-code-confirm'>
              {t('common.confirm')}
            </ActionButton>
          }
        >
          <Text className='dist-muted'>{dt('pickup_code_for', { no: taking.orderNo })}</Text>
          <HintField
            className='dist-code'
            type='number'
            maxlength={4}
            value={code}
            onChange={setCode}
            hint={dt('pickup_code_hint')}
            testId='dist-pickup-code'
          />
        </BottomSheet>
      ) : null}
      {searching ? (
        <BottomSheet
          title={dt('pickup_search_title')}
          onClose={() => setSearching(false)}
          testId='dist-pickup-search-sheet'
          footer={
            <ActionButton
              size='large'
              onClick={() => {
                setKeywords(search.trim())
                setSearching(false)
              }}
              testId='dist-pickup-search-go'
            >
              {dt('search')}
            </ActionButton>
          }
        >
          <HintField
            className='dist-code'
            type='number'
            value={search}
            onChange={setSearch}
            hint={dt('pickup_search_hint')}
            testId='dist-pickup-search-input'
          />
        </BottomSheet>
      ) : null}
    </PageShell>
  )
}

export default observer(PickupOrdersPage)
