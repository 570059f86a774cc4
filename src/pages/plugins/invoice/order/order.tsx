import { InvoiceRecordsPage } from '../components/records-page'
import { INVOICE_PAGES } from '../components/routes'
import './order.scss'

/** Paid orders that can still be invoiced (api-plugins-1 §10.2). */
export default function InvoiceOrderPage() {
  return <InvoiceRecordsPage kind='order' titleKey='plugin-invoice.title_order' detailPage={INVOICE_PAGES.orderDetail} />
}
