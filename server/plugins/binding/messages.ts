// Texts of the binding plugin's answers (zh and en).
import { defineMessages } from '../../core/i18n'

defineMessages({
  'binding.name': { zh: '组合搭配', en: 'Bundles' },
  'binding.seo_desc': { zh: '精选组合，搭配购买更优惠', en: 'Hand-picked bundles that cost less together' },
  'binding.home_title': { zh: '组合搭配', en: 'Bundle deals' },
  'binding.relevant_title': { zh: '搭配推荐', en: 'Goes well with' },
  'binding.type_0': { zh: '固定组合', en: 'Fixed bundle' },
  'binding.type_1': { zh: '自由搭配', en: 'Pick and mix' },
  'binding.buy_button': { zh: '立即购买', en: 'Buy the bundle' },
  'binding.not_found': { zh: '组合搭配不存在或已下架', en: 'The bundle does not exist or is no longer offered' },
  'binding.id_label': { zh: '组合id', en: 'Bundle id' },
  'binding.goods_lapsed': { zh: '已失效', en: 'Unavailable' },
  'binding.goods_not_in_bundle': { zh: '【{title}】不在该组合中', en: '[{title}] is not part of this bundle' },
  'binding.missing_goods': { zh: '固定组合需购买全部商品，缺少【{title}】', en: 'A fixed bundle is bought whole: [{title}] is missing' },
  'binding.too_few': { zh: '至少选择{min}件商品', en: 'Choose at least {min} items' },
  'binding.one_set': { zh: '组合搭配每次购买一套，【{title}】数量应为{n}', en: 'A bundle is bought one set at a time: [{title}] must be {n}' },
  'binding.checkout_row': { zh: '组合优惠', en: 'Bundle saving' },
})
