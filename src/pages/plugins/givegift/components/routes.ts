import type { GiftRef } from '@/api/plugins/givegift'
import type { SpecPair } from '@/api/goods-summary'
import { absolutePageUrl } from '@/components/payment-sheet/pay-pages'
import { BUY_PAGE, encodeParam } from '@/lib/buy-link'

const ROOT = '/pages/plugins/givegift'

export const GIVEGIFT_PAGES = {
  goods: `${ROOT}/goods/goods`,
  list: `${ROOT}/gift/gift`,
  detail: `${ROOT}/gift-detail/gift-detail`,
  codes: `${ROOT}/code/code`,
  receive: `${ROOT}/receive/receive`,
}

export const giveGoodsUrl = (goodsId: string) => `${GIVEGIFT_PAGES.goods}?goods_id=${encodeURIComponent(goodsId)}`
export const giftDetailUrl = (id: string) => `${GIVEGIFT_PAGES.detail}?id=${encodeURIComponent(id)}`
export const giftCodesUrl = (id: string) => `${GIVEGIFT_PAGES.codes}?oid=${encodeURIComponent(id)}`
export const receiveUrl = (ref: GiftRef) => `${GIVEGIFT_PAGES.receive}?${ref.type}=${encodeURIComponent(ref.value)}`

/** The address a friend opens (the web build's link; mini-program shoppers share it the same way). */
export function shareLink(ref: GiftRef, h5Url: string): string {
  return absolutePageUrl(receiveUrl(ref), h5Url)
}

export interface Claim {
  goodsId: string
  spec: SpecPair[]
  ref: GiftRef
  note: string
}

/**
 * Claiming checks out one unit at zero cost through the core buy page (api-plugins-2 §3.17): the goods item
 * carries the gift's code or key and the thank-you note.
 */
export function claimUrl(claim: Claim): string {
  const items = [
    {
      goods_id: claim.goodsId,
      stock: 1,
      spec: claim.spec,
      plugins_givegift_value: claim.ref.value,
      plugins_givegift_type: claim.ref.type,
      plugins_givegift_user_message: claim.note.trim(),
    },
  ]
  return `${BUY_PAGE}?data=${encodeParam({ buy_type: 'goods', goods_data: encodeParam(items) })}`
}

/** Ids in page links are digits; anything else is a broken link. */
export const isId = (value: string | undefined): value is string => Boolean(value && /^\d{1,10}$/.test(value))
