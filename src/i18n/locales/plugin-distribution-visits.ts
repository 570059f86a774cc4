import { registerLocale } from '../index'
// Texts of the distribution customer-visit pages.
// Registered under the plugin's one area, so dt('key') reads them like the shared ones.
const locale = {
  zh: {
    title_visit_list: '客户拜访',
    title_visit_add: '新增拜访',
    title_visit_edit: '编辑拜访',
    // visits
    visits_empty: '还没有拜访记录，点击右下角添加',
    visit_customer: '客户',
    visit_customer_choose: '选择客户',
    visit_content: '拜访内容',
    visit_content_hint: '最多 230 个字符',
    visit_photos: '拜访照片',
    visit_photos_hint: '最多上传 {n} 张',
    visit_missing: '拜访记录不存在',
    updated_at: '更新于 {time}',
    visit_photo_n: '拜访照片 {n}',
  },
  en: {
    title_visit_list: 'Customer visits',
    title_visit_add: 'New visit',
    title_visit_edit: 'Edit visit',
    visits_empty: 'No visits yet. Tap + to log one.',
    visit_customer: 'Customer',
    visit_customer_choose: 'Choose a customer',
    visit_content: 'What happened',
    visit_content_hint: 'Up to 230 characters',
    visit_photos: 'Photos',
    visit_photos_hint: 'Up to {n} photos',
    visit_missing: 'This visit does not exist',
    updated_at: 'Updated {time}',
    visit_photo_n: 'Visit photo {n}',
  },
}

registerLocale('plugin-distribution', locale)

export default locale
