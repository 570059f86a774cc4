import { registerLocale } from '../index'
// Texts of parcel tracking (api-plugins-2 §3.6).
const locale = {
  zh: {
    title: '物流详情',
    carrier: '物流公司',
    number: '运单号',
    number_is: '运单号：{number}',
    note_is: '备注：{note}',
    copy: '复制',
    copied: '运单号已复制',
    note: '备注',
    empty: '暂无物流信息',
    track: '查看物流',
  },
  en: {
    title: 'Tracking',
    carrier: 'Carrier',
    number: 'Tracking number',
    number_is: 'Tracking number: {number}',
    note_is: 'Note: {note}',
    copy: 'Copy',
    copied: 'Tracking number copied',
    note: 'Note',
    empty: 'No tracking information yet',
    track: 'Track parcel',
  },
}

registerLocale('plugin-express', locale)

export default locale
