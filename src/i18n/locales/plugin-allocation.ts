import { registerLocale } from '../index'

// Texts of the WeChat cashier (api-plugins-2 §3.21).
const locale = {
  zh: {
    title: '收银台',
    web_title: '请在微信小程序中付款',
    web_text: '这个收银台由本店 App 在微信小程序中打开，用微信支付为 App 里的订单付款，在浏览器中无法付款。',
    web_hint: '如需付款，请回到 App 重新发起支付；也可以在“我的订单”中选择其他支付方式。',
    back: '返回',
    my_orders: '我的订单',
    amount: '支付金额',
    preparing: '正在准备支付…',
    paying: '支付中…',
    success: '支付成功',
    failed: '支付失败',
    cancelled: '你已取消支付',
    retry: '重新发起支付',
    back_app: '返回 App',
  },
  en: {
    title: 'Cashier',
    web_title: 'Pay in the WeChat mini-program',
    web_text:
      "This cashier is opened by the shop's App inside the WeChat mini-program to pay an App order with WeChat Pay. It cannot take payments in a web browser.",
    web_hint: 'To pay, go back to the App and start the payment again, or choose another payment method in My orders.',
    back: 'Back',
    my_orders: 'My orders',
    amount: 'Amount',
    preparing: 'Preparing the payment…',
    paying: 'Paying…',
    success: 'Payment successful',
    failed: 'Payment failed',
    cancelled: 'You cancelled the payment',
    retry: 'Pay again',
    back_app: 'Back to the App',
  },
}

registerLocale('plugin-allocation', locale)

export default locale
