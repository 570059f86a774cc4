export default definePageConfig({
  navigationBarTitleText: '防伪查询',
  // Spec §2: pull-to-refresh is off on the authenticity page (a refresh would count another check).
  enablePullDownRefresh: false,
})
