export default definePageConfig({
  navigationBarTitleText: '表单核销',
  // Spec §2: pull-to-refresh is off on the form check page (the figures have their own refresh).
  enablePullDownRefresh: false,
})
