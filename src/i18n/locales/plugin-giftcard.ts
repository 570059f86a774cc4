import { registerLocale } from '../index'
// Texts of the giftcard plugin pages (api-plugins-2 §3.18).
const locale = {
  zh: {
    title_index: '我的礼品卡',
    title_form: '卡密兑换',
    exchange_button: '卡密兑换',
    empty: '还没有兑换过礼品卡',
    secret: '卡密',
    copy: '复制',
    value: '卡面价值',
    exchange_time: '兑换时间',
    use_order: '使用订单',
    use_goods: '兑换商品',
    use_time: '使用时间',
    view: '查看',
    key_label: '卡密',
    key_hint: '请输入礼品卡卡密',
    key_required: '请输入卡密',
    scan: '扫码',
    submit: '立即兑换',
    submitting: '兑换中…',
    to_list: '查看我的礼品卡',
    form_tip: '每张卡密仅可兑换一次，兑换后价值将存入对应账户',
  },
  en: {
    title_index: 'My gift cards',
    title_form: 'Redeem a card',
    exchange_button: 'Redeem a card',
    empty: 'No gift cards redeemed yet',
    secret: 'Card code',
    copy: 'Copy',
    value: 'Value',
    exchange_time: 'Redeemed',
    use_order: 'Order',
    use_goods: 'Goods',
    use_time: 'Used',
    view: 'View',
    key_label: 'Card code',
    key_hint: 'Enter the gift card code',
    key_required: 'Please enter the card code',
    scan: 'Scan',
    submit: 'Redeem now',
    submitting: 'Redeeming…',
    to_list: 'My gift cards',
    form_tip: 'Each card code can be redeemed once; its value goes to the matching account.',
  },
}

registerLocale('plugin-giftcard', locale)

export default locale
