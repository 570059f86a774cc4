import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useState } from 'react'
import { getBatchOrders, getPunchCards, type BatchOrder, type PunchCard } from '@/api/plugins/realstore'
import { t } from '@/i18n'
import { openPage } from '@/lib/navigate'
import { ORDER_DETAIL_BLOCKS, type OrderSlotProps } from '@/slots/slots'
import { registerEmbed } from '@/slots/slot'
import { useStores } from '@/stores/root-store'
import { REALSTORE_PAGES } from '../components/routes'
import './embeds.scss'
import '@/i18n/locales/plugin-realstore-common'

/** Order detail: the punch cards and the batch deliveries that came with this order, each list → its page. */
const OrderStoreRecords = observer(function OrderStoreRecords({ order }: OrderSlotProps) {
  const { app } = useStores()
  const enabled = app.isPluginEnabled('realstore')
  const [cards, setCards] = useState<PunchCard[]>([])
  const [batches, setBatches] = useState<BatchOrder[]>([])

  useEffect(() => {
    if (!enabled) return
    let current = true
    void Promise.all([getPunchCards(1, '-1', order.id), getBatchOrders(1, '-1', order.id)]).then(([cardPage, batchPage]) => {
      if (!current) return
      setCards(cardPage.ok ? cardPage.data.items : [])
      setBatches(batchPage.ok ? batchPage.data.items : [])
    })
    return () => {
      current = false
    }
  }, [enabled, order.id])

  if (!enabled || (!cards.length && !batches.length)) return null
  return (
    <>
      {cards.length ? (
        <View className='rs-embed rs-embed--order' data-testid='order-punch-cards'>
          <View className='rs-embed__head'>
            <Text className='rs-embed__title'>{t('plugin-realstore-common.order_cards')}</Text>
            <Text className='rs-embed__more' onClick={() => void openPage(`${REALSTORE_PAGES.cards}?oid=${order.id}`)}>
              {t('plugin-realstore-common.more')}
            </Text>
          </View>
          {cards.map((card) => (
            <View key={card.id} className='rs-embed__line' onClick={() => void openPage(`${REALSTORE_PAGES.cardUses}?cuid=${card.id}`)}>
              <Text>{card.name}</Text>
              <Text className={card.status === 0 ? 'rs-embed__main' : 'rs-embed__muted'}>
                {t('plugin-realstore-common.card_left', { left: card.available, total: card.total })} · {card.statusName}
              </Text>
            </View>
          ))}
        </View>
      ) : null}
      {batches.length ? (
        <View className='rs-embed rs-embed--order' data-testid='order-batches'>
          <View className='rs-embed__head'>
            <Text className='rs-embed__title'>{t('plugin-realstore-common.order_batches')}</Text>
            <Text className='rs-embed__more' onClick={() => void openPage(`${REALSTORE_PAGES.batches}?oid=${order.id}`)}>
              {t('plugin-realstore-common.more')}
            </Text>
          </View>
          {batches.map((batch) => (
            <View key={batch.id} className='rs-embed__line'>
              <Text>{batch.name}</Text>
              <Text className='rs-embed__muted'>
                {t('plugin-realstore-common.batch_progress', { done: batch.steps.filter((step) => step.done).length, total: batch.steps.length })} ·{' '}
                {batch.statusName}
              </Text>
            </View>
          ))}
        </View>
      ) : null}
    </>
  )
})

registerEmbed(ORDER_DETAIL_BLOCKS, { plugin: 'realstore', order: 10, component: OrderStoreRecords })
