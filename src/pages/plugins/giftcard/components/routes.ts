import { GIFTCARD_TYPE, type GiftCard } from '@/api/plugins/giftcard'

export const GIFTCARD_PAGES = {
  list: '/pages/plugins/giftcard/index/index',
  form: '/pages/plugins/giftcard/form/form',
}

/** Where a card's value can be seen: the account of its type, else the goods the server links to. */
export function valueLink(card: GiftCard): string {
  switch (card.type) {
    case GIFTCARD_TYPE.wallet:
      return '/pages/plugins/wallet/user/user'
    case GIFTCARD_TYPE.coupon:
      return '/pages/plugins/coupon/user/user'
    case GIFTCARD_TYPE.points:
      return '/pages/user-integral/user-integral'
    default:
      return card.valueLinks[0]?.url ?? ''
  }
}
