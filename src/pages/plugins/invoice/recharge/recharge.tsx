import { Text, View } from '@tarojs/components'
import { getInvoiceRecharges, type RechargeRecord } from '@/api/plugins/invoice'
import { Price } from '@/components/price/price'
import { t } from '@/i18n'
import { DetailRows } from '../../kit/detail-rows'
import { InvoiceRecordsPage } from '../components/records-page'
import { INVOICE_PAGES } from '../components/routes'
import { CopyText } from '../components/schema-rows'
import '@/i18n/locales/plugin-invoice'
import './recharge.scss'

/** A paid wallet recharge: when it was paid on top, then its number (copyable) and amount. */
function RechargeRecordBody({ row }: { row: RechargeRecord }) {
  const rechargeNo = t('plugin-invoice.record_recharge_no')
  return (
    <View data-testid='invoice-recharge-record'>
      <View className='pk-card__head'>
        <Text>{row.payTime ? t('plugin-invoice.record_paid_at', { time: row.payTime }) : ''}</Text>
      </View>
      <DetailRows
        rows={[
          [rechargeNo, <CopyText key='no' text={row.rechargeNo} label={rechargeNo} />],
          [t('plugin-invoice.record_paid'), <Price key='paid' value={row.payMoney} />],
        ]}
      />
    </View>
  )
}

const renderRecharge = (row: RechargeRecord) => <RechargeRecordBody row={row} />

/** Paid wallet recharges that can still be invoiced (api-plugins-1 §10.2); each opens its recharge detail. */
export default function InvoiceRechargePage() {
  return (
    <InvoiceRecordsPage
      kind='recharge'
      titleKey='plugin-invoice.title_recharge'
      detailPage={INVOICE_PAGES.rechargeDetail}
      fetchRecords={getInvoiceRecharges}
      renderRecord={renderRecharge}
    />
  )
}
