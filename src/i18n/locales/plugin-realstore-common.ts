import { registerLocale } from '../index'
// Texts the realstore plugin draws on core pages (home, goods detail, checkout, cart, order detail) and shares
// with its own pages: small, so the core pages do not carry the store pages' texts.
const locale = {
  zh: {
    more: '更多',
    nearby_title: '附近门店',
    goods_stores: '门店有售（{n}家）',
    checkout_store_order: '门店订单 · {type}',
    checkout_pickup: '到店自提',
    hours: '营业时间 {hours}',
    navigate: '导航',
    call: '电话',
    no_phone: '门店暂未提供电话',
    store_cart: '门店购物车',
    go_settle: '去结算',
    go_shopping: '去逛逛',
    cart_items: '共{n}件',
    cart_empty: '购物车是空的',
    order_cards: '本单次卡',
    card_left: '剩余{left}/{total}次',
    order_batches: '本单分批配送',
    batch_progress: '已送{done}/{total}批',
  },
  en: {
    more: 'More',
    nearby_title: 'Stores near you',
    goods_stores: 'In stores ({n})',
    checkout_store_order: 'Store order · {type}',
    checkout_pickup: 'Store pickup',
    hours: 'Hours: {hours}',
    navigate: 'Directions',
    call: 'Call',
    no_phone: 'The store has no phone number yet',
    store_cart: 'Store cart',
    go_settle: 'Check out',
    go_shopping: 'Shop there',
    cart_items: '{n} {n|item|items}',
    cart_empty: 'The cart is empty',
    order_cards: 'Punch cards of this order',
    card_left: '{left} of {total} {total|use|uses} left',
    order_batches: 'Batch deliveries of this order',
    batch_progress: '{done} of {total} {total|batch|batches} delivered',
  },
}

registerLocale('plugin-realstore-common', locale)

export default locale
