// Texts of the signin plugin (zh/en).
import { defineMessages } from '../../core/i18n'

defineMessages({
  'signin.title': { zh: '每日签到', en: 'Daily check-in' },
  'signin.seo_desc': { zh: '每天签到领积分，连续签到奖励翻倍', en: 'Check in daily for points; streaks multiply the reward' },
  'signin.desc_1': { zh: '每日可签到一次，签到即得积分。', en: 'Check in once a day to earn points.' },
  'signin.desc_2': { zh: '连续签到 3 天奖励翻 2 倍，连续 7 天翻 3 倍。', en: 'A 3-day streak doubles the reward; 7 days triples it.' },
  'signin.desc_3': { zh: '组队签到：好友在你的签到码签到，你也能获得奖励。', en: 'Team check-in: earn points when friends check in on your code.' },
  'signin.nav_history': { zh: '签到记录', en: 'Check-in history' },
  'signin.nav_qrcode': { zh: '我的签到码', en: 'My sign-in codes' },
  'signin.enabled': { zh: '已启用', en: 'Enabled' },
  'signin.disabled': { zh: '已停用', en: 'Disabled' },
  'signin.coming_ok': { zh: '签到成功', en: 'Checked in' },
  'signin.already_today': { zh: '今天已经签到过了，明天再来吧', en: 'You have already checked in today; come back tomorrow' },
  'signin.qrcode_not_found': { zh: '签到码不存在或已停用', en: 'The sign-in code does not exist or is disabled' },
  'signin.team_has_code': { zh: '您已创建签到码，可直接使用', en: 'You already have a sign-in code' },
  'signin.save_ok': { zh: '保存成功', en: 'Saved' },
  'signin.name_label': { zh: '联系人姓名', en: 'Contact name' },
  'signin.name_length': { zh: '联系人姓名长度需为 2 到 30 个字符', en: 'The contact name must be 2 to 30 characters' },
  'signin.tel_label': { zh: '联系人电话', en: 'Contact phone' },
  'signin.tel_invalid': { zh: '联系人电话格式有误（6 到 15 位数字）', en: 'The contact phone must be 6 to 15 digits' },
  'signin.address_label': { zh: '联系人地址', en: 'Contact address' },
  'signin.note_label': { zh: '备注', en: 'Note' },
  'signin.integral_msg': { zh: '签到奖励', en: 'Check-in reward' },
  'signin.integral_master_msg': { zh: '签到码邀请奖励', en: 'Sign-in code inviter reward' },
})
