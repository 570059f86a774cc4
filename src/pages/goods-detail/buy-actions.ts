import Taro from '@tarojs/taro'
import type { BuyButton } from '@/api/goods'
import { t } from '@/i18n'
import { copyText } from '@/lib/dialogs'
import { openUrl, toast } from '@/lib/navigate'
import '@/i18n/locales/goods'

/** Buttons that open the spec picker; every other type acts on its own (api-core 3.11). */
export const ORDER_BUTTON_TYPES = ['cart', 'buy']

export function isOrderButton(button: BuyButton): boolean {
  return ORDER_BUTTON_TYPES.includes(button.type) || button.type === 'spec-show'
}

export function dial(number: string): void {
  if (!number) {
    toast(t('goods.no_service_tel'))
    return
  }
  void Taro.makePhoneCall({ phoneNumber: number }).catch(() => undefined)
}

/** show / tel dial, url / link open, copy copies; order buttons are handled by the page. */
export function runPlainButton(button: BuyButton, serviceTel: string): void {
  switch (button.type) {
    case 'show':
    case 'tel':
      dial(button.value || serviceTel)
      return
    case 'url':
    case 'link':
      openUrl(button.value)
      return
    case 'copy':
      void copyText(button.value)
      return
    default:
      toast(t('errors.protocol_wrong'))
  }
}
