// Texts of the sales ticker's answers (zh / en).
import { defineMessages } from '../../core/i18n'

defineMessages({
  'salerecords.home_title': { zh: '大家都在买', en: 'What shoppers are buying' },
  'salerecords.home_desc': { zh: '实时成交动态', en: 'Orders as they come in' },
  'salerecords.just_now': { zh: '刚刚', en: 'just now' },
  'salerecords.minute_ago': { zh: '1分钟前', en: '1 minute ago' },
  'salerecords.minutes_ago': { zh: '{n}分钟前', en: '{n} minutes ago' },
  'salerecords.hour_ago': { zh: '1小时前', en: '1 hour ago' },
  'salerecords.hours_ago': { zh: '{n}小时前', en: '{n} hours ago' },
  'salerecords.day_ago': { zh: '1天前', en: '1 day ago' },
  'salerecords.days_ago': { zh: '{n}天前', en: '{n} days ago' },
})
