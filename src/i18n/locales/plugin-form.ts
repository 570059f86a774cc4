import { registerLocale } from '../index'

// Texts of the staff form-check page (api-plugins-2 §3.20).
const locale = {
  zh: {
    title: '表单核销',
    no_forms: '你还没有可核销的表单',
    go_home: '返回首页',
    switch: '切换',
    choose_form: '选择要核销的表单',
    stats: '核销数据',
    refresh: '刷新',
    value_label: '核销码 / 手机号',
    value_hint: '输入报名核销码或手机号',
    verify: '核销',
    verifying: '核销中…',
    scan: '扫码',
    value_required: '请输入核销码或手机号',
    value_format: '核销码或手机号应为 4-32 位字母或数字',
    check_done: '{msg}（{name}）',
    check_failed: '{msg}（{value}）',
    close: '关闭',
  },
  en: {
    title: 'Form check',
    no_forms: 'You have no forms to check',
    go_home: 'Back to home',
    switch: 'Switch',
    choose_form: 'Choose the form to check',
    stats: 'Figures',
    refresh: 'Refresh',
    value_label: 'Check code or mobile',
    value_hint: 'The check code or mobile number',
    verify: 'Check',
    verifying: 'Checking…',
    scan: 'Scan',
    value_required: 'Please enter a check code or mobile number',
    value_format: 'A check code or mobile number has 4 to 32 letters or digits',
    check_done: '{msg} ({name})',
    check_failed: '{msg} ({value})',
    close: 'Close',
  },
}

registerLocale('plugin-form', locale)

export default locale
