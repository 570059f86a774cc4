import Taro from '@tarojs/taro'
import { t } from '@/i18n'
import { dialogColors } from '@/lib/dialog-colors'
import { openPage, toast } from '@/lib/navigate'
import { isUnsafeUrl } from '@/lib/safe-url'
import { paytipsUrl } from '@/lib/pay-result'
import '@/i18n/locales/pay'

/** Where the payment flow goes afterwards (api-core 1.15 propToPage/propToFailPage/propToAppointPage). */
export interface PayDestinations {
  /** The page external gateways and offline payments return to (default: my orders). */
  appointPage: string
  /** On failure: show the message, then open this page with ?msg=; empty = toast only. */
  failPage?: string
  /** Replace the current page with the result page (checkout: yes; order list: no). */
  redirect?: boolean
}

// Page addresses without the pay flow's code, for the pages that only link (pay-pages.ts).
export { ORDERS_PAGE, absolutePageUrl } from './pay-pages'

/** Pause before leaving so the "paid" toast can be read. */
export const SUCCESS_DELAY_MS = 1500

/** What the result page shows of a payment: the amount and the payment's number, when known. */
export interface PayReceipt {
  price?: string
  orderNo?: string
}

export function goPaySuccess(destinations: PayDestinations, receipt: PayReceipt = {}): void {
  toast(t('pay.paid'), 'success')
  const params = {
    code: '9000',
    title: t('pay.view_order'),
    page: destinations.appointPage,
    price: receipt.price || undefined,
    order_no: receipt.orderNo || undefined,
  }
  setTimeout(() => {
    Taro.hideToast()
    void openPage(paytipsUrl(params), { redirect: destinations.redirect })
  }, SUCCESS_DELAY_MS)
}

export async function goPayFailure(message: string, destinations: PayDestinations): Promise<void> {
  if (!destinations.failPage) {
    toast(message || t('pay.result_failed'))
    return
  }
  await Taro.showModal({
    title: t('pay.offline_title'),
    content: message || t('pay.result_failed'),
    showCancel: false,
    confirmText: t('common.confirm'),
    ...dialogColors(),
  }).catch(() => undefined)
  void openPage(`${destinations.failPage}?msg=${encodeURIComponent(message)}`, { redirect: true })
}

export async function showOfflineNotice(message: string, destinations: PayDestinations): Promise<void> {
  await Taro.showModal({ title: t('pay.offline_title'), content: message, showCancel: false, confirmText: t('common.confirm'), ...dialogColors() }).catch(
    () => undefined,
  )
  void openPage(destinations.appointPage, { redirect: true })
}

/**
 * Submit the gateway's HTML form (web build only). False where that cannot happen, mini-programs
 * included: the caller then says the payment method is not adapted.
 */
export function submitGatewayForm(html: string): boolean {
  return process.env.TARO_ENV === 'h5' ? submitFormInPage(html) : false
}

/**
 * The last form wins, as ShopXO does. The HTML is parsed in an inert document and only the form's
 * action, method and field values are copied into a new form: nothing of the answer (handlers, scripts,
 * markup) ever enters the page, and a script URL is not followed.
 */
function submitFormInPage(html: string): boolean {
  if (typeof document === 'undefined' || typeof DOMParser === 'undefined') return false
  const parsed = new DOMParser().parseFromString(html, 'text/html')
  const source = parsed.forms[parsed.forms.length - 1]
  if (!source) return false
  const action = source.getAttribute('action') || ''
  if (isUnsafeUrl(action)) return false
  const form = document.createElement('form')
  form.style.display = 'none'
  form.action = action
  form.method = (source.getAttribute('method') || 'post').toLowerCase() === 'get' ? 'get' : 'post'
  for (const field of Array.from(source.querySelectorAll('input[name], textarea[name]'))) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = field.getAttribute('name') || ''
    input.value = (field as HTMLInputElement).value ?? field.getAttribute('value') ?? ''
    form.appendChild(input)
  }
  document.body.appendChild(form)
  form.submit()
  return true
}
