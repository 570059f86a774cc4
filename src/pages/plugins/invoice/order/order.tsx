import { Text, View } from '@tarojs/components'
import { getInvoiceOrders, type OrderRecord } from '@/api/plugins/invoice'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { DetailRows } from '../../kit/detail-rows'
import { InvoiceRecordsPage } from '../components/records-page'
import { INVOICE_PAGES } from '../components/routes'
import { CopyText } from '../components/schema-rows'
import '@/i18n/locales/plugin-invoice'
import './order.scss'

/** A paid order: when it was paid and its state on top, then its number (copyable) and amount. */
function OrderRecordBody({ row }: { row: OrderRecord }) {
  const orderNo = t('plugin-invoice.record_order_no')
  return (
    <View data-testid='invoice-order-record'>
      <View className='pk-card__head'>
        <Text>{row.payTime ? t('plugin-invoice.record_paid_at', { time: row.payTime }) : ''}</Text>
        {row.statusName ? <Text className='pk-card__status'>{row.statusName}</Text> : null}
      </View>
      <DetailRows
        rows={[
          [orderNo, <CopyText key='no' text={row.orderNo} label={orderNo} />],
          [t('plugin-invoice.record_paid'), <Price key='paid' value={row.payPrice} />],
        ]}
      />
    </View>
  )
}

const renderOrder = (row: OrderRecord) => <OrderRecordBody row={row} />

/** Paid orders that can still be invoiced (api-plugins-1 §10.2); each opens its order detail. */
export default function InvoiceOrderPage() {
  return (
    <InvoiceRecordsPage
      kind='order'
      titleKey='plugin-invoice.title_order'
      detailPage={INVOICE_PAGES.orderDetail}
      fetchRecords={getInvoiceOrders}
      renderRecord={renderOrder}
    />
  )
}
