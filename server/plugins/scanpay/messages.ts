import { defineMessages } from '../../core/i18n'

defineMessages({
  'scanpay.title': { zh: '扫码付款', en: 'Scan to pay' },
  'scanpay.merchant_not_found': { zh: '收款码无效或商家已停用', en: 'This payment code is not valid or the merchant is closed' },
  'scanpay.type_invalid': { zh: '收款码类型有误', en: 'The payment code type is not valid' },
  'scanpay.price_required': { zh: '请输入金额', en: 'Please enter an amount' },
  'scanpay.price_invalid': { zh: '金额格式有误，最多两位小数', en: 'The amount is not valid (at most 2 decimal places)' },
  'scanpay.price_positive': { zh: '金额必须大于 0', en: 'The amount must be greater than 0' },
  'scanpay.price_max': { zh: '单笔金额不能超过 {max}', en: 'A single payment cannot be more than {max}' },
  'scanpay.note_too_long': { zh: '备注最多 200 个字符', en: 'The note can be at most 200 characters' },
  'scanpay.payment_invalid': { zh: '请选择支付方式', en: 'Please choose a payment method' },
  'scanpay.order_not_found': { zh: '付款记录不存在', en: 'This payment does not exist' },
  'scanpay.order_paid': { zh: '该笔付款已完成，请勿重复支付', en: 'This payment is already complete' },
  'scanpay.created': { zh: '下单成功', en: 'Payment created' },
  'scanpay.pay_ok': { zh: '支付成功', en: 'Payment successful' },
  'scanpay.paying': { zh: '支付中，请稍候', en: 'Paying, please wait' },
  'scanpay.collection': { zh: '{name}收款', en: 'Pay {name}' },
})
