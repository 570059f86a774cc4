/** Pages of the invoice plugin (api-plugins-1 §10). */
export const INVOICE_PAGES = {
  list: '/pages/plugins/invoice/invoice/invoice',
  detail: '/pages/plugins/invoice/invoice-detail/invoice-detail',
  form: '/pages/plugins/invoice/invoice-saveinfo/invoice-saveinfo',
  orders: '/pages/plugins/invoice/order/order',
  recharges: '/pages/plugins/invoice/recharge/recharge',
  orderDetail: '/pages/user-order-detail/user-order-detail',
  rechargeDetail: '/pages/plugins/wallet/user-recharge-detail/user-recharge-detail',
}

/** The form for new records: ids joined by commas, type 0 orders / 1 recharges (§10.2). */
export function newInvoiceUrl(ids: string[], type: 0 | 1): string {
  return `${INVOICE_PAGES.form}?ids=${ids.join(',')}&type=${type}&is_redirect=1`
}
