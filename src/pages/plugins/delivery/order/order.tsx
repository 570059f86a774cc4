import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useCallback, useState } from 'react'
import { DELIVERY_TABS, getDeliveryOrders, isNotCourier, type DeliveryOrder, type DeliveryTab } from '@/api/plugins/delivery'
import { ActionButton } from '@/components/action-button/action-button'
import { GuestNotice } from '@/components/guest-notice/guest-notice'
import { PageShell } from '@/components/page-shell/page-shell'
import { PagedList } from '@/components/paged-list/paged-list'
import { SearchBar } from '@/components/search-bar/search-bar'
import { useLoginGate } from '@/hooks/use-login-gate'
import { usePagedList } from '@/hooks/use-paged-list'
import { t } from '@/i18n'
import { pressable } from '@/lib/a11y'
import { copyText } from '@/lib/dialogs'
import { HOME_PAGE, openPage } from '@/lib/navigate'
import { StatusTabs } from '../../kit/status-tabs'
import { useCourierPosition } from '../components/courier-position'
import { DeliveryActions } from '../components/delivery-actions'
import { PlaceBlock } from '../components/place-block'
import { ProofSheet } from '../components/proof-sheet'
import { DELIVERY_PAGES } from '../components/routes'
import { moveCount, useDeliveryMoves } from '../components/use-delivery-moves'
import '../../kit/kit.scss'
import '../components/delivery.scss'
import '@/i18n/locales/plugin-delivery'

const area = 'plugin-delivery'
const statusLabel = (value: number) => t(value === -1 ? `${area}.status_all` : `${area}.status_${value}`)

/** The courier's deliveries (api-plugins-2 §3.9): status tabs with counts, search, a card per delivery with its moves. */
function DeliveryOrdersPage() {
  const allowed = useLoginGate()
  const [type, setType] = useState(-1)
  const [keywords, setKeywords] = useState('')
  const [tabs, setTabs] = useState<DeliveryTab[]>([])
  const [pathType, setPathType] = useState('plugins_delivery')
  const [notCourier, setNotCourier] = useState(false)
  const position = useCourierPosition(allowed && !notCourier)

  const fetchPage = useCallback(
    async (page: number) => {
      const result = await getDeliveryOrders(page, { type, keywords, position })
      setNotCourier(isNotCourier(result))
      if (result.ok) {
        setTabs(result.data.tabs)
        setPathType(result.data.pathType)
      }
      return result
    },
    [type, keywords, position],
  )
  const list = usePagedList(fetchPage, [type, keywords, position], { enabled: allowed })
  const moves = useDeliveryMoves((id, from, to) => {
    setTabs((current) => moveCount(current, from, to))
    // In a status tab the moved delivery leaves the list; under "All" it just changes.
    list.setItems((items) =>
      type !== -1 && to !== type ? items.filter((o) => o.id !== id) : items.map((o) => (o.id === id ? { ...o, status: to, statusName: statusLabel(to) } : o)),
    )
  })

  if (!allowed) {
    return (
      <PageShell titleKey={`${area}.title_order`}>
        <GuestNotice />
      </PageShell>
    )
  }
  if (notCourier) {
    return (
      <PageShell titleKey={`${area}.title_order`}>
        <View className='dl-notice' data-testid='delivery-not-courier'>
          <Text className='dl-notice__title'>{t(`${area}.not_courier_title`)}</Text>
          <Text className='dl-notice__text'>{t(`${area}.not_courier_text`)}</Text>
          <ActionButton kind='secondary' onClick={() => void openPage(HOME_PAGE)}>
            {t(`${area}.go_home`)}
          </ActionButton>
        </View>
      </PageShell>
    )
  }

  const countOf = (value: number) => tabs.find((tab) => tab.value === value)?.count
  const renderOrder = (order: DeliveryOrder) => (
    <View key={order.id} className='pk-card' data-testid='delivery-order' data-status={order.status}>
      <View className='pk-card__head'>
        <Text>{order.addTime}</Text>
        <Text className='pk-card__status' data-testid='delivery-order-status'>
          {order.statusName || statusLabel(order.status)}
        </Text>
      </View>
      <View className='dl-card__meta'>
        <Text className='dl-card__order-no' onClick={() => void copyText(order.mainOrderNo)} {...pressable(() => void copyText(order.mainOrderNo))}>
          {t(`${area}.order_no_value`, { no: order.mainOrderNo })}
        </Text>
        {order.distance ? <Text>{t(`${area}.distance`, { d: order.distance })}</Text> : null}
      </View>
      {order.warehouse ? <PlaceBlock label={t(`${area}.pick_up`)} place={order.warehouse} testId='delivery-warehouse' /> : null}
      {order.recipient ? <PlaceBlock label={t(`${area}.deliver_to`)} place={order.recipient} testId='delivery-recipient' /> : null}
      {order.describe ? <Text className='dl-card__note'>{t(`${area}.note_value`, { text: order.describe })}</Text> : null}
      <View className='pk-card__actions'>
        <ActionButton kind='plain' size='small' onClick={() => void openPage(DELIVERY_PAGES.detail(order.id))} testId='delivery-details'>
          {t(`${area}.details`)}
        </ActionButton>
        <DeliveryActions order={order} moves={moves} />
      </View>
    </View>
  )

  return (
    <PageShell titleKey={`${area}.title_order`}>
      <View className='dl-search'>
        <SearchBar value={keywords} hint={t(`${area}.search_hint`)} onSearch={setKeywords} onInput={(text) => !text && setKeywords('')} />
      </View>
      <StatusTabs
        tabs={DELIVERY_TABS.map((value) => {
          const count = countOf(value)
          return { value: String(value), label: count === undefined ? statusLabel(value) : t(`${area}.tab_count`, { name: statusLabel(value), n: count }) }
        })}
        value={String(type)}
        onChange={(value) => setType(Number(value))}
      />
      <PagedList className='pk-page' list={list} emptyMessage={t(`${area}.empty`)} renderItem={renderOrder} />
      <ProofSheet {...moves.sheet} pathType={pathType} />
    </PageShell>
  )
}

export default observer(DeliveryOrdersPage)
