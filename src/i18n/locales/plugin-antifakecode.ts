import { registerLocale } from '../index'

// Texts of the authenticity check page (api-plugins-2 §3.16).
const locale = {
  zh: {
    title: '防伪查询',
    code_label: '防伪码',
    code_hint: '输入商品标签上的防伪码',
    check: '查询',
    checking: '查询中…',
    scan: '扫码',
    code_required: '请输入防伪码',
    code_format: '防伪码应为 6-32 位字母或数字',
    genuine: '正品验证通过',
    checked_before: '该防伪码已被查询过',
    not_found: '未查询到该防伪码',
    query_count: '已查询 {n} 次',
    first_query: '首次查询：{time}',
    goods: '对应商品',
    view_goods: '查看商品',
    your_code: '查询的防伪码：{code}',
  },
  en: {
    title: 'Authenticity check',
    code_label: 'Code',
    code_hint: 'The code on the product label',
    check: 'Check',
    checking: 'Checking…',
    scan: 'Scan',
    code_required: 'Please enter the code',
    code_format: 'A code has 6 to 32 letters or digits',
    genuine: 'Genuine product',
    checked_before: 'This code has been checked before',
    not_found: 'Code not found',
    query_count: 'Checked {n} {n|time|times}',
    first_query: 'First checked {time}',
    goods: 'Product',
    view_goods: 'View product',
    your_code: 'Code checked: {code}',
  },
}

registerLocale('plugin-antifakecode', locale)

export default locale
