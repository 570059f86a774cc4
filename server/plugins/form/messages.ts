import { defineMessages } from '../../core/i18n'

defineMessages({
  'form.title': { zh: '表单核销', en: 'Form check' },
  'form.unique_required': { zh: '唯一标识为空', en: 'No form is chosen' },
  'form.no_permission': { zh: '你没有核销该表单的权限', en: 'You are not allowed to check this form' },
  'form.value_required': { zh: '请输入核销码或手机号', en: 'Please enter a check code or mobile number' },
  'form.value_invalid': { zh: '核销码或手机号格式有误', en: 'The check code or mobile number is not valid' },
  'form.value_not_found': { zh: '没有找到对应的报名记录', en: 'No submission matches' },
  'form.value_checked': { zh: '该报名已于 {time} 核销', en: 'This submission was already checked at {time}' },
  'form.check_ok': { zh: '核销成功', en: 'Checked' },
  'form.stats_ok': { zh: '数据已刷新', en: 'Figures refreshed' },
  'form.stat_total': { zh: '报名总数', en: 'Submissions' },
  'form.stat_checked': { zh: '已核销', en: 'Checked' },
  'form.stat_unchecked': { zh: '未核销', en: 'Not checked' },
  'form.stat_today': { zh: '今日核销', en: 'Checked today' },
})
