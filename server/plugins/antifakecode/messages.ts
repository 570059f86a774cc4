import { defineMessages } from '../../core/i18n'

defineMessages({
  'antifakecode.title': { zh: '防伪查询', en: 'Authenticity check' },
  'antifakecode.code_invalid': { zh: '防伪码格式有误，应为 6-32 位字母或数字', en: 'The code is not valid: it has 6 to 32 letters or digits' },
  'antifakecode.enter_code': { zh: '请输入或扫描商品上的防伪码', en: 'Enter or scan the code on the product' },
  'antifakecode.not_found': { zh: '未查询到该防伪码，请谨防假冒', en: 'This code was not found: the product may be counterfeit' },
  'antifakecode.first': { zh: '正品验证通过，这是该防伪码的首次查询', en: 'Genuine: this is the first check of this code' },
  'antifakecode.again': { zh: '该防伪码已被查询过 {n} 次，首次查询时间 {time}', en: 'This code has been checked {n} times; first checked at {time}' },
  'antifakecode.first_tips': {
    zh: '感谢您选购正品！该商品由官方授权渠道出品，可放心使用。',
    en: 'Thank you for buying genuine goods. This product comes from an authorised channel.',
  },
  'antifakecode.last_tips': {
    zh: '该防伪码此前已被查询。如果这不是您本人的查询，商品可能被调包，请联系客服核实。',
    en: 'This code was checked before. If that was not you, the product may have been swapped: please contact customer service.',
  },
})
