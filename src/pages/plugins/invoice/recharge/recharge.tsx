import { InvoiceRecordsPage } from '../components/records-page'
import { INVOICE_PAGES } from '../components/routes'
import './recharge.scss'

/** Paid wallet recharges that can still be invoiced (api-plugins-1 §10.2). */
export default function InvoiceRechargePage() {
  return <InvoiceRecordsPage kind='recharge' titleKey='plugin-invoice.title_recharge' detailPage={INVOICE_PAGES.rechargeDetail} />
}
