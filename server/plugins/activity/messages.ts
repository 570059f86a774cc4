// Texts of the activity plugin's answers (zh and en).
import { defineMessages } from '../../core/i18n'

defineMessages({
  'activity.title': { zh: '活动', en: 'Activities' },
  'activity.seo_desc': { zh: '限时主题活动，好物集中抢购', en: 'Limited-time themed campaigns with hand-picked goods' },
  'activity.not_found': { zh: '活动不存在或已下线', en: 'This activity does not exist or has been taken down' },
  'activity.status_0': { zh: '未开始', en: 'Not started' },
  'activity.status_1': { zh: '进行中', en: 'In progress' },
  'activity.status_2': { zh: '已结束', en: 'Ended' },
})
