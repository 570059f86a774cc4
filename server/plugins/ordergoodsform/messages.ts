import { defineMessages } from '../../core/i18n'

defineMessages({
  'ordergoodsform.title': { zh: '商品表单', en: 'Goods form' },
  'ordergoodsform.required': { zh: '请填写{title}', en: 'Please fill in {title}' },
  'ordergoodsform.length_between': { zh: '{title}需为{min}-{max}个字符', en: '{title} must be {min} to {max} characters' },
  'ordergoodsform.length_min': { zh: '{title}至少{min}个字符', en: '{title} is too short: the minimum length is {min}' },
  'ordergoodsform.length_max': { zh: '{title}最多{max}个字符', en: '{title} is too long: the maximum length is {max}' },
  'ordergoodsform.number': { zh: '{title}请填写数字', en: '{title} must be a number' },
  'ordergoodsform.number_between': { zh: '{title}需在{min}到{max}之间', en: '{title} must be between {min} and {max}' },
  'ordergoodsform.number_min': { zh: '{title}不能小于{min}', en: '{title} cannot be less than {min}' },
  'ordergoodsform.number_max': { zh: '{title}不能大于{max}', en: '{title} cannot be more than {max}' },
  'ordergoodsform.pattern': { zh: '{title}格式不正确', en: '{title} is not in the right format' },
  'ordergoodsform.field_not_found': { zh: '表单项不存在', en: 'This form field does not exist' },
  'ordergoodsform.content_invalid': { zh: '表单内容格式有误', en: 'The form value is not valid' },
  'ordergoodsform.save_ok': { zh: '保存成功', en: 'Saved' },
})
