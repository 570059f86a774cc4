import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { getBatchOrders } from '@/api/plugins/realstore'
import { t } from '@/i18n'
import { DetailRows } from '../../kit/detail-rows'
import { OrderRecordsPage } from '../components/order-records'
import '../../kit/kit.scss'
import '../components/realstore.scss'
import '@/i18n/locales/plugin-realstore'

const TABS = [
  ['-1', 'all'],
  ['0', 'batch_status_0'],
  ['1', 'batch_status_1'],
  ['2', 'batch_status_2'],
  ['3', 'batch_status_3'],
] as const

/** Batch orders (batchorder-list?oid=&status=): an order handed over in several deliveries, each with its state. */
function BatchOrdersPage() {
  return (
    <OrderRecordsPage
      titleKey='plugin-realstore.title_batches'
      tabs={TABS}
      fetchRecords={getBatchOrders}
      emptyKey='plugin-realstore.batches_empty'
      renderItem={(batch) => (
        <View key={batch.id} className='pk-card' data-testid='batch-order' data-status={batch.status}>
          <View className='pk-card__head'>
            <Text>{batch.addTime}</Text>
            <Text className='pk-card__status'>{batch.statusName}</Text>
          </View>
          <Text className='pk-card__title'>{batch.name}</Text>
          {batch.describe ? <Text className='rs-card__muted'>{batch.describe}</Text> : null}
          <DetailRows
            rows={[
              [t('plugin-realstore.order_no'), batch.orderNo],
              [t('plugin-realstore.store'), batch.storeName],
            ]}
          />
          <View className='rs-steps'>
            {batch.steps.map((step, index) => (
              <View key={index} className={`rs-steps__item ${step.done ? 'rs-steps__item--done' : ''}`} data-testid='batch-step'>
                <View className='rs-steps__dot' />
                <View className='rs-steps__body'>
                  <View className='rs-steps__line'>
                    <Text className='rs-steps__title'>{step.describe}</Text>
                    <Text className='rs-steps__state'>{step.statusName}</Text>
                  </View>
                  {step.note ? <Text className='rs-card__muted'>{step.note}</Text> : null}
                  {step.done && step.time ? <Text className='rs-card__muted'>{step.time}</Text> : null}
                </View>
              </View>
            ))}
          </View>
        </View>
      )}
    />
  )
}

export default observer(BatchOrdersPage)
