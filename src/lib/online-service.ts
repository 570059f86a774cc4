import Taro from '@tarojs/taro'
import { commonQuery } from '@/api/client'
import { t } from '@/i18n'
import { getRootStore } from '@/stores/root-store'
import { encodeBase64 } from './base64'
import { webViewUrl } from './links'
import { currentPageUrl, openPage, openUrl, toast } from './navigate'

/** plugins_base.chat.data: the shop's own chat (api-core 2.8). */
export interface ChatBase {
  mobileChat: boolean
  chatUrl: string
}

export function parseChatBase(data: Record<string, unknown>): ChatBase {
  const url = typeof data.chat_url === 'string' ? data.chat_url.trim() : ''
  return { mobileChat: Number(data.is_mobile_chat) === 1, chatUrl: url }
}

export function callPhone(number: string): void {
  if (!number) {
    toast(t('errors.service_tel_wrong'))
    return
  }
  void Taro.makePhoneCall({ phoneNumber: number }).catch(() => undefined)
}

/**
 * The chat page address: the common parameters and `source` (the page the shopper came from, base64
 * without '=') appended, as ShopXO's chat entry does.
 */
export function chatEntryUrl(url: string, pagePath: string): string {
  const source = encodeBase64(pagePath).replace(/=/g, '')
  return `${url}${url.includes('?') ? '&' : '?'}${commonQuery()}&source=${encodeURIComponent(source)}`
}

/**
 * "Contact us" (online service, the goods bar's chat, api-core 2.8): the shop's chat when the chat
 * plugin serves mobiles, else this client's custom service address, else WeChat Work's, else the phone.
 * `chatUrl` is a chat address the page already has (the goods bar's chat entry).
 */
export function contactService(chatUrl = ''): void {
  const { app } = getRootStore()
  const chat = app.pluginBase('chat', parseChatBase)
  const settings = app.settings
  const url = chatUrl || chat?.chatUrl || ''
  if (chat?.mobileChat && url) void openPage(webViewUrl(chatEntryUrl(url, currentPageUrl())))
  else if (settings.serviceCustomUrl) openUrl(settings.serviceCustomUrl)
  else if (settings.serviceWeixinUrl) openUrl(settings.serviceWeixinUrl)
  else callPhone(settings.serviceTel)
}
